import { z } from 'zod';
import { idParam, okEnvelope } from './common';

/**
 * Promotions in the back office (issue 17): spend tiers (discount_events shop_full_discount), coupons,
 * coupon packages, combo sales and the shop-wide special limit (discount_events shop_product_sale,
 * options.order_limit_times). One schema per payload, used by the form and the server; money in cents.
 * The messages are i18n keys under `validation.` (translated by the server's error handler and the form).
 */

export const PROMOTION_KINDS = ['tier', 'coupon', 'package', 'combo', 'special_limit'] as const;
export const promotionKindSchema = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof promotionKindSchema>;

export const promotionStatusSchema = z.enum(['scheduled', 'running', 'ended', 'off']);

const MAX_CENTS = 100_000_000;
const cents = (message: string) => z.number({ error: message }).int(message).min(0, message).max(MAX_CENTS, message);
const positiveCents = (message: string) => cents(message).min(1, message);
const instant = z.iso.datetime({ offset: true, error: 'validation.promo_date_invalid' });
const promoText = z.string().trim().max(120, 'validation.too_long');
const requiredText = promoText.min(1, 'validation.promo_name_required');
const nameSchema = z.object({ en: requiredText, cn: requiredText, fr: requiredText });
const optionalTextSchema = z.object({ en: promoText, cn: promoText, fr: promoText });

/** Every promotion runs between two instants (ISO 8601 with an offset), the start before the end. */
const windowSchema = z.object({ starts_at: instant, ends_at: instant });
type Window = z.infer<typeof windowSchema>;
const startBeforeEnd = (w: Window) => Date.parse(w.starts_at) < Date.parse(w.ends_at);
const datesInOrder = { error: 'validation.promo_dates_order', path: ['ends_at'] };

/** A spend tier: spend `threshold_cents` (before the tier) and get `discount_cents` off, a gift, or both. */
export const spendTierInputSchema = windowSchema
  .extend({
    shop_id: idParam,
    threshold_cents: positiveCents('validation.promo_threshold_invalid'),
    discount_cents: cents('validation.promo_amount_invalid'),
    gift_product_id: idParam.nullable().default(null),
    label: optionalTextSchema.default({ en: '', cn: '', fr: '' }),
  })
  .refine(startBeforeEnd, datesInOrder)
  .refine((t) => t.discount_cents > 0 || t.gift_product_id !== null, { error: 'validation.promo_tier_empty', path: ['discount_cents'] })
  .refine((t) => t.discount_cents < t.threshold_cents, { error: 'validation.promo_tier_discount_too_big', path: ['discount_cents'] });
export type SpendTierInput = z.infer<typeof spendTierInputSchema>;

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/** A coupon: an amount (cents) or a percentage off, from a minimum spend, within its dates. */
export const couponInputSchema = windowSchema
  .extend({
    code: z
      .string({ error: 'validation.promo_code_invalid' })
      .trim()
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE_PATTERN, 'validation.promo_code_invalid')),
    name: nameSchema,
    /** null: every shop. */
    shop_id: idParam.nullable().default(null),
    kind: z.enum(['amount', 'percent'], { error: 'validation.promo_coupon_kind' }),
    /** Cents for 'amount'; whole percent (1–100) for 'percent'. */
    value: z.number({ error: 'validation.promo_amount_invalid' }).int('validation.promo_amount_invalid').min(1, 'validation.promo_amount_invalid').max(MAX_CENTS, 'validation.promo_amount_invalid'),
    min_subtotal_cents: cents('validation.promo_threshold_invalid').default(0),
    shipping_type: z.enum(['delivery', 'pickup', 'all']).default('all'),
    /** Uses per customer; 0: unlimited. */
    per_user_limit: z.number({ error: 'validation.promo_limit_invalid' }).int('validation.promo_limit_invalid').min(0, 'validation.promo_limit_invalid').max(1000, 'validation.promo_limit_invalid').default(1),
    /** false: a public coupon that checkout may pick by itself (auto match). */
    user_coupon: z.boolean().default(true),
    stackable: z.boolean().default(false),
  })
  .refine(startBeforeEnd, datesInOrder)
  .refine((c) => c.kind === 'amount' || c.value <= 100, { error: 'validation.promo_percent_invalid', path: ['value'] })
  .refine((c) => c.kind === 'percent' || c.min_subtotal_cents === 0 || c.value <= c.min_subtotal_cents, {
    error: 'validation.promo_coupon_above_minimum',
    path: ['value'],
  });
export type CouponInput = z.infer<typeof couponInputSchema>;

