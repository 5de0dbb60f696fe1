import type { PaymentType } from '../checkout/order-totals';
import type { ShippingType } from '../schemas/common';
import type { OrderStatus, PaymentStatus } from '../schemas/order';
import { buyerCancellationWindow } from './cancellation-clock';

/**
 * The order state machine (spec §4 Order statuses, §9 Cancellation; DECISIONS.md "After checkout"), as
 * data: which action moves an order from which statuses to which, for which shipping type, who may
 * take it, what must hold first, and what it does to stock and money. The server carries the effects
 * out (`server/services/fulfilment/transition.ts`); the screens ask the same table which buttons to
 * show. `core/orders/LIFECYCLE.md` says the same in prose, and a test holds the two together.
 */

/** Who acts. An agent acts for one customer (their session names it); a supervisor may do everything. */
export const ROLES = ['buyer', 'agent', 'warehouse', 'driver', 'supervisor'] as const;
export type Role = (typeof ROLES)[number];

export interface Actor {
  role: Role;
  /** Buyer and agent: the customer the session is for. A buyer or agent only acts on that customer's orders. */
  customerId?: number;
  /** Staff roles: their staff account id (for the status log and the audit). */
  staffId?: number;
}

export const ORDER_ACTIONS = [
  'accept',
  'start_packing',
  'pack',
  'mark_out_of_stock',
  'out_for_delivery',
  'ready_for_pickup',
  'deliver',
  'hand_over_pickup',
  'finish',
  'cancel_by_buyer',
  'cancel_by_staff',
  'mark_paid',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * What an action does to the stock the order holds: `return` puts it back on sale — the ordered
 * quantities before packing, the delivered (packed) quantities after. Units packing did not find are
 * never put back: they were not on the shelf.
 */
export type StockEffect = 'none' | 'return';

/**
 * What an action does to the order's money (the server's ledger carries it out):
 * - `settle`: the settled amount is known (`settleOrder`): capture it (card), debit it (PAD), invoice it
 *   (cash, pay later); an order already charged in full is refunded the difference;
 * - `void_or_refund_all`: release an uncaptured authorization, refund whatever was taken;
 * - `charge_fee`: like `void_or_refund_all`, except `cancellationCharge` (the small order fee) is kept;
 * - `record_paid`: staff record that the invoiced amount was received (cash, pay later);
 * - `none`.
 */
export type MoneyEffect = 'none' | 'settle' | 'void_or_refund_all' | 'charge_fee' | 'record_paid';

/** In the table, the buyer's cancellation names its rule; `canTransition` resolves it by the clock. */
export type MoneyEffectRule = MoneyEffect | 'by_cancellation_clock';

/**
 * What must hold besides role, shipping type and status, each with the reason given when it does not:
 * - `own_order`: a buyer or agent acts on their customer's order only (always checked for them);
 * - `payment_in_place`: card and PAD orders are authorized (prepaid) or paid before the warehouse takes them;
 * - `not_packed` / `packed`: packing (settlement) happens once; shipping waits for it;
 * - `payment_not_failed`: a card or PAD order whose capture or debit failed is not shipped;
 * - `money_settled`: an order is finished once its payment is paid or refunded;
 * - `offline_payment`: cash and pay later only (online payments move through the provider);
 * - `awaiting_settlement`: the payment waits for the settled amount (`waiting_adjust`);
 * - `cancellation_clock`: §9 — on the order day (Toronto) in full, on the next day with the small
 *   order fee, later not at all.
 */
export const GUARDS = [
  'own_order',
  'payment_in_place',
  'not_packed',
  'packed',
  'payment_not_failed',
  'money_settled',
  'offline_payment',
  'awaiting_settlement',
  'cancellation_clock',
] as const;
export type Guard = (typeof GUARDS)[number];

export interface OrderActionRule {
  action: OrderAction;
  from: readonly OrderStatus[];
  /** 'unchanged': the action moves only the payment. */
  to: OrderStatus | 'unchanged';
  shipping: ShippingType | 'both';
  roles: readonly Role[];
  guards: readonly Guard[];
  effects: { stock: StockEffect; money: MoneyEffectRule };
  /**
   * The reason given when the order is at a later step than `from` (not cancelled or out of stock):
   * a buyer whose order is being packed is told whom to call instead of a generic "not at this step".
   */
  lateReason?: TransitionReason;
}

const WAREHOUSE: readonly Role[] = ['warehouse', 'supervisor'];

/** The table. Every `roles` list holds the supervisor; no action a driver may take moves money. */
export const ORDER_ACTION_RULES: readonly OrderActionRule[] = [
  { action: 'accept', from: ['processing'], to: 'accept', shipping: 'both', roles: WAREHOUSE, guards: ['payment_in_place'], effects: { stock: 'none', money: 'none' } },
  { action: 'start_packing', from: ['accept'], to: 'cooking', shipping: 'both', roles: WAREHOUSE, guards: [], effects: { stock: 'none', money: 'none' } },
  // Packing enters the delivered quantity and weight of every line; the order stays "cooking" (preparing) until it leaves.
  { action: 'pack', from: ['accept', 'cooking'], to: 'cooking', shipping: 'both', roles: WAREHOUSE, guards: ['not_packed'], effects: { stock: 'none', money: 'settle' } },
  // Packing found none of the lines: the reserved stock was never there, so none comes back.
  { action: 'mark_out_of_stock', from: ['accept', 'cooking'], to: 'out_of_stock', shipping: 'both', roles: WAREHOUSE, guards: ['not_packed'], effects: { stock: 'none', money: 'void_or_refund_all' } },
  { action: 'out_for_delivery', from: ['cooking'], to: 'delivering', shipping: 'delivery', roles: WAREHOUSE, guards: ['packed', 'payment_not_failed'], effects: { stock: 'none', money: 'none' } },
  { action: 'ready_for_pickup', from: ['cooking'], to: 'wait_pickup', shipping: 'pickup', roles: WAREHOUSE, guards: ['packed', 'payment_not_failed'], effects: { stock: 'none', money: 'none' } },
  { action: 'deliver', from: ['delivering'], to: 'delivered', shipping: 'delivery', roles: ['driver', 'supervisor'], guards: [], effects: { stock: 'none', money: 'none' } },
  { action: 'hand_over_pickup', from: ['wait_pickup'], to: 'picked_up', shipping: 'pickup', roles: WAREHOUSE, guards: [], effects: { stock: 'none', money: 'none' } },
  { action: 'finish', from: ['delivered', 'picked_up'], to: 'finished', shipping: 'both', roles: WAREHOUSE, guards: ['money_settled'], effects: { stock: 'none', money: 'none' } },
  {
    action: 'cancel_by_buyer',
    from: ['processing', 'accept'],
    to: 'cancelled',
    shipping: 'both',
    roles: ['buyer', 'agent', 'supervisor'],
    guards: ['not_packed', 'cancellation_clock'],
    effects: { stock: 'return', money: 'by_cancellation_clock' },
    lateReason: 'orders.transition.cancel_packing_started',
  },
  {
    action: 'cancel_by_staff',
    from: ['processing', 'accept', 'cooking', 'delivering', 'wait_pickup'],
    to: 'cancelled',
    shipping: 'both',
    roles: WAREHOUSE,
    guards: [],
    effects: { stock: 'return', money: 'void_or_refund_all' },
  },
  {
    action: 'mark_paid',
    from: ['cooking', 'delivering', 'delivered', 'wait_pickup', 'picked_up'],
    to: 'unchanged',
    shipping: 'both',
    roles: WAREHOUSE,
    guards: ['packed', 'offline_payment', 'awaiting_settlement'],
    effects: { stock: 'none', money: 'record_paid' },
  },
];

export const TRANSITION_REASONS = [
  'orders.transition.role_not_allowed',
  'orders.transition.not_your_order',
  'orders.transition.delivery_only',
  'orders.transition.pickup_only',
  'orders.transition.order_cancelled',
  'orders.transition.order_out_of_stock',
  'orders.transition.wrong_status',
  'orders.transition.awaiting_payment',
  'orders.transition.already_packed',
  'orders.transition.not_packed',
  'orders.transition.payment_failed',
  'orders.transition.payment_open',
  'orders.transition.not_offline_payment',
  'orders.transition.not_awaiting_settlement',
  'orders.transition.cancel_packing_started',
  'orders.transition.cancel_too_late',
  'orders.transition.figures_changed',
] as const;
/** A message key (locales/*.json) for a translated 409 ORDER_TRANSITION_REFUSED. */
export type TransitionReason = (typeof TRANSITION_REASONS)[number];

/** The facts of an order the rules read. */
export interface OrderFacts {
  status: OrderStatus;
  shippingType: ShippingType;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  customerId: number;
  createdAt: Date;
  /** Packing was saved (orders.packed_at set): the settled amount is known. */
  packed: boolean;
}

export interface ResolvedEffects {
  stock: StockEffect;
  money: MoneyEffect;
}

export type TransitionCheck =
  | { ok: true; rule: OrderActionRule; to: OrderStatus; effects: ResolvedEffects }
  /** `params.status` is a status code: the messages nest `$t(orderStatus.{{status}})`. */
  | { ok: false; reason: TransitionReason; params: Record<string, string> };

const refuse = (reason: TransitionReason, params: Record<string, string> = {}): TransitionCheck => ({ ok: false, reason, params });

export function ruleOf(action: OrderAction): OrderActionRule {
  const rule = ORDER_ACTION_RULES.find((r) => r.action === action);
  if (!rule) throw new RangeError(`unknown order action: ${String(action)}`);
  return rule;
}

const ONLINE: readonly PaymentType[] = ['card', 'pad'];

/** Each guard's check: null when it holds, else the reason. The clock guard is resolved in `canTransition`. */
function guardRefusal(guard: Exclude<Guard, 'cancellation_clock'>, order: OrderFacts, actor: Actor): TransitionReason | null {
  const online = ONLINE.includes(order.paymentType);
  switch (guard) {
    case 'own_order':
      return actor.customerId === order.customerId ? null : 'orders.transition.not_your_order';
    case 'payment_in_place':
      return !online || order.paymentStatus === 'prepaid' || order.paymentStatus === 'paid' ? null : 'orders.transition.awaiting_payment';
    case 'not_packed':
      return order.packed ? 'orders.transition.already_packed' : null;
    case 'packed':
      return order.packed ? null : 'orders.transition.not_packed';
    case 'payment_not_failed':
      return online && (order.paymentStatus === 'failed' || order.paymentStatus === 'timeout') ? 'orders.transition.payment_failed' : null;
    case 'money_settled':
      return order.paymentStatus === 'paid' || order.paymentStatus === 'refund' ? null : 'orders.transition.payment_open';
    case 'offline_payment':
      return online ? 'orders.transition.not_offline_payment' : null;
    case 'awaiting_settlement':
      return order.paymentStatus === 'waiting_adjust' ? null : 'orders.transition.not_awaiting_settlement';
  }
}

/**
 * Whether `actor` may take `action` on `order` at `now`, checked in this order: role, the buyer's own
 * order, shipping type, status (a closed order says so; a buyer late for cancelling is told whom to
 * call), then the rule's guards in table order. When allowed, the resolved effects: the buyer's
 * cancellation is `void_or_refund_all` on the order day and `charge_fee` on the next (Toronto time),
 * except for a card or PAD order never authorized, which has nothing to charge the fee from.
 */
export function canTransition(order: OrderFacts, action: OrderAction, actor: Actor, now: Date): TransitionCheck {
  const rule = ruleOf(action);
  if (!rule.roles.includes(actor.role)) return refuse('orders.transition.role_not_allowed');
  if ((actor.role === 'buyer' || actor.role === 'agent') && guardRefusal('own_order', order, actor)) {
    return refuse('orders.transition.not_your_order');
  }
  if (rule.shipping !== 'both' && rule.shipping !== order.shippingType) {
    return refuse(rule.shipping === 'delivery' ? 'orders.transition.delivery_only' : 'orders.transition.pickup_only');
  }
  if (!rule.from.includes(order.status)) {
    if (order.status === 'cancelled') return refuse('orders.transition.order_cancelled');
    if (order.status === 'out_of_stock') return refuse('orders.transition.order_out_of_stock');
    return refuse(rule.lateReason ?? 'orders.transition.wrong_status', { status: order.status });
  }
  let money: MoneyEffect = rule.effects.money === 'by_cancellation_clock' ? 'void_or_refund_all' : rule.effects.money;
  for (const guard of rule.guards) {
    if (guard === 'cancellation_clock') {
      const window = buyerCancellationWindow(order.createdAt, now);
      if (window === 'closed') return refuse('orders.transition.cancel_too_late');
      // A card or PAD order whose payment never went through holds nothing to keep a fee from.
      const nothingHeld = guardRefusal('payment_in_place', order, actor) !== null;
      money = window === 'order_day' || nothingHeld ? 'void_or_refund_all' : 'charge_fee';
      continue;
    }
    const reason = guardRefusal(guard, order, actor);
    if (reason) return refuse(guard === 'not_packed' && rule.lateReason ? rule.lateReason : reason);
  }
  const to = rule.to === 'unchanged' ? order.status : rule.to;
  return { ok: true, rule, to, effects: { stock: rule.effects.stock, money } };
}

/** The actions `actor` may take on `order` now (the screens show these buttons). */
export function availableActions(order: OrderFacts, actor: Actor, now: Date): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canTransition(order, action, actor, now).ok);
}
