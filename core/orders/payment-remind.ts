import type { OrderSummary } from '../schemas/order';

/**
 * Which orders can still be paid online, and so offer Pay and "Remind me to pay" (spec §2.8 remind
 * dialog, §4 payment statuses): a card or PAD order not paid yet (a failed attempt included), unless it
 * was cancelled or could not be filled.
 */
export function canPay(order: Pick<OrderSummary, 'status' | 'payment_status' | 'payment_type'>): boolean {
  return (
    (order.payment_type === 'card' || order.payment_type === 'pad') &&
    (order.payment_status === 'unpaid' || order.payment_status === 'failed') &&
    order.status !== 'cancelled' &&
    order.status !== 'out_of_stock'
  );
}

/** Channels a payment reminder can go by. */
export const REMIND_CHANNELS = ['sms', 'email'] as const;
export type RemindChannel = (typeof REMIND_CHANNELS)[number];

/** One reminder per order per this many seconds, whichever channel (the next one answers 429 with Retry-After). */
export const REMIND_INTERVAL_SECONDS = 60;

/** The storefront page a reminder links to: the order's detail page, where Pay is, in the buyer's language. */
export function payLinkPath(orderId: number, locale: string): string {
  return `${locale === 'en' ? '' : `/${locale}`}/orderDetail?orderId=${orderId}`;
}
