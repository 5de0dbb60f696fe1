import type { PaymentType } from '../../../../core/checkout/order-totals';
import type { CheckingStatus } from '../../../../core/schemas/payment';

/** What the payment result page says (spec §2.8 Payment result, §4 Payment flow). */
export type PaymentOutcomeKind = 'success' | 'authorized' | 'failure' | 'authorizing' | 'unpaid' | 'refunded' | 'placed';

/**
 * Cash and pay-later orders have nothing to charge now: 'Order placed'. Online orders: paid (or a
 * succeeded attempt) is success; an attempt the bank is still deciding, or a PAD debit in flight
 * (order 'prepaid'), is authorizing; a failed attempt, 'failed' or 'timeout' is failure.
 * A card is only authorized at checkout (issue 15: captured at the settled amount when the order is
 * packed): a succeeded card attempt, or a card order held (prepaid) or waiting for its capture
 * (waiting_adjust), is 'authorized' — not charged yet — until the order is paid.
 */
export function paymentOutcome(paymentType: PaymentType, status: Pick<CheckingStatus, 'attempt' | 'payment_status'> | undefined): PaymentOutcomeKind | null {
  if (paymentType === 'cash' || paymentType === 'pay_later') return 'placed';
  if (!status) return null;
  if (status.payment_status === 'refund') return 'refunded';
  const held = status.payment_status === 'prepaid' || status.payment_status === 'waiting_adjust';
  if (paymentType === 'card' && status.payment_status !== 'paid' && (status.attempt === 'succeeded' || (held && status.attempt !== 'failed'))) {
    return 'authorized';
  }
  if (status.payment_status === 'paid' || status.attempt === 'succeeded') return 'success';
  if (status.attempt === 'authorizing' || (status.payment_status === 'prepaid' && status.attempt !== 'failed')) return 'authorizing';
  if (status.attempt === 'failed' || status.payment_status === 'failed' || status.payment_status === 'timeout') return 'failure';
  return 'unpaid';
}
