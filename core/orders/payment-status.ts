import type { PaymentStatus } from '../schemas/order';

/**
 * How an order's payment status moves alongside its status (spec §4 Payment statuses; DECISIONS.md
 * "After checkout"), as data. The server's ledger reports what happened with the money as one of
 * these events; `nextPaymentStatus` says where the payment goes, or null when the event makes no sense
 * from there (the caller keeps the status and logs it).
 * - unpaid / failed / timeout: no usable payment yet (card not authorized or declined; cash, pay later);
 * - prepaid: card authorized and not captured, or a PAD debit in place;
 * - waiting_adjust: packed, the settled amount known, the money not yet moved (cash and pay later:
 *   invoiced at the settled amount until staff mark it paid);
 * - paid: the settled amount was captured, debited or received;
 * - refund: money went back, in part or in full (a released authorization included).
 */
export const PAYMENT_EVENTS = ['authorized', 'authorization_failed', 'settled', 'money_received', 'money_failed', 'refunded'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export const PAYMENT_STATUS_RULES: readonly { event: PaymentEvent; from: readonly PaymentStatus[]; to: PaymentStatus }[] = [
  // A card authorized (manual capture), or a PAD debit accepted for processing.
  { event: 'authorized', from: ['unpaid', 'failed', 'timeout'], to: 'prepaid' },
  { event: 'authorization_failed', from: ['unpaid', 'prepaid', 'failed', 'timeout'], to: 'failed' },
  // Packing: the amount is known. An order paid in full before this change waits for its difference too.
  { event: 'settled', from: ['unpaid', 'prepaid', 'paid'], to: 'waiting_adjust' },
  // Captured, debited, collected in cash or marked paid; a buyer paying again after a failed capture.
  { event: 'money_received', from: ['waiting_adjust', 'failed'], to: 'paid' },
  { event: 'money_failed', from: ['waiting_adjust'], to: 'failed' },
  // Any money back: a settlement difference, a cancellation, a claim, or a released authorization.
  { event: 'refunded', from: ['prepaid', 'waiting_adjust', 'paid', 'refund'], to: 'refund' },
];

export function nextPaymentStatus(current: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  const rule = PAYMENT_STATUS_RULES.find((r) => r.event === event);
  return rule && rule.from.includes(current) ? rule.to : null;
}
