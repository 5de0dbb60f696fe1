import { z } from 'zod';
import { CLAIM_KINDS, CLAIM_RESOLUTIONS, CLAIM_STATUSES } from '../orders/claims';
import { ORDER_ACTIONS, ROLES } from '../orders/lifecycle';
import { LINE_STATUSES } from '../orders/line-outcome';
import { idParam, okEnvelope, shippingTypeSchema } from './common';
import { feeLineSchema, orderContactSchema, orderStatusSchema, paymentStatusSchema, paymentTypeSchema } from './order';
import { storableText } from './text';

/**
 * Payloads of the life of an order after checkout (issue 15): the warehouse's accept, pick list,
 * packing, out for delivery and pickup hand-over; the driver's stops and delivery; cancellation;
 * claims; the per-order money ledger. Money on the wire is dollars with 2 decimals, as elsewhere;
 * weights are whole grams. Text a person types goes through `storableText`.
 */

/** YYYY-MM-DD (a delivery date or pickup day). */
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_format');
/**
 * The shop the warehouse screen works in: when a staff call names it, an order of another shop answers
 * 404 like a missing one (a screen never acts outside its shop by a stale or typed id).
 */
const shopScope = { shop_id: idParam.optional() };
const reasonText = (min: number) => storableText().trim().min(min, 'validation.reason_required').max(500, 'validation.too_long');

// ---- Photos (delivery proof, claims) ----

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The longest photo field: the base64 of the largest image, with room for a data: URL prefix. */
export const PHOTO_MAX_CHARS = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 64;
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
/** Photos per claim: bounds the body (the server's body limit follows it). */
export const CLAIM_PHOTOS_MAX = 4;

/** A png or jpg, base64 (bare or a data: URL). The server decodes it and lets its bytes decide the type. */
export const photoSchema = z.string().min(16, 'validation.photo_invalid').max(PHOTO_MAX_CHARS, 'validation.photo_too_large');

// ---- Warehouse: the day's orders, accept, pick list ----

/** GET the day's orders: one delivery date (or pickup day) and shop. */
export const dayOrdersQuerySchema = z.object({
  service_date: isoDateSchema,
  shop_id: idParam,
  shipping_type: shippingTypeSchema.optional(),
  status: orderStatusSchema.optional(),
});
export type DayOrdersQuery = z.infer<typeof dayOrdersQuerySchema>;

/** Bulk actions take up to this many orders at once (a day's accept, a truck's departure). */
export const BULK_ORDERS_MAX = 500;
const orderIdsSchema = z.array(idParam).min(1).max(BULK_ORDERS_MAX);

/** POST accept (one order or many), out for delivery, ready for pickup: each order is moved on its own. */
export const bulkOrdersBodySchema = z.object({ order_ids: orderIdsSchema, ...shopScope });
export type BulkOrdersBody = z.infer<typeof bulkOrdersBodySchema>;

/** The answer of a bulk action: per order, moved or refused with the translated reason. */
export const bulkOrdersResultSchema = z.object({
  results: z.array(
    z.object({
      order_id: z.number().int(),
      ok: z.boolean(),
      status: orderStatusSchema.optional(),
      error: z.string().optional(),
      message: z.string().optional(),
    }),
  ),
});
export type BulkOrdersResult = z.infer<typeof bulkOrdersResultSchema>;
export const bulkOrdersResponseSchema = okEnvelope(bulkOrdersResultSchema);

/** POST accept, start packing, out for delivery, ready for pickup, mark out of stock, finish, mark paid: one order. */
export const orderActionBodySchema = z.object({ order_id: idParam, ...shopScope });

