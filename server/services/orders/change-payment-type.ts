import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payLaterRoomCents, paymentTypeChangeable, paymentTypeRefusal } from '../../../core/checkout/checkout-rules';
import { formatCents } from '../../../core/format/currency';
import { computeOrderTotals, type PaymentType } from '../../../core/checkout/order-totals';
import type { Locale } from '../../../core/schemas/common';
import type { OrderDetail } from '../../../core/schemas/order';
import { orderFeeLines, orderLines, orders, orderStatusLog, shops } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import type { CustomerCaller } from '../../plugins/auth';
import { loadOrderDetail } from './order-detail';
import { orderingStanding } from '../customers/ordering-standing';

/**
 * change_payment_type (spec §7): while nothing has been paid (status processing, payment unpaid or
 * failed) the buyer may switch, within the same rules as checkout (no cash on pickup, Pay Later
 * only for flagged accounts). The channel fee, cashback and total are computed again with
 * `computeOrderTotals` from the stored lines and fee lines, so only the payment-dependent figures move.
 */

export const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'orders.not_found');

export async function changePaymentType(
  app: FastifyInstance,
  q: { orderId: number; paymentType: PaymentType; caller: CustomerCaller; locale: Locale },
): Promise<OrderDetail> {
  const { caller } = q;
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, q.orderId), eq(orders.customerId, caller.customerId)))
      .for('update');
    if (!order) throw orderNotFound();
    if (!paymentTypeChangeable(order)) throw badRequest('PAYMENT_TYPE_LOCKED', 'orders.payment_type_locked');
    if (order.paymentType === q.paymentType) return;
    const [[shop], standing] = await Promise.all([
      tx.select({ payLater: shops.payLater, taxRateBp: shops.taxRateBp }).from(shops).where(eq(shops.id, order.shopId)),
      orderingStanding(tx, caller.customerId),
    ]);
    const payLaterAllowed = Boolean(shop?.payLater && standing.payLater);
    const refusal = paymentTypeRefusal(q.paymentType, { shippingType: order.shippingType, payLaterAllowed });
    if (refusal === 'cash_on_pickup') throw badRequest('CASH_ON_PICKUP', 'orders.cash_on_pickup');
    if (refusal === 'pay_later_not_allowed') throw badRequest('PAY_LATER_NOT_ALLOWED', 'orders.pay_later_not_allowed');

    const [lines, fees] = await Promise.all([
      tx.select({ rowTotalCents: orderLines.rowTotalCents, isGift: orderLines.isGift, taxRateBps: orderLines.taxRateBps }).from(orderLines).where(eq(orderLines.orderId, order.id)),
      tx.select().from(orderFeeLines).where(eq(orderFeeLines.orderId, order.id)),
    ]);
    const fee = (kind: (typeof fees)[number]['kind']) => fees.find((f) => f.kind === kind)?.amountCents ?? 0;
    const totals = computeOrderTotals({
      lines: lines.filter((l) => !l.isGift).map((l) => ({ rowTotalCents: l.rowTotalCents, taxRateBps: l.taxRateBps })),
      couponDiscountCents: -fee('discount'),
      deliveryFeeCents: fee('delivery_fee'),
      deliveryFeeTaxRateBps: shop?.taxRateBp,
      smallOrderFeeCents: fee('small_order_fee'),
      tipsCents: fee('tips'),
      paymentType: q.paymentType,
    });
    if (totals.taxCents !== fee('tax')) {
      // The stored lines no longer give the stored tax: refuse rather than charge a figure nobody quoted.
      throw new ApiError(409, 'ORDER_CHANGED', 'orders.payment_type_locked');
    }
    // Issue 17: moving an order onto pay-later terms counts against the credit limit like a new one.
    if (q.paymentType === 'pay_later' && paymentTypeRefusal('pay_later', { shippingType: order.shippingType, payLaterAllowed, credit: standing.credit }, totals.totalCents)) {
      throw badRequest('PAY_LATER_OVER_LIMIT', 'orders.pay_later_over_limit', {
        limit: formatCents(standing.credit.limitCents ?? 0, q.locale),
        unpaid: formatCents(standing.credit.unpaidCents, q.locale),
        room: formatCents(payLaterRoomCents(standing.credit) ?? 0, q.locale),
      });
    }
    await tx.delete(orderFeeLines).where(eq(orderFeeLines.orderId, order.id));
    await tx
      .insert(orderFeeLines)
      .values(totals.feeLines.map((f, position) => ({ orderId: order.id, kind: f.code, amountCents: f.amountCents, position })));
    await tx
      .update(orders)
      .set({ paymentType: q.paymentType, paymentStatus: 'unpaid', totalCents: totals.totalCents, cashbackCents: totals.cashbackCents, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusLog).values({
      orderId: order.id,
      status: order.status,
      paymentStatus: 'unpaid',
      note: `orders.log.payment_type_changed?from=${order.paymentType}&to=${q.paymentType}`,
      actor: caller.agentId === null ? 'customer' : `agent:${caller.agentId}`,
      createdAt: now,
    });
  });
  const detail = await loadOrderDetail(app, { orderId: q.orderId, customerId: caller.customerId, locale: q.locale });
  if (!detail) throw orderNotFound();
  return detail;
}
