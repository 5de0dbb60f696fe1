import { z } from 'zod';
import { BUYER_CANCELLATION_WINDOWS } from '../orders/cancellation-clock';
import { okEnvelope } from './common';
import { claimViewSchema, ledgerEntryViewSchema, settlementViewSchema, statusStepViewSchema } from './fulfilment';
import { orderDetailSchema, orderLineViewSchema } from './order';

/**
 * The buyer's order detail after checkout (issue 15): the checkout-time order (`orderDetailSchema`,
 * every field kept) and what happened to it since — each step with its time, the settled lines
 * (ordered vs delivered quantities and weights) with their credits, the ledger and the payment in
 * plain words, the claims, and whether the buyer may cancel now and what it would cost.
 * GET /api/webclient/order/detail answers it; POST /api/orders/cancel answers it after the cancel.
 */

/** Whether the buyer may cancel now (core `canTransition` 'cancel_by_buyer' at the server's clock). */
export const buyerCancellationSchema = z.object({
  allowed: z.boolean(),
  /** §9 clock, Toronto calendar days: today (full refund), tomorrow (fee kept), or closed. */
  window: z.enum(BUYER_CANCELLATION_WINDOWS),
  /** Dollars kept if cancelled now (the small order fee on the next day); 0 on the order day. */
  charge: z.number(),
  /** Dollars that would go back or be released (the order total less the charge). */
  refund: z.number(),
  /**
   * When the buyer cannot cancel online but staff still could (packing started, too late): whom to
   * call, in the caller's language. Null when it may be cancelled or is past cancelling altogether.
   */
  call_note: z.string().nullable(),
});
export type BuyerCancellation = z.infer<typeof buyerCancellationSchema>;

/** A line as checkout stored it, with its id: the settlement, claims and "Report a problem" name lines by it. */
export const buyerOrderLineSchema = orderLineViewSchema.extend({ line_id: z.number().int() });

export const buyerOrderDetailSchema = orderDetailSchema.extend({
  lines: z.array(buyerOrderLineSchema),
  /** Each step of the order's life, oldest first, from its status log. */
  steps: z.array(statusStepViewSchema),
  /** Packed: the settled lines and totals (core settlement over what was delivered); null before. */
  settlement: settlementViewSchema.nullable(),
  /** The final invoice total after claims (dollars); null until packed. */
  settled_total: z.number().nullable(),
  /** Every money movement, oldest first, in plain words. */
  ledger: z.array(ledgerEntryViewSchema),
  /** The payment status in a sentence for this payment type. */
  payment_words: z.string(),
  claims: z.array(claimViewSchema),
  cancellation: buyerCancellationSchema,
  /** Delivered: who took it and the driver's proof-of-delivery photo (served at /api/photos/<id>); null before. */
  delivery: z.object({ receiver_name: z.string(), photo: z.string().nullable() }).nullable(),
  /** Why staff cancelled, as they typed it ('' otherwise). */
  cancel_reason: z.string(),
});
export type BuyerOrderDetail = z.infer<typeof buyerOrderDetailSchema>;
export const buyerOrderDetailResponseSchema = okEnvelope(buyerOrderDetailSchema);
