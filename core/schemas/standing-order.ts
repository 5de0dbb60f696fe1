import { z } from 'zod';
import { idParam, okEnvelope } from './common';

/** Issue 20 standing orders: one schema per payload, shared by the client and the server. */

/**
 * A standing order is placed while nobody is at the screen, so each way of paying uses what is on file:
 * the newest saved card (authorized off-session when placed, captured at the settled amount once packed),
 * the verified bank account (PAD mandate recorded when placed, debited once packed), cash on delivery,
 * or the account's pay-later terms.
 */
export const STANDING_PAYMENT_TYPES = ['card', 'pad', 'cash', 'pay_later'] as const;

export const standingLineSchema = z.object({
  product_id: idParam,
  qty: z.number().int().min(1, 'validation.qty_invalid').max(9999, 'validation.qty_invalid'),
  note: z.string().trim().max(200).default(''),
});

export const standingLinesSchema = z.array(standingLineSchema).min(1, 'validation.standing_lines_required').max(200);

const weekdaysSchema = z
  .array(z.number().int().min(0).max(6))
  .min(1, 'validation.standing_weekdays_required')
  .max(7)
  .refine((days) => new Set(days).size === days.length, { message: 'validation.standing_weekdays_required' });

/** POST /api/standing_orders: from the current cart unless lines are given. */
export const createStandingOrderBodySchema = z.object({
  shop_id: idParam,
  contact_id: idParam,
  weekdays: weekdaysSchema,
  /** Minutes before the cut-off the order is placed. */
  lead_minutes: z.number().int().min(15).max(24 * 60).default(120),
  payment_type: z.enum(STANDING_PAYMENT_TYPES, { message: 'validation.standing_payment_type' }),
  note: z.string().trim().max(500).default(''),
  lines: standingLinesSchema.optional(),
});
export type CreateStandingOrderBody = z.infer<typeof createStandingOrderBodySchema>;

export const standingOrderIdParamsSchema = z.object({ id: idParam });
export const pauseStandingOrderBodySchema = z.object({ paused: z.boolean() });
export const standingOrderLinesBodySchema = z.object({ lines: standingLinesSchema });

export const standingOrderViewSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  contact_id: z.number().int(),
  weekdays: z.array(z.number().int()),
  lead_minutes: z.number().int(),
  payment_type: z.string(),
  paused: z.boolean(),
  skip_dates: z.array(z.string()),
  note: z.string(),
  next_date: z.string().nullable(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      qty: z.number().int(),
      note: z.string(),
      /** The product's quantity rule (core/cart/quantity-rule), so an edit steps as the cart does; absent when the product is gone. */
      min_qty: z.number().int().optional(),
      qty_step: z.number().int().optional(),
      max: z.number().int().optional(),
    }),
  ),
  runs: z.array(z.object({ service_date: z.string(), status: z.string(), order_id: z.number().int().nullable() })),
});
export type StandingOrderView = z.infer<typeof standingOrderViewSchema>;

/** GET /api/standing_orders/payment_choices?shop_id=: each way of paying, and whether it works for this customer now. */
export const standingPaymentChoicesQuerySchema = z.object({ shop_id: z.coerce.number().int().positive() });
export const standingPaymentChoiceSchema = z.object({
  type: z.enum(STANDING_PAYMENT_TYPES),
  /** What is on file is there (card, verified bank account), or the terms allow it (pay later); cash always. */
  available: z.boolean(),
  /** The last four digits of the card or account a run would use. */
  last4: z.string().nullable(),
});
export type StandingPaymentChoice = z.infer<typeof standingPaymentChoiceSchema>;
export const standingPaymentChoicesResponseSchema = okEnvelope(z.object({ choices: z.array(standingPaymentChoiceSchema) }));

export const standingOrderResponseSchema = okEnvelope(standingOrderViewSchema);
export const standingOrderListResponseSchema = okEnvelope(z.object({ rows: z.array(standingOrderViewSchema) }));
export const standingOrderDeletedResponseSchema = okEnvelope(z.object({ deleted: z.literal(true) }));
