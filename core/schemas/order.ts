import { z } from 'zod';
import { PAYMENT_TYPES } from '../checkout/order-totals';
import { idParam, okEnvelope, shippingTypeSchema } from './common';
import { cartProductItemsSchema, comboClaimsSchema } from './cart';

/**
 * Orders (spec §3 Order, Payments; §4 Order and payment statuses; §7 place_order, order detail,
 * order history, change payment type). Money on the wire is dollars with 2 decimals; the server
 * computes every figure with `core` and charges its own total.
 */

/** Spec §3: order type 6 is SUPPLY_CHAIN, this product's orders. */
export const SUPPLY_CHAIN_ORDER_TYPE = 6;

export const ORDER_STATUSES = [
  'processing',
  'cooking',
  'delivering',
  'finished',
  'wait_pickup',
  'accept',
  'picked_up',
  'delivered',
  'cancelled',
  'out_of_stock',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const PAYMENT_STATUSES = ['timeout', 'unpaid', 'prepaid', 'paid', 'refund', 'failed', 'waiting_adjust'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentTypeSchema = z.enum(PAYMENT_TYPES);

/** Spec §3 Contact (checkout address). */
export const orderContactSchema = z.object({
  name: z.string().trim().min(1, 'validation.merchant_name_required').max(80),
  tel: z.string().trim().min(10, 'validation.phone_invalid').max(20),
  addr: z.string().trim().min(1, 'validation.address_required').max(200),
  postal_code: z.string().trim().max(10),
  latitude: z.string().max(20),
  longitude: z.string().max(20),
  buzz_code: z.string().trim().max(20).default(''),
  unit: z.string().trim().max(20).default(''),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** A substitution preference (issue 20): never substitute, ask the buyer, or a similar item is fine. */
export const SUBSTITUTION_CHOICES = ['never', 'ask', 'similar'] as const;
export const substitutionPreferenceSchema = z.enum(SUBSTITUTION_CHOICES, { message: 'validation.substitution_invalid' });
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];

/** `asap`, or 'arrive around' a 30-minute slot start `HH:MM`. */
export const timePreferenceSchema = z.union([z.literal('asap'), z.string().regex(/^([01]\d|2[0-3]):[03]0$/)]);

/**
 * POST api/webclient/order/place_order. Delivery names an address-book entry of the caller
 * (`contact_id`); pickup names a warehouse. The Idempotency-Key header (or `idempotency_key`) makes a
 * repeated submission return the first order instead of placing another.
 */
export const placeOrderFieldsSchema = z.object({
  shop_id: idParam,
  shipping_type: shippingTypeSchema,
  product_items: cartProductItemsSchema,
  /** Combos added to the cart: priced as cart calculate prices them. */
  product_combo_items: comboClaimsSchema,
  promo_codes: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  payment_type: paymentTypeSchema,
  /** YYYY-MM-DD, one of the offered delivery dates or pickup days. */
  service_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time_preference: timePreferenceSchema.default('asap'),
  contact_id: idParam.optional(),
  warehouse_id: idParam.optional(),
  note: z.string().trim().max(500).default(''),
  /** Dollars. */
  tips: z.number().min(0).max(1000).default(0),
  /** The buyer went through the small-order-fee dialog (spec §4 Checkout step 2). */
  is_collect_small_order_fee: z.boolean().default(false),
  idempotency_key: z.string().min(8).max(100).optional(),
  /**
   * Per-line substitution overrides (issue 20), by product: a line not named follows the customer's
   * preference.
   */
  substitutions: z
    .array(z.object({ product_id: z.number().int().positive(), substitution: substitutionPreferenceSchema }))
    .max(500)
    .default([]),
});
export const placeOrderBodySchema = placeOrderFieldsSchema.refine(
  (b) => (b.shipping_type === 'delivery' ? b.contact_id !== undefined : b.warehouse_id !== undefined),
  { message: 'validation.order_destination_required', path: ['contact_id'] },
);
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const feeLineSchema = z.object({
  code: z.enum(['subtotal', 'discount', 'delivery_fee', 'tax', 'small_order_fee', 'channel_fee', 'tips', 'total']),
  /** Dollars; the discount is negative. */
  amount: z.number(),
});

export const orderLineViewSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  price: z.number(),
  row_total: z.number(),
  org_row_total: z.number(),
  note: z.string(),
  /** Catch-weight: charged at the standard weight, the difference refunded (spec §9). */
  need_weigh: z.union([z.literal(0), z.literal(1)]),
  weight_value: z.string(),
  weight_unit: z.string(),
  is_gift: z.boolean(),
  /** The HST rate checkout taxed the line at, in basis points: 0 for a zero-rated basic grocery (DECISIONS "Tax"). */
  tax_rate_bps: z.number().int(),
  /** Issue 20: the product this line replaced (its name), when the line was substituted after checkout. */
  substituted_from: z.string().optional(),
});

export const orderSummarySchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  order_type: z.number().int(),
  created_at: z.string(),
  shop_id: z.number().int(),
  shipping_type: shippingTypeSchema,
  service_date: z.string(),
  time_preference: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  payment_type: paymentTypeSchema,
  total: z.number(),
  item_count: z.number().int(),
  /** The agent who placed it for the customer (IS_AGENT_ORDER), else 0. */
  aid: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  contact: orderContactSchema,
  note: z.string(),
  lines: z.array(orderLineViewSchema),
  fee_lines: z.array(feeLineSchema),
  status_log: z.array(
    z.object({ status: orderStatusSchema, payment_status: paymentStatusSchema, note: z.string(), at: z.string() }),
  ),
  /** PAD: the 1% cashback voucher the order earns once the debit settles (dollars). */
  cashback: z.number(),
  /** The coupons log: what each applied coupon took off (dollars). */
  coupons: z.array(z.object({ code: z.string(), name: z.string(), discount: z.number() })),
  /** The order's language: receipts and invoices are written in it. */
  language: z.string(),
  warehouse_id: z.number().int().nullable(),
  /** 0: only the order confirmation exists; 1 once packed (the final invoice); each approved claim adds one. */
  invoice_version: z.number().int().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailResponseSchema = okEnvelope(orderDetailSchema);

/** GET api/webclient/order/detail?order_id= */
export const orderDetailQuerySchema = z.object({ order_id: idParam });

/** GET /api/webapp/order/list/customer — 12 per page (spec §9 Page sizes). */
export const ORDER_PAGE_SIZE = 12;
export const orderListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(ORDER_PAGE_SIZE),
  pq_customer_id: idParam.optional(),
});
export const orderListSchema = z.object({ list: z.array(orderSummarySchema), total: z.number().int() });
export type OrderList = z.infer<typeof orderListSchema>;

/** POST api/webclient/order/change_payment_type */
export const changePaymentTypeBodySchema = z.object({ order_id: idParam, payment_type: paymentTypeSchema });

/** GET api/webclient/order/history — offset 0, limit 50, order_type 6 (spec §7, §9 Page sizes). */
export const ORDER_HISTORY_PAGE_SIZE = 50;
export const orderHistoryQuerySchema = orderListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(ORDER_HISTORY_PAGE_SIZE).default(ORDER_HISTORY_PAGE_SIZE),
  order_type: z.coerce.number().int().min(0).max(7).optional(),
});
export const orderListResponseSchema = okEnvelope(orderListSchema);
