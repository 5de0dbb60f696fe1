import { describe, expect, it } from 'vitest';
import {
  type Actor,
  availableActions,
  canTransition,
  ORDER_ACTION_RULES,
  ORDER_ACTIONS,
  type OrderAction,
  type OrderFacts,
  ROLES,
  type Role,
  ruleOf,
} from '../../core/orders/lifecycle';
import { ORDER_STATUSES, type OrderStatus } from '../../core/schemas/order';

const NOW = new Date('2026-11-18T15:00:00Z'); // 10:00 in Toronto
const CUSTOMER = 7;

/** An order on which every guard of `action` holds, so only role, shipping and status decide. */
function readyFor(action: OrderAction, status: OrderStatus, shippingType: OrderFacts['shippingType']): OrderFacts {
  const base: OrderFacts = { status, shippingType, paymentType: 'card', paymentStatus: 'prepaid', customerId: CUSTOMER, createdAt: new Date(NOW.getTime() - 3_600_000), packed: false };
  switch (action) {
    case 'out_for_delivery':
    case 'ready_for_pickup':
    case 'deliver':
    case 'hand_over_pickup':
      return { ...base, packed: true, paymentStatus: 'waiting_adjust' };
    case 'finish':
      return { ...base, packed: true, paymentStatus: 'paid' };
    case 'mark_paid':
      return { ...base, packed: true, paymentType: shippingType === 'delivery' ? 'cash' : 'pay_later', paymentStatus: 'waiting_adjust' };
    default:
      return base;
  }
}

const actor = (role: Role): Actor => (role === 'buyer' || role === 'agent' ? { role, customerId: CUSTOMER } : { role, staffId: 1 });

/** The refusal an order at the wrong step gets, read from the table the way the doc says. */
function expectedRefusal(action: OrderAction, role: Role, status: OrderStatus, shipping: 'delivery' | 'pickup'): string | null {
  const rule = ruleOf(action);
  if (!rule.roles.includes(role)) return 'orders.transition.role_not_allowed';
  if (rule.shipping !== 'both' && rule.shipping !== shipping) return `orders.transition.${rule.shipping}_only`;
  if (!rule.from.includes(status)) {
    if (status === 'cancelled') return 'orders.transition.order_cancelled';
    if (status === 'out_of_stock') return 'orders.transition.order_out_of_stock';
    return rule.lateReason ?? 'orders.transition.wrong_status';
  }
  return null;
}

const cases = ORDER_ACTIONS.flatMap((action) =>
  ROLES.flatMap((role) =>
    ORDER_STATUSES.flatMap((status) =>
      (['delivery', 'pickup'] as const).map((shipping) => {
        const refusal = expectedRefusal(action, role, status, shipping);
        return { action, role, status, shipping, refusal, label: refusal ?? 'allowed' };
      }),
    ),
  ),
);