/** A coupon package: a bundle of coupons a buyer redeems once, within its dates. */
export const couponPackageInputSchema = windowSchema
  .extend({
    name: nameSchema,
    description: optionalTextSchema.default({ en: '', cn: '', fr: '' }),
    shop_id: idParam.nullable().default(null),
    coupon_ids: z
      .array(idParam, { error: 'validation.promo_package_empty' })
      .min(1, 'validation.promo_package_empty')
      .max(20, 'validation.promo_package_empty')
      .refine((ids) => new Set(ids).size === ids.length, 'validation.promo_duplicate_item'),
  })
  .refine(startBeforeEnd, datesInOrder);
export type CouponPackageInput = z.infer<typeof couponPackageInputSchema>;

/** A combo sale: these products in these quantities for one price, less than they cost apart. */
export const comboInputSchema = windowSchema
  .extend({
    shop_id: idParam,
    name: nameSchema,
    tag: optionalTextSchema.default({ en: '', cn: '', fr: '' }),
    items: z
      .array(
        z.object({
          product_id: idParam,
          qty: z.number({ error: 'validation.promo_qty_invalid' }).int('validation.promo_qty_invalid').min(1, 'validation.promo_qty_invalid').max(999, 'validation.promo_qty_invalid'),
        }),
        { error: 'validation.promo_combo_items' },
      )
      .min(2, 'validation.promo_combo_items')
      .max(10, 'validation.promo_combo_items')
      .refine((items) => new Set(items.map((i) => i.product_id)).size === items.length, 'validation.promo_duplicate_item'),
    combo_price_cents: positiveCents('validation.promo_amount_invalid'),
  })
  .refine(startBeforeEnd, datesInOrder);
export type ComboInput = z.infer<typeof comboInputSchema>;

/** The shop-wide special limit: at most this many special-price units per order while it runs (0: none). */
export const specialLimitInputSchema = windowSchema
  .extend({
    shop_id: idParam,
    order_limit_times: z.number({ error: 'validation.promo_limit_invalid' }).int('validation.promo_limit_invalid').min(0, 'validation.promo_limit_invalid').max(1000, 'validation.promo_limit_invalid'),
  })
  .refine(startBeforeEnd, datesInOrder);
export type SpecialLimitInput = z.infer<typeof specialLimitInputSchema>;

export const PROMOTION_INPUT_SCHEMAS = {
  tier: spendTierInputSchema,
  coupon: couponInputSchema,
  package: couponPackageInputSchema,
  combo: comboInputSchema,
  special_limit: specialLimitInputSchema,
} as const;

export interface PromotionInputs {
  tier: SpendTierInput;
  coupon: CouponInput;
  package: CouponPackageInput;
  combo: ComboInput;
  special_limit: SpecialLimitInput;
}

/** The editable fields, as stored (the audit's before/after, the form's starting values). */
const promotionFieldsSchema = z.record(z.string(), z.unknown());

export const promotionRowSchema = z.object({
  kind: promotionKindSchema,
  id: z.number().int(),
  /** The name in the caller's language (a tier: its threshold and what it gives). */
  title: z.string(),
  shop_id: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  enabled: z.boolean(),
  status: promotionStatusSchema,
  fields: promotionFieldsSchema,
});
export type PromotionRow = z.infer<typeof promotionRowSchema>;

export const promotionListQuerySchema = z.object({ kind: promotionKindSchema });
export const promotionListResponseSchema = okEnvelope(z.object({ kind: promotionKindSchema, rows: z.array(promotionRowSchema) }));
export const promotionRowResponseSchema = okEnvelope(promotionRowSchema);

export const promotionParamsSchema = z.object({ kind: promotionKindSchema, id: idParam });
export const promotionKindParamsSchema = z.object({ kind: promotionKindSchema });

export const promotionAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'edit', 'switch_off']),
  staff: z.string(),
  at: z.string(),
  before: promotionFieldsSchema.nullable(),
  after: promotionFieldsSchema,
});
export type PromotionAuditEntry = z.infer<typeof promotionAuditEntrySchema>;
export const promotionHistoryResponseSchema = okEnvelope(z.object({ entries: z.array(promotionAuditEntrySchema) }));

/** GET /api/back-office/promotions/choices: what the forms pick from (shops, products, coupons). */
export const promotionChoicesSchema = z.object({
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
  coupons: z.array(z.object({ id: z.number().int(), code: z.string() })),
});
export const promotionChoicesResponseSchema = okEnvelope(promotionChoicesSchema);
