import { z } from 'zod';
import { clientDollarsSchema, idParam, okEnvelope, shippingTypeSchema } from './common';
import { cartProductItemsSchema, comboClaimsSchema } from './cart';

/** Promo validate (spec §7 api/promo/validate/coupons). Discounts in dollars, 2 decimals. */

const codeSchema = z.string().trim().min(1).max(40);

export const promoValidateBodySchema = z.object({
  shop_id: idParam,
  /** 1: with no codes, pick the best combination of public coupons. */
  auto_match: z.coerce.number().int().min(0).max(1).default(1),
  product_items: cartProductItemsSchema,
  /** Combos in the cart: their saving lowers the subtotal the coupons see. */
  product_combo_items: comboClaimsSchema,
  shipping_type: shippingTypeSchema.default('delivery'),
  /** The client's subtotal, dollars: compared only. */
  subtotal: clientDollarsSchema.optional(),
  /** A list, or one comma-separated string as older clients send it. */
  promo_codes: z
    .union([z.array(codeSchema).max(10), z.string().max(400)])
    .default([])
    .transform((v) => (Array.isArray(v) ? v : v.split(',').map((s) => s.trim()).filter((s) => s !== '')))
    .pipe(z.array(codeSchema).max(10)),
  /** 1 on an agent order: user coupons are refused (spec §5). Only ever restricts, so a client flag is safe. */
  agent_order: z.coerce.number().int().min(0).max(1).default(0),
});
export type PromoValidateBody = z.infer<typeof promoValidateBodySchema>;

export const couponRefusalSchema = z.enum([
  'not_found',
  'other_shop',
  'not_started',
  'expired',
  'agent_order',
  'used_up',
  'shipping_type',
  'no_eligible_products',
  'below_minimum',
  'no_discount',
  'not_combinable',
]);

export const promoCouponResultSchema = z.object({
  code: z.string(),
  /** The coupon may be used on this cart. */
  valid: z.boolean(),
  /** It is part of the applied combination. */
  applied: z.boolean(),
  reason: couponRefusalSchema.nullable(),
  /** '' when valid, else "Failed to apply coupon…" in the caller's language. */
  message: z.string(),
  name: z.string(),
  stackable: z.boolean(),
  /** Dollars this coupon takes off when applied (0 otherwise). */
  discount: z.number(),
});
export type PromoCouponResult = z.infer<typeof promoCouponResultSchema>;

export const promoValidateResultSchema = z.object({
  shop_id: z.number().int(),
  auto_matched: z.boolean(),
  coupons: z.array(promoCouponResultSchema),
  applied_codes: z.array(z.string()),
  /** Dollars off the subtotal, all applied coupons together. */
  discount: z.number(),
  subtotal: z.number(),
  subtotal_after_coupons: z.number(),
});
export type PromoValidateResult = z.infer<typeof promoValidateResultSchema>;
export const promoValidateResponseSchema = okEnvelope(promoValidateResultSchema);
