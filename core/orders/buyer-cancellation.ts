import type { Cents } from '../money';
import type { SmallOrderFeeRule } from '../pricing/small-order-fee';
import { type BuyerCancellationWindow, buyerCancellationWindow } from './cancellation-clock';
import { canTransition, type OrderFacts, ruleOf, type TransitionReason } from './lifecycle';
import { cancellationCharge } from './settlement';

/**
 * What the buyer's order detail says about cancelling (spec §9 Cancellation; LIFECYCLE.md "The
 * buyer's cancellation clock"), read from the same rule the server applies (`canTransition`
 * 'cancel_by_buyer' and `cancellationCharge`): whether the buyer may cancel now, what would be kept
 * (the small order fee on the next day) and what would go back, and — when the buyer can no longer
 * cancel online but staff still could — the reason that says whom to call.
 */
export interface BuyerCancellationFacts {
  allowed: boolean;
  window: BuyerCancellationWindow;
  chargeCents: Cents;
  refundCents: Cents;
  /** `cancel_packing_started` / `cancel_too_late` while staff could still cancel; else null. */
  callReason: TransitionReason | null;
}

const CALL_REASONS: readonly TransitionReason[] = ['orders.transition.cancel_packing_started', 'orders.transition.cancel_too_late'];

export function buyerCancellation(
  order: OrderFacts,
  input: { customerId: number; now: Date; smallOrderFeeRules: readonly SmallOrderFeeRule[]; orderTotalCents: Cents },
): BuyerCancellationFacts {
  const window = buyerCancellationWindow(order.createdAt, input.now);
  const check = canTransition(order, 'cancel_by_buyer', { role: 'buyer', customerId: input.customerId }, input.now);
  if (!check.ok) {
    const staffCould = ruleOf('cancel_by_staff').from.includes(order.status);
    return { allowed: false, window, chargeCents: 0, refundCents: 0, callReason: staffCould && CALL_REASONS.includes(check.reason) ? check.reason : null };
  }
  const chargeCents = cancellationCharge({ money: check.effects.money, smallOrderFeeRules: input.smallOrderFeeRules, orderTotalCents: input.orderTotalCents });
  return { allowed: true, window, chargeCents, refundCents: Math.max(0, input.orderTotalCents - chargeCents), callReason: null };
}