describe('every action × role × status × shipping type (the table, generated)', () => {
  it.each(cases)('$action by $role on a $shipping order in $status: $label', ({ action, role, status, shipping, refusal }) => {
    const result = canTransition(readyFor(action, status, shipping), action, actor(role), NOW);
    if (refusal === null) {
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const rule = ruleOf(action);
      expect(result.to).toBe(rule.to === 'unchanged' ? status : rule.to);
      expect(result.effects.stock).toBe(rule.effects.stock);
    } else {
      expect(result).toMatchObject({ ok: false, reason: refusal });
      if (refusal === 'orders.transition.wrong_status') expect(result).toMatchObject({ params: { status } });
    }
  });

  it('covers 1,200 cases, of which these are allowed', () => {
    expect(cases).toHaveLength(ORDER_ACTIONS.length * ROLES.length * ORDER_STATUSES.length * 2);
    const allowed = cases.filter((c) => c.refusal === null).map((c) => `${c.action}:${c.role}:${c.status}:${c.shipping}`);
    // Written out by hand: the facts the table must keep (a change here is a decision, not a refactor).
    const expected = [
      ...['processing'].flatMap((s) => ['warehouse', 'supervisor'].flatMap((r) => [`accept:${r}:${s}:delivery`, `accept:${r}:${s}:pickup`])),
      ...['warehouse', 'supervisor'].flatMap((r) => [`start_packing:${r}:accept:delivery`, `start_packing:${r}:accept:pickup`]),
      ...['pack', 'mark_out_of_stock'].flatMap((a) =>
        ['warehouse', 'supervisor'].flatMap((r) => ['accept', 'cooking'].flatMap((s) => [`${a}:${r}:${s}:delivery`, `${a}:${r}:${s}:pickup`])),
      ),
      ...['warehouse', 'supervisor'].map((r) => `out_for_delivery:${r}:cooking:delivery`),
      ...['warehouse', 'supervisor'].map((r) => `ready_for_pickup:${r}:cooking:pickup`),
      ...['driver', 'supervisor'].map((r) => `deliver:${r}:delivering:delivery`),
      ...['warehouse', 'supervisor'].map((r) => `hand_over_pickup:${r}:wait_pickup:pickup`),
      ...['warehouse', 'supervisor'].flatMap((r) => ['delivered', 'picked_up'].flatMap((s) => [`finish:${r}:${s}:delivery`, `finish:${r}:${s}:pickup`])),
      ...['buyer', 'agent', 'supervisor'].flatMap((r) => ['processing', 'accept'].flatMap((s) => [`cancel_by_buyer:${r}:${s}:delivery`, `cancel_by_buyer:${r}:${s}:pickup`])),
      ...['warehouse', 'supervisor'].flatMap((r) =>
        ['processing', 'accept', 'cooking', 'delivering', 'wait_pickup'].flatMap((s) => [`cancel_by_staff:${r}:${s}:delivery`, `cancel_by_staff:${r}:${s}:pickup`]),
      ),
      ...['warehouse', 'supervisor'].flatMap((r) =>
        ['cooking', 'delivering', 'delivered', 'wait_pickup', 'picked_up'].flatMap((s) => [`mark_paid:${r}:${s}:delivery`, `mark_paid:${r}:${s}:pickup`]),
      ),
    ];
    expect(allowed.sort()).toEqual(expected.sort());
  });
});

describe('who may do what', () => {
  it('a supervisor may take every action', () => {
    for (const rule of ORDER_ACTION_RULES) expect(rule.roles).toContain('supervisor');
  });

  it('a driver never moves money or stock, and only delivers', () => {
    const driverRules = ORDER_ACTION_RULES.filter((r) => r.roles.includes('driver'));
    expect(driverRules.map((r) => r.action)).toEqual(['deliver']);
    for (const rule of driverRules) expect(rule.effects).toEqual({ stock: 'none', money: 'none' });
  });

  it('a buyer and an agent only cancel, under the same rule, and only their own customer’s orders', () => {
    for (const role of ['buyer', 'agent'] as const) {
      expect(ORDER_ACTION_RULES.filter((r) => r.roles.includes(role)).map((r) => r.action)).toEqual(['cancel_by_buyer']);
      const other = canTransition(readyFor('cancel_by_buyer', 'processing', 'delivery'), 'cancel_by_buyer', { role, customerId: CUSTOMER + 1 }, NOW);
      expect(other).toMatchObject({ ok: false, reason: 'orders.transition.not_your_order' });
      const unnamed = canTransition(readyFor('cancel_by_buyer', 'processing', 'delivery'), 'cancel_by_buyer', { role }, NOW);
      expect(unnamed).toMatchObject({ ok: false, reason: 'orders.transition.not_your_order' });
    }
  });

  it('lists the buttons a screen shows', () => {
    const placed = readyFor('accept', 'processing', 'delivery');
    expect(availableActions(placed, actor('warehouse'), NOW)).toEqual(['accept', 'cancel_by_staff']);
    expect(availableActions(placed, actor('buyer'), NOW)).toEqual(['cancel_by_buyer']);
    expect(availableActions(placed, actor('driver'), NOW)).toEqual([]);
    const onTruck = readyFor('deliver', 'delivering', 'delivery');
    expect(availableActions(onTruck, actor('driver'), NOW)).toEqual(['deliver']);
  });
});

