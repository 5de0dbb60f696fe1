import { z } from 'zod';
import { idParam, okEnvelope, shippingTypeSchema } from './common';
import { cartMessageSchema } from './cart';
import { promoCouponResultSchema } from './promo';
import { feeLineSchema, paymentTypeSchema, placeOrderFieldsSchema } from './order';

/**
 * The /payment page's server calls (spec §2.8 Checkout, §4 Checkout / Shipping type and payment):
 * what may be chosen (dates, slots, warehouses, payment types) and the quote, i.e. the fee lines
 * `core` computes on the server for the current choices. The quote is what place_order will charge.
 */

/** GET /api/webclient/checkout/options?shop_id=&shipping_type= */
export const checkoutOptionsQuerySchema = z.object({ shop_id: idParam, shipping_type: shippingTypeSchema.default('delivery') });

export const pickupWarehouseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  tel: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  /** Days with at least one pickup slot left (one hour of preparation), earliest first. */
  pickup_days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
});
export type PickupWarehouse = z.infer<typeof pickupWarehouseSchema>;

export const checkoutOptionsSchema = z.object({
  shop_id: z.number().int(),
  /** YYYY-MM-DD, earliest first (next day; Friday offers Saturday too). */
  delivery_dates: z.array(z.string()),
  /** 'HH:MM' 30-minute 'arrive around' slots. */
  delivery_slots: z.array(z.string()),
  warehouses: z.array(pickupWarehouseSchema),
  /** What this customer may pay with for this shipping type: cash is delivery-only, pay_later needs the account flag. */
  payment_types: z.array(paymentTypeSchema),
  /**
   * Issue 17: the customer's pay-later credit limit and unpaid pay-later balance, in dollars, when
   * Pay Later is offered with a limit; the page refuses Pay Later for an order that would pass it
   * (core payLaterOverLimit), as the server does. Null otherwise.
   */
  pay_later_credit: z.object({ limit: z.number(), unpaid: z.number() }).nullable().default(null),
  /** Dollars; checkout needs subtotal >= min_amount. */
  min_amount: z.number(),
  /** Dollars; spec §5 minimum payable amount. */
  min_payable: z.number(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;
export const checkoutOptionsResponseSchema = okEnvelope(checkoutOptionsSchema);

/**
 * POST /api/webclient/order/quote: the place-order body before the destination is final (the
 * address and warehouse may still be unset) and without the idempotency key.
 */
export const orderQuoteBodySchema = placeOrderFieldsSchema.omit({ idempotency_key: true }).partial({
  service_date: true,
  contact_id: true,
  warehouse_id: true,
});
export type OrderQuoteBody = z.infer<typeof orderQuoteBodySchema>;

export const orderQuoteSchema = z.object({
  fee_lines: z.array(feeLineSchema),
  /** Dollars. */
  total: z.number(),
  /** PAD: the cashback voucher the order would earn (dollars). */
  cashback: z.number(),
  coupons: z.array(promoCouponResultSchema),
  /** Lines dropped or refused (stock, pickup, listing) with their messages in the caller's language. */
  messages: z.array(cartMessageSchema),
  /** Product ids that cannot be picked up (meat, frozen), so the page can say which lines block pickup. */
  not_pickable_product_ids: z.array(z.number().int()),
  /** False with the reason when the order cannot be placed as it stands. */
  payable: z.boolean(),
  refusal: z.string().nullable(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const orderQuoteResponseSchema = okEnvelope(orderQuoteSchema);

/** place_order's answer: where to go next (pay now for card/PAD, else the result page). */
export const placedOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  total: z.number(),
  payment_type: paymentTypeSchema,
  payment_status: z.string(),
  /** True when the same idempotency key had already placed this order. */
  replayed: z.boolean(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
export const placedOrderResponseSchema = okEnvelope(placedOrderSchema);
