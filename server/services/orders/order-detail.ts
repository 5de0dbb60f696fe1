import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { fromCents } from '../../../core/money';
import type { Locale } from '../../../core/schemas/common';
import {
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  orderStatusSchema,
  type PaymentStatus,
  paymentStatusSchema,
} from '../../../core/schemas/order';
import { orderCoupons, orderFeeLines, orderLines, orders, orderStatusLog } from '../../db/schema';
import { translator } from '../../i18n';

/**
 * One order as the order detail page, receipts, invoices and the payment pages read it (spec §3
 * Order, §7 order detail). Money in dollars; names and log notes in the asked language.
 */

type OrderRow = typeof orders.$inferSelect;

// Rows written by other code may carry a status outside our enums: show them as the nearest known one.
const orderStatus = (value: string): OrderStatus => (orderStatusSchema.safeParse(value).data ?? 'processing');
const paymentStatus = (value: string): PaymentStatus => (paymentStatusSchema.safeParse(value).data ?? 'unpaid');

/** A summary from the order row alone; `itemCount` comes from its lines. */
export function orderSummaryView(row: OrderRow, itemCount: number): OrderSummary {
  return {
    order_id: row.id,
    order_no: row.orderNo,
    order_type: row.orderType,
    created_at: row.createdAt.toISOString(),
    shop_id: row.shopId,
    shipping_type: row.shippingType,
    service_date: row.serviceDate,
    time_preference: row.timePreference,
    status: orderStatus(row.status),
    payment_status: paymentStatus(row.paymentStatus),
    payment_type: row.paymentType,
    total: fromCents(row.totalCents),
    item_count: itemCount,
    aid: row.agentId ?? 0,
  };
}

/**
 * Status-log notes are i18n keys, optionally with parameters as a query string
 * ('orders.log.payment_type_changed?from=card&to=pad'); anything else is shown as written.
 * Parameters named like a payment type are translated too. `reason` is a failure code (a payment
 * decline, or a ledger movement's: fulfilment.failure.*) except on a step of the order
 * (orders.steps.*), where it is the words staff typed (a cancellation's reason) and shown as typed.
 */
export function statusLogNote(note: string, t: TFunction): string {
  note = legacyPaymentNote(note);
  if (!/^[a-z_]+(\.[a-z0-9_]+)+(\?.*)?$/.test(note)) return note;
  const [key = '', query = ''] = note.split('?', 2);
  const params: Record<string, string> = { reason: t('payment.decline.generic') };
  const typedReason = key.startsWith('orders.steps.');
  for (const [name, value] of new URLSearchParams(query)) {
    if (name === 'from' || name === 'to') params[name] = t(`orders.payment_type.${value}`, { defaultValue: value });
    else if (name === 'reason' && !typedReason) {
      params[name] = t(`fulfilment.failure.${value}`, { defaultValue: '' }) || t(`payment.decline.${value}`, { defaultValue: params.reason });
    } else params[name] = value;
  }
  return t(key, { ...params, defaultValue: key });
}

/** Payment notes written before they were i18n keys ("Card payment pi_sbx_… failed: …") carried the provider's id. */
function legacyPaymentNote(note: string): string {
  const match = /^(Card payment|PAD debit) \S+ (succeeded|awaits authentication|is processing|failed|canceled)\b/.exec(note);
  if (!match) return note;
  const method = match[1] === 'PAD debit' ? 'pad' : 'card';
  const event = { succeeded: 'paid', 'awaits authentication': 'authenticating', 'is processing': 'processing', failed: 'failed', canceled: 'canceled' }[match[2]!];
  return `orders.log.${method}_${event}`;
}

/**
 * The order with its lines, fee lines, status log and coupons, or null when there is no such order
 * or it belongs to another customer. `customerId` null reads any customer's order (staff only).
 */
export async function loadOrderDetail(
  app: Pick<FastifyInstance, 'db'>,
  q: { orderId: number; customerId: number | null; locale: Locale },
): Promise<OrderDetail | null> {
  const { db } = app;
  const where: SQL | undefined =
    q.customerId === null ? eq(orders.id, q.orderId) : and(eq(orders.id, q.orderId), eq(orders.customerId, q.customerId));
  const [row] = await db.select().from(orders).where(where).limit(1);
  if (!row) return null;
  const [lines, fees, log, coupons] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderFeeLines).where(eq(orderFeeLines.orderId, row.id)).orderBy(asc(orderFeeLines.position)),
    db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, row.id)).orderBy(asc(orderStatusLog.createdAt), asc(orderStatusLog.id)),
    db.select().from(orderCoupons).where(eq(orderCoupons.orderId, row.id)).orderBy(asc(orderCoupons.code)),
  ]);
  const t = translator(q.locale);
  const itemCount = lines.reduce((sum, line) => sum + (line.isGift ? 0 : line.qty), 0);
  return {
    ...orderSummaryView(row, itemCount),
    contact: row.contact,
    note: row.note,
    lines: lines.map((line) => ({
      product_id: line.productId,
      sku: line.sku,
      name: line.name[q.locale] || line.name.en,
      qty: line.qty,
      price: fromCents(line.unitPriceCents),
      row_total: fromCents(line.rowTotalCents),
      org_row_total: fromCents(line.orgRowTotalCents),
      note: line.note,
      need_weigh: line.needWeigh === 1 ? 1 : 0,
      weight_value: line.weightValue,
      weight_unit: line.weightUnit,
      is_gift: line.isGift,
      tax_rate_bps: line.taxRateBps,
      ...(line.substitutedName ? { substituted_from: line.substitutedName[q.locale] || line.substitutedName.en } : {}),
    })),
    fee_lines: fees.map((fee) => ({ code: fee.kind, amount: fromCents(fee.amountCents) })),
    status_log: log.map((entry) => ({
      status: orderStatus(entry.status),
      payment_status: paymentStatus(entry.paymentStatus),
      note: statusLogNote(entry.note, t),
      at: entry.createdAt.toISOString(),
    })),
    cashback: fromCents(row.cashbackCents),
    coupons: coupons.map((c) => ({ code: c.code, name: c.name[q.locale] || c.name.en, discount: fromCents(c.discountCents) })),
    language: row.language,
    warehouse_id: row.warehouseId,
    invoice_version: row.invoiceVersion,
  };
}