describe('the guards, each with its reason', () => {
  const check = (order: Partial<OrderFacts>, action: OrderAction, role: Role = 'warehouse') =>
    canTransition({ ...readyFor(action, order.status ?? ruleOf(action).from[0]!, order.shippingType ?? 'delivery'), ...order }, action, actor(role), NOW);

  it('a card or PAD order is accepted once its payment is in place; cash and pay later need none', () => {
    for (const paymentStatus of ['unpaid', 'failed', 'timeout'] as const) {
      expect(check({ paymentType: 'card', paymentStatus }, 'accept')).toMatchObject({ ok: false, reason: 'orders.transition.awaiting_payment' });
      expect(check({ paymentType: 'pad', paymentStatus }, 'accept')).toMatchObject({ ok: false, reason: 'orders.transition.awaiting_payment' });
    }
    expect(check({ paymentType: 'card', paymentStatus: 'paid' }, 'accept').ok).toBe(true);
    expect(check({ paymentType: 'cash', paymentStatus: 'unpaid' }, 'accept').ok).toBe(true);
    expect(check({ paymentType: 'pay_later', paymentStatus: 'unpaid' }, 'accept').ok).toBe(true);
  });

  it('packing happens once, and the order leaves only packed', () => {
    expect(check({ packed: true }, 'pack')).toMatchObject({ ok: false, reason: 'orders.transition.already_packed' });
    expect(check({ packed: true }, 'mark_out_of_stock')).toMatchObject({ ok: false, reason: 'orders.transition.already_packed' });
    expect(check({ packed: false }, 'out_for_delivery')).toMatchObject({ ok: false, reason: 'orders.transition.not_packed' });
    expect(check({ packed: false, shippingType: 'pickup' }, 'ready_for_pickup')).toMatchObject({ ok: false, reason: 'orders.transition.not_packed' });
  });

  it('a card or PAD order whose capture failed does not leave; a cash order is not asked', () => {
    expect(check({ paymentStatus: 'failed' }, 'out_for_delivery')).toMatchObject({ ok: false, reason: 'orders.transition.payment_failed' });
    expect(check({ paymentType: 'pad', paymentStatus: 'failed', shippingType: 'pickup' }, 'ready_for_pickup')).toMatchObject({ ok: false, reason: 'orders.transition.payment_failed' });
    expect(check({ paymentType: 'cash', paymentStatus: 'waiting_adjust' }, 'out_for_delivery').ok).toBe(true);
  });

  it('an order is finished once its money is settled', () => {
    expect(check({ paymentStatus: 'waiting_adjust' }, 'finish')).toMatchObject({ ok: false, reason: 'orders.transition.payment_open' });
    expect(check({ paymentStatus: 'refund' }, 'finish').ok).toBe(true);
  });

  it('only cash and pay-later payments are marked paid, and only once invoiced', () => {
    expect(check({ paymentType: 'card' }, 'mark_paid')).toMatchObject({ ok: false, reason: 'orders.transition.not_offline_payment' });
    expect(check({ paymentType: 'cash', paymentStatus: 'paid' }, 'mark_paid')).toMatchObject({ ok: false, reason: 'orders.transition.not_awaiting_settlement' });
    expect(check({ paymentType: 'cash', packed: false }, 'mark_paid')).toMatchObject({ ok: false, reason: 'orders.transition.not_packed' });
    expect(check({ status: 'delivered' }, 'mark_paid')).toMatchObject({ ok: true, to: 'delivered', effects: { money: 'record_paid' } });
  });

  it('the buyer is told whom to call once packing has started', () => {
    for (const status of ['cooking', 'delivering', 'wait_pickup', 'delivered', 'picked_up', 'finished'] as const) {
      expect(check({ status }, 'cancel_by_buyer', 'buyer')).toMatchObject({ ok: false, reason: 'orders.transition.cancel_packing_started' });
    }
    expect(check({ status: 'accept', packed: true }, 'cancel_by_buyer', 'buyer')).toMatchObject({ ok: false, reason: 'orders.transition.cancel_packing_started' });
    expect(check({ status: 'cancelled' }, 'cancel_by_buyer', 'buyer')).toMatchObject({ ok: false, reason: 'orders.transition.order_cancelled' });
  });

  it('staff cancel without a fee and put the stock back', () => {
    expect(check({ status: 'delivering', packed: true }, 'cancel_by_staff')).toMatchObject({ ok: true, to: 'cancelled', effects: { stock: 'return', money: 'void_or_refund_all' } });
  });

  it('packing settles; finding nothing sends the money back without returning stock', () => {
    expect(check({}, 'pack')).toMatchObject({ ok: true, to: 'cooking', effects: { stock: 'none', money: 'settle' } });
    expect(check({}, 'mark_out_of_stock')).toMatchObject({ ok: true, to: 'out_of_stock', effects: { stock: 'none', money: 'void_or_refund_all' } });
  });
});
