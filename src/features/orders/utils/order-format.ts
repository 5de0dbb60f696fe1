import type { OrderSummary } from '../../../../core/schemas/order';

/** Spec §4: an unpaid online order can still be paid (after a failure too), unless it was cancelled. */
export function canPay(order: Pick<OrderSummary, 'status' | 'payment_status' | 'payment_type'>): boolean {
  return (
    (order.payment_type === 'card' || order.payment_type === 'pad') &&
    (order.payment_status === 'unpaid' || order.payment_status === 'failed') &&
    order.status !== 'cancelled' &&
    order.status !== 'out_of_stock'
  );
}
