import { zonedMoment, addDays } from '../../core/calendar/local-time';
import { computeOrderTotals, DEFAULT_TAX_RATE_BPS } from '../../core/checkout/order-totals';
import type { PaymentStatus } from '../../core/schemas/order';
import { smallOrderFeeCents } from '../../core/pricing/small-order-fee';
import type { FulfilmentRules, OrderAction, Role } from '../../server/services/fulfilment/core-rules';

/**
 * A STAND-IN for the core rules of issue 15 (core/orders on branch i15-core), so the server's
 * fulfilment services can be integration-tested before the two branches join. It copies the parts of
 * core15's table and figures these tests use (2026-11-25) and nothing more. At the join, replace the
 * body of this file with
 *   export const fulfilmentRules: FulfilmentRules = { canTransition, packingProblems, checkoutChargesOf,
 *     settleOrder, cancellationCharge, nextPaymentStatus, nominalUnitGrams };
 * imported from core/orders/*, and every test below runs against the real rules.
 */

const WAREHOUSE: readonly Role[] = ['warehouse', 'supervisor'];

const TABLE: Record<OrderAction, { from: string[]; to: string; roles: readonly Role[]; guards: string[]; stock: 'none' | 'return'; money: string }> = {
  accept: { from: ['processing'], to: 'accept', roles: WAREHOUSE, guards: ['payment_in_place'], stock: 'none', money: 'none' },
  start_packing: { from: ['accept'], to: 'cooking', roles: WAREHOUSE, guards: [], stock: 'none', money: 'none' },
  pack: { from: ['accept', 'cooking'], to: 'cooking', roles: WAREHOUSE, guards: ['not_packed'], stock: 'none', money: 'settle' },
  mark_out_of_stock: { from: ['accept', 'cooking'], to: 'out_of_stock', roles: WAREHOUSE, guards: ['not_packed'], stock: 'none', money: 'void_or_refund_all' },
  out_for_delivery: { from: ['cooking'], to: 'delivering', roles: WAREHOUSE, guards: ['packed'], stock: 'none', money: 'none' },
  ready_for_pickup: { from: ['cooking'], to: 'wait_pickup', roles: WAREHOUSE, guards: ['packed'], stock: 'none', money: 'none' },
  deliver: { from: ['delivering'], to: 'delivered', roles: ['driver', 'supervisor'], guards: [], stock: 'none', money: 'none' },
  hand_over_pickup: { from: ['wait_pickup'], to: 'picked_up', roles: WAREHOUSE, guards: [], stock: 'none', money: 'none' },
  finish: { from: ['delivered', 'picked_up'], to: 'finished', roles: WAREHOUSE, guards: [], stock: 'none', money: 'none' },
  cancel_by_buyer: { from: ['processing', 'accept'], to: 'cancelled', roles: ['buyer', 'agent', 'supervisor'], guards: ['not_packed', 'clock'], stock: 'return', money: 'clock' },
  cancel_by_staff: { from: ['processing', 'accept', 'cooking', 'delivering', 'wait_pickup'], to: 'cancelled', roles: WAREHOUSE, guards: [], stock: 'return', money: 'void_or_refund_all' },
  mark_paid: { from: ['cooking', 'delivering', 'delivered', 'wait_pickup', 'picked_up'], to: 'unchanged', roles: WAREHOUSE, guards: ['packed', 'waiting'], stock: 'none', money: 'record_paid' },
};

const PAYMENT_RULES: { event: string; from: PaymentStatus[]; to: PaymentStatus }[] = [
  { event: 'authorized', from: ['unpaid', 'failed', 'timeout'], to: 'prepaid' },
  { event: 'authorization_failed', from: ['unpaid', 'prepaid', 'failed', 'timeout'], to: 'failed' },
  { event: 'settled', from: ['unpaid', 'prepaid', 'paid'], to: 'waiting_adjust' },
  { event: 'money_received', from: ['waiting_adjust', 'failed'], to: 'paid' },
  { event: 'money_failed', from: ['waiting_adjust'], to: 'failed' },
  { event: 'refunded', from: ['prepaid', 'waiting_adjust', 'paid', 'refund'], to: 'refund' },
];

const refuse = (reason: string, params: Record<string, string> = {}) => ({ ok: false as const, reason: `orders.transition.${reason}`, params });

