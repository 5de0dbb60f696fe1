import type { PaymentType } from '../checkout/order-totals';
import type { OrderStatus, PaymentStatus } from '../schemas/order';

/** What an order's status badge says: its own status, or that it waits for its payment. */
export type ShownOrderStatus = OrderStatus | 'awaiting_payment';

/**
 * Card and PAD orders are paid before they are worked on (DECISIONS.md: cards are authorized at
 * checkout). While such an order is still 'processing' and its payment is unpaid or failed (a
 * declined card, a failed debit), "Processing" would tell the buyer, and the agent on the phone,
 * that it is on its way: it shows "Awaiting payment" instead, beside its payment status.
 */
export function shownOrderStatus(order: { status: OrderStatus; paymentStatus: PaymentStatus; paymentType: PaymentType }): ShownOrderStatus {
  const online = order.paymentType === 'card' || order.paymentType === 'pad';
  const unpaid = order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed';
  return order.status === 'processing' && online && unpaid ? 'awaiting_payment' : order.status;
}