/** One order of the day's list (warehouse): who, how much, how it pays, what can be done to it now. */
export const dayOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  customer_id: z.number().int(),
  /** The customer's account name, else the order's contact name. */
  customer_name: z.string(),
  contact_name: z.string(),
  shipping_type: shippingTypeSchema,
  time_preference: z.string(),
  status: orderStatusSchema,
  payment_type: paymentTypeSchema,
  payment_status: paymentStatusSchema,
  /** What checkout charged (dollars). */
  total: z.number(),
  /** The final invoice total once packed (dollars), else null. */
  settled_total: z.number().nullable(),
  line_count: z.number().int(),
  /** Some line is catch-weight: packing needs the scale. */
  weighed: z.boolean(),
  packed: z.boolean(),
  created_at: z.string(),
  /** The steps the caller may take now (core `availableActions`): the screen shows these buttons. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type DayOrder = z.infer<typeof dayOrderSchema>;
export const dayOrdersSchema = z.object({ service_date: z.string(), shop_id: z.number().int(), orders: z.array(dayOrderSchema) });
export type DayOrders = z.infer<typeof dayOrdersSchema>;
export const dayOrdersResponseSchema = okEnvelope(dayOrdersSchema);

/** The answer of a one-order step (accept, start packing, pack, cancel …): where the order is now. */
export const orderStepResultSchema = z.object({
  order_id: z.number().int(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  /** Dollars, once packed (or a cancellation's kept fee); else null. */
  settled_total: z.number().nullable(),
  /** The steps the caller may take next. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderStepResult = z.infer<typeof orderStepResultSchema>;
export const orderStepResponseSchema = okEnvelope(orderStepResultSchema);

/** GET the pick list of one delivery date (or pickup day) and shop. */
export const pickListQuerySchema = z.object({ service_date: isoDateSchema, shop_id: idParam, shipping_type: shippingTypeSchema.optional() });

export const pickListItemSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** Catch-weight products are weighed at packing: flagged on the list. */
  need_weigh: z.boolean(),
  weight_value: z.string(),
  weight_unit: z.string(),
  total_qty: z.number().int(),
  orders: z.array(z.object({ order_id: z.number().int(), order_no: z.string(), line_id: z.number().int(), qty: z.number().int() })),
});
export const pickListSchema = z.object({
  service_date: z.string(),
  shop_id: z.number().int(),
  order_count: z.number().int(),
  items: z.array(pickListItemSchema),
});
export type PickList = z.infer<typeof pickListSchema>;
export const pickListResponseSchema = okEnvelope(pickListSchema);

// ---- Packing ----

/** Grams on a scale: a whole number, at most 1,000 kg for one line. */
export const weightGramsSchema = z.number().int().min(0).max(1_000_000);

export const packLineSchema = z.object({
  line_id: idParam,
  delivered_qty: z.number().int().min(0).max(100_000),
  /** Catch-weight lines that delivered something: required (the server checks against the line). */
  actual_weight_grams: weightGramsSchema.nullable().default(null),
});
/** POST pack: every line of the order once. The server checks the lines (`packingProblems`). */
export const packBodySchema = z.object({
  order_id: idParam,
  ...shopScope,
  lines: z.array(packLineSchema).min(1).max(500),
});
export type PackBody = z.infer<typeof packBodySchema>;

/** A settled line as the order detail, the packing screen and the final invoice show it. */
export const settledLineViewSchema = z.object({
  line_id: z.number().int(),
  status: z.enum(LINE_STATUSES),
  ordered_qty: z.number().int(),
  delivered_qty: z.number().int().nullable(),
  ordered_weight_grams: z.number().int().nullable(),
  actual_weight_grams: z.number().int().nullable(),
  ordered_row_total: z.number(),
  settled_row_total: z.number().nullable(),
  /** ordered − settled (dollars); 0 before packing. */
  credit: z.number(),
});
export const settlementViewSchema = z.object({
  lines: z.array(settledLineViewSchema),
  fee_lines: z.array(feeLineSchema),
  credits: z.number(),
  charged_total: z.number(),
  settled_total: z.number(),
  /** charged − settled. */
  difference: z.number(),
  cashback: z.number(),
});
export type SettlementView = z.infer<typeof settlementViewSchema>;

/** GET one order for packing. */
export const packingOrderQuerySchema = z.object({ order_id: idParam, ...shopScope });

/**
 * A line as the packing screen needs it to compute the settled figures live with core's
 * `settleOrder` (see `core/orders/packing-input.ts`, which turns this view and the entries into its input).
 */
export const packingLineSchema = z.object({
  line_id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** Ordered units. */
  qty: z.number().int(),
  /** Dollars: one unit, and the row checkout charged (after product discounts). */
  price: z.number(),
  row_total: z.number(),
  note: z.string(),
  is_gift: z.boolean(),
  /** Catch-weight: weighed at packing; `unit_grams` is one unit's standard weight (core `nominalUnitGrams`). */
  need_weigh: z.boolean(),
  weight_value: z.string(),
  weight_unit: z.string(),
  unit_grams: z.number().int().nullable(),
  /** The line's tax rate as checkout taxed it (basis points). */
  tax_rate_bps: z.number().int(),
  // Once packed: what was entered and what it settled to.
  status: z.enum(LINE_STATUSES),
  delivered_qty: z.number().int().nullable(),
  actual_weight_grams: z.number().int().nullable(),
  settled_row_total: z.number().nullable(),
  /** Issue 20: what the buyer wants when the line cannot be filled, and what became of it. */
  substitution: z.enum(['never', 'ask', 'similar']),
  /** The name of the product this line replaced (in the request's language), when substituted. */
  substituted_from: z.string().nullable(),
  /** The buyer's answer to the newest offer for this line's product ('ask'), if one was sent. */
  offer: z.enum(['pending', 'accepted', 'refused']).nullable(),
});
export type PackingLine = z.infer<typeof packingLineSchema>;

export const packingOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  shop_id: z.number().int(),
  customer_name: z.string(),
  contact: orderContactSchema,
  note: z.string(),
  service_date: z.string(),
  time_preference: z.string(),
  shipping_type: shippingTypeSchema,
  status: orderStatusSchema,
  payment_type: paymentTypeSchema,
  payment_status: paymentStatusSchema,
  /** The checkout's fee lines (dollars, the discount negative) and total: core `checkoutChargesOf` reads them. */
  fee_lines: z.array(feeLineSchema),
  total: z.number(),
  lines: z.array(packingLineSchema),
  packed: z.boolean(),
  /** The stored settlement once packed (the final invoice's figures), else null. */
  settlement: settlementViewSchema.nullable(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type PackingOrder = z.infer<typeof packingOrderSchema>;
export const packingOrderResponseSchema = okEnvelope(packingOrderSchema);

// ---- Delivery and pickup ----

/** POST deliver (driver): who received it, and an optional photo of the drop-off. */
export const deliverBodySchema = z.object({
  order_id: idParam,
  receiver_name: storableText().trim().min(1, 'validation.receiver_name_required').max(80, 'validation.too_long'),
  photo: photoSchema.optional(),
});
export type DeliverBody = z.infer<typeof deliverBodySchema>;

/** POST hand over a pickup order (warehouse): who collected it. */
export const handOverBodySchema = z.object({
  order_id: idParam,
  ...shopScope,
  receiver_name: storableText().trim().min(1, 'validation.receiver_name_required').max(80, 'validation.too_long'),
});

/** GET the driver's stops for a delivery date. */
export const stopsQuerySchema = z.object({ service_date: isoDateSchema, shop_id: idParam.optional() });
export const driverStopSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: orderStatusSchema,
  time_preference: z.string(),
  contact: orderContactSchema,
  /** A maps search link for the address. */
  maps_url: z.string(),
  note: z.string(),
  payment_type: paymentTypeSchema,
  /** Packed and waiting to leave: shown read-only (the driver cannot mark it delivered yet). */
  can_deliver: z.boolean(),
  /** Delivered: who took it, when, and the photo's path (or null). */
  receiver_name: z.string().nullable(),
  delivered_at: z.string().nullable(),
  delivery_photo: z.string().nullable(),
  /** The packed lines: delivered quantity and, for weighed lines, the weight on the scale. */
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      name: z.string(),
      qty: z.number().int(),
      ordered_qty: z.number().int(),
      need_weigh: z.boolean(),
      weight_grams: z.number().int().nullable(),
    }),
  ),
});
export type DriverStop = z.infer<typeof driverStopSchema>;
export const driverStopResponseSchema = okEnvelope(driverStopSchema);
export const driverStopsSchema = z.object({ service_date: z.string(), stops: z.array(driverStopSchema) });
export type DriverStops = z.infer<typeof driverStopsSchema>;
export const driverStopsResponseSchema = okEnvelope(driverStopsSchema);