export const fulfilmentRules: FulfilmentRules = {
  canTransition(order, action, actor, now) {
    const rule = TABLE[action];
    if (!rule.roles.includes(actor.role)) return refuse('role_not_allowed');
    if ((actor.role === 'buyer' || actor.role === 'agent') && actor.customerId !== order.customerId) return refuse('not_your_order');
    if (!rule.from.includes(order.status)) {
      if (order.status === 'cancelled') return refuse('order_cancelled');
      if (action === 'cancel_by_buyer') return refuse('cancel_packing_started');
      return refuse('wrong_status', { status: order.status });
    }
    let money = rule.money;
    const online = order.paymentType === 'card' || order.paymentType === 'pad';
    for (const guard of rule.guards) {
      if (guard === 'payment_in_place' && online && order.paymentStatus !== 'prepaid' && order.paymentStatus !== 'paid') return refuse('awaiting_payment');
      if (guard === 'not_packed' && order.packed) return refuse(action === 'cancel_by_buyer' ? 'cancel_packing_started' : 'already_packed');
      if (guard === 'packed' && !order.packed) return refuse('not_packed');
      if (guard === 'waiting' && order.paymentStatus !== 'waiting_adjust') return refuse('not_awaiting_settlement');
      if (guard === 'clock') {
        const day = zonedMoment(order.createdAt).date;
        const today = zonedMoment(now).date;
        if (today > addDays(day, 1)) return refuse('cancel_too_late');
        const nothingHeld = online && order.paymentStatus !== 'prepaid' && order.paymentStatus !== 'paid';
        money = today <= day || nothingHeld ? 'void_or_refund_all' : 'charge_fee';
      }
    }
    return {
      ok: true,
      to: (rule.to === 'unchanged' ? order.status : rule.to) as never,
      effects: { stock: rule.stock, money: (money === 'clock' ? 'void_or_refund_all' : money) as never },
    };
  },
  packingProblems(lines, entries) {
    const problems: { lineId: number; problem: string }[] = [];
    const byId = new Map(lines.map((l) => [l.lineId, l]));
    for (const e of entries) {
      const line = byId.get(e.lineId);
      if (!line) problems.push({ lineId: e.lineId, problem: 'orders.pack.unknown_line' });
      else if (e.deliveredQty > line.orderedQty) problems.push({ lineId: e.lineId, problem: 'orders.pack.over_ordered' });
    }
    for (const l of lines) if (!entries.some((e) => e.lineId === l.lineId)) problems.push({ lineId: l.lineId, problem: 'orders.pack.line_missing' });
    return problems;
  },
  checkoutChargesOf(feeLines, totalCents) {
    const fee = (code: string) => feeLines.find((f) => f.code === code)?.amountCents ?? 0;
    return { discountCents: Math.abs(fee('discount')), deliveryFeeCents: fee('delivery_fee'), smallOrderFeeCents: fee('small_order_fee'), tipsCents: fee('tips'), totalCents };
  },
  settleOrder(input) {
    const lines = input.lines.map((l) => {
      const byQty = l.orderedQty === 0 ? 0 : Math.floor((l.rowTotalCents * l.deliveredQty) / l.orderedQty);
      const byWeight =
        l.nominalUnitGrams !== null && l.actualWeightGrams !== null && l.orderedQty > 0
          ? Math.floor((l.rowTotalCents * l.actualWeightGrams) / (l.orderedQty * l.nominalUnitGrams))
          : byQty;
      const status = l.deliveredQty === l.orderedQty ? ('packed' as const) : l.deliveredQty === 0 ? ('out_of_stock' as const) : ('short' as const);
      return { lineId: l.lineId, status, deliveredQty: l.deliveredQty, actualWeightGrams: l.actualWeightGrams, settledRowTotalCents: Math.min(byQty, byWeight), taxRateBps: l.taxRateBps };
    });
    const nothingDelivered = input.lines.every((l) => l.isGift === true || l.deliveredQty === 0);
    const totals = computeOrderTotals({
      lines: lines.map((l) => ({ rowTotalCents: l.settledRowTotalCents, taxRateBps: l.taxRateBps ?? DEFAULT_TAX_RATE_BPS })),
      couponDiscountCents: input.checkout.discountCents,
      deliveryFeeCents: nothingDelivered ? 0 : input.checkout.deliveryFeeCents,
      smallOrderFeeCents: nothingDelivered ? 0 : input.checkout.smallOrderFeeCents,
      tipsCents: nothingDelivered ? 0 : input.checkout.tipsCents,
      paymentType: input.paymentType,
    });
    return { lines, totals, nothingDelivered, settledTotalCents: totals.totalCents, withinCharge: totals.totalCents <= input.checkout.totalCents };
  },
  cancellationCharge(input) {
    if (input.money !== 'charge_fee') return 0;
    return Math.min(smallOrderFeeCents({ rules: [...input.smallOrderFeeRules], subtotalCents: 0 }), Math.max(0, input.orderTotalCents));
  },
  nextPaymentStatus(current, event) {
    const rule = PAYMENT_RULES.find((r) => r.event === event);
    return rule && rule.from.includes(current) ? rule.to : null;
  },
  nominalUnitGrams(line) {
    const on = line.needWeigh === true || line.needWeigh === 1;
    const perUnit = ({ kg: 1000, g: 1, lb: 453.59237 } as Record<string, number>)[line.weightUnit.trim().toLowerCase()];
    const grams = perUnit === undefined ? NaN : Math.round(Number(line.weightValue) * perUnit);
    return on && grams >= 1 ? grams : null;
  },
};
