import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LINE_STATUSES } from '../../../core/orders/line-outcome';
import type { LocalizedText } from '../../../core/schemas/common';
import { createdAt, updatedAt } from './columns';
import { customers, staffAccounts, type StoredCartLine } from './accounts';
import { products, shops, warehouses } from './catalogue';
import { coupons } from './coupons';

/** Placed orders: lines, fee lines, status log, the coupons they used. */

export const FEE_LINE_KINDS = ['subtotal', 'delivery_fee', 'tax', 'small_order_fee', 'channel_fee', 'discount', 'tips', 'total'] as const;


export interface OrderContact {
  name: string;
  tel: string;
  addr: string;
  postal_code: string;
  latitude: string;
  longitude: string;
  buzz_code: string;
  unit: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** Staff id of the agent who placed it, or null (IS_AGENT_ORDER when set). */
    agentId: integer('agent_id').references(() => staffAccounts.id),
    orderType: smallint('order_type').notNull().default(6),
    shippingType: text('shipping_type', { enum: ['delivery', 'pickup'] }).notNull(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentType: text('payment_type', { enum: ['card', 'pad', 'cash', 'pay_later'] }).notNull(),
    serviceDate: date('service_date').notNull(),
    timePreference: text('time_preference').notNull().default('asap'),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    note: text('note').notNull().default(''),
    language: text('language').notNull().default('en'),
    totalCents: integer('total_cents').notNull(),
    /** PAD: the 1% cashback voucher the order earns once the debit settles. */
    cashbackCents: integer('cashback_cents').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    // After checkout (issue 15): when each step happened, null until it does.
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The final invoice total: what the buyer owes after packing (core settlement), lowered by every
     * approved claim. Null until packed. The ledger's received − returned equals it once money settles.
     */
    settledTotalCents: integer('settled_total_cents'),
    /** Who took the delivery (the driver types it), and the driver's photo of it: the path it is served at (/api/photos/<id>, table photos). */
    receiverName: text('receiver_name'),
    deliveryPhoto: text('delivery_photo'),
    /** 0: only the order confirmation exists; 1: the final invoice after packing; each approved claim adds one. */
    invoiceVersion: integer('invoice_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_agent_idx').on(t.agentId, t.createdAt),
    uniqueIndex('orders_idempotency_key').on(t.customerId, t.idempotencyKey),
    // A customer's unpaid pay-later orders (ordering-standing.ts unpaidBalanceSql, read by every quote
    // and order): without it the balance reads every order the customer ever placed.
    index('orders_unpaid_pay_later_idx')
      .on(t.customerId)
      .where(sql`${t.paymentType} = 'pay_later' and ${t.status} <> 'cancelled' and ${t.paymentStatus} not in ('paid', 'refund')`),
    // The warehouse's day: a shop's orders for one delivery or pickup date (pick list, packing, stops).
    index('orders_service_date_idx').on(t.serviceDate, t.shopId, t.status),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    rowTotalCents: integer('row_total_cents').notNull(),
    orgRowTotalCents: integer('org_row_total_cents').notNull(),
    options: jsonb('options').$type<StoredCartLine['options']>().notNull(),
    note: text('note').notNull().default(''),
    needWeigh: smallint('need_weigh').notNull().default(0),
    weightValue: text('weight_value').notNull().default(''),
    weightUnit: text('weight_unit').notNull().default(''),
    isGift: boolean('is_gift').notNull().default(false),
    /** The HST rate checkout taxed the line at (basis points): 0 for a zero-rated product. */
    taxRateBps: integer('tax_rate_bps').notNull().default(1300),
    // Packing (issue 15): null until the line is packed.
    /** Units delivered, 0..qty: 0 is out of stock, fewer than qty is short. */
    deliveredQty: integer('delivered_qty'),
    /** Weighed lines: the actual weight of the whole line in grams. */
    actualWeightGrams: integer('actual_weight_grams'),
    lineStatus: text('line_status', { enum: LINE_STATUSES }).notNull().default('ordered'),
    /** The row's total after settlement (core settlement: shorts and catch-weight never cost more). */
    settledRowTotalCents: integer('settled_row_total_cents'),
    // Substitutions (issue 20): the line's preference (checkout's override, else the customer's), and
    // when the line was substituted, the product and name it replaced.
    substitution: text('substitution', { enum: ['never', 'ask', 'similar'] }).notNull().default('ask'),
    substitutedProductId: integer('substituted_product_id'),
    substitutedName: jsonb('substituted_name').$type<LocalizedText>(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderFeeLines = pgTable(
  'order_fee_lines',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FEE_LINE_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/** The fee lines after settlement (packing), in the same kinds as at checkout: what the final invoice shows. */
export const orderSettledFeeLines = pgTable(
  'order_settled_fee_lines',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FEE_LINE_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

export const orderStatusLog = pgTable(
  'order_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_log_order_idx').on(t.orderId)],
);

/** The coupons an order used (order detail 'coupons log'); user coupons also get their customer_coupons row marked used. */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    discountCents: integer('discount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.couponId] })],
);