// ---- Cancellation ----

/** POST cancel by the buyer (or their agent): a reason is optional. */
export const buyerCancelBodySchema = z.object({ order_id: idParam, reason: reasonText(0).default('') });
/** POST cancel by staff: the reason is required and shown to the buyer. */
export const staffCancelBodySchema = z.object({ order_id: idParam, ...shopScope, reason: reasonText(1) });

// ---- Claims ----

export const claimCreateBodySchema = z.object({
  order_id: idParam,
  line_id: idParam,
  qty: z.number().int().min(1).max(100_000),
  kind: z.enum(CLAIM_KINDS),
  note: storableText().trim().max(500, 'validation.too_long').default(''),
  photos: z.array(photoSchema).max(CLAIM_PHOTOS_MAX, 'validation.too_many_photos').default([]),
});
export type ClaimCreateBody = z.infer<typeof claimCreateBodySchema>;

export const claimDecideBodySchema = z.discriminatedUnion('decision', [
  z.object({ claim_id: idParam, decision: z.literal('approve'), resolution: z.enum(CLAIM_RESOLUTIONS), note: reasonText(0).default('') }),
  z.object({ claim_id: idParam, decision: z.literal('reject'), reason: reasonText(1) }),
]);
export type ClaimDecideBody = z.infer<typeof claimDecideBodySchema>;

export const claimViewSchema = z.object({
  claim_id: z.number().int(),
  order_id: z.number().int(),
  line_id: z.number().int(),
  qty: z.number().int(),
  kind: z.enum(CLAIM_KINDS),
  note: z.string(),
  /** Paths the server serves the photos at. */
  photos: z.array(z.string()),
  status: z.enum(CLAIM_STATUSES),
  resolution: z.enum(CLAIM_RESOLUTIONS).nullable(),
  /** Dollars refunded or credited (0 until approved). */
  amount: z.number(),
  decision_reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

// ---- Ledger and status steps ----

/** Every money movement of an order is one ledger row (written pending before the provider is called). */
export const LEDGER_KINDS = ['authorize', 'capture', 'refund', 'credit', 'void', 'debit', 'invoice', 'cash_collected'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const ledgerEntryViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Dollars, positive: the kind says which way the money goes. */
  amount: z.number(),
  status: z.enum(LEDGER_STATUSES),
  /** Plain words in the caller's language: the row's note key (`fulfilment.ledger.<kind>_<method>`, with `fulfilment.ledger.pending`/`failed` around it). */
  description: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryViewSchema>;

/** One step of an order's life as its detail page lists it. */
export const statusStepViewSchema = z.object({
  action: z.enum(ORDER_ACTIONS).nullable(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  actor_role: z.enum(ROLES).nullable(),
  /** Plain words in the caller's language (`orders.steps.*`). */
  description: z.string(),
  at: z.string(),
});
export type StatusStepView = z.infer<typeof statusStepViewSchema>;
