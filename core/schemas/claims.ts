import { z } from 'zod';
import { CLAIM_STATUSES } from '../orders/claims';
import { idParam, okEnvelope } from './common';
import { claimViewSchema } from './fulfilment';
import { orderStatusSchema, paymentTypeSchema } from './order';

/**
 * The claims API's queries and answers (issue 15; the bodies are claimCreateBodySchema and
 * claimDecideBodySchema in fulfilment.ts, the claim itself claimViewSchema). Money is dollars.
 */

/** GET /api/claims?order_id: the buyer's claims on one order, and what each line can still claim. */
export const orderClaimsQuerySchema = z.object({ order_id: idParam });

/** A delivered line as the buyer's "Report a problem" reads it. */
export const claimableLineSchema = z.object({
  line_id: z.number().int(),
  name: z.string(),
  delivered_qty: z.number().int(),
  /** Units earlier claims (pending or approved) already cover. */
  claimed_qty: z.number().int(),
  goods: z.enum(['fresh', 'dry']),
  /** ISO time the line's claim window closes (null before delivery). */
  deadline: z.string().nullable(),
  /** Core's reason a claim cannot be filed now (translated), '' when it can. */
  refusal: z.string(),
});
export type ClaimableLine = z.infer<typeof claimableLineSchema>;

export const orderClaimsSchema = z.object({
  order_id: z.number().int(),
  claims: z.array(claimViewSchema),
  lines: z.array(claimableLineSchema),
});
export type OrderClaims = z.infer<typeof orderClaimsSchema>;
export const orderClaimsResponseSchema = okEnvelope(orderClaimsSchema);
export const claimResponseSchema = okEnvelope(claimViewSchema);

/** GET /api/fulfilment/claims?status: the warehouse's queue (pending by default). */
export const claimQueueQuerySchema = z.object({ status: z.enum(CLAIM_STATUSES).default('pending') });

/** What approving would give back (core claimRefund), for the staff to see before deciding. */
export const claimAmountSchema = z.object({
  goods_refund: z.number(),
  small_order_fee_deducted: z.number(),
  refund: z.number(),
});

export const claimQueueItemSchema = claimViewSchema.extend({
  order_no: z.string(),
  order_status: orderStatusSchema,
  payment_type: paymentTypeSchema,
  customer_name: z.string(),
  customer_phone: z.string(),
  line_name: z.string(),
  sku: z.string(),
  ordered_qty: z.number().int(),
  delivered_qty: z.number().int(),
  /** The order's delivery or pickup time. */
  handed_over_at: z.string().nullable(),
  /** Pending claims: what approval would give back now; null once decided (then `amount` says). */
  proposed: claimAmountSchema.nullable(),
  decided_by: z.string(),
});
export type ClaimQueueItem = z.infer<typeof claimQueueItemSchema>;
export const claimQueueSchema = z.object({ claims: z.array(claimQueueItemSchema) });
export type ClaimQueue = z.infer<typeof claimQueueSchema>;
export const claimQueueResponseSchema = okEnvelope(claimQueueSchema);
