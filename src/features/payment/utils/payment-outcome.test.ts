import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome';

describe('payment result outcome (spec §2.8, §4 Payment flow)', () => {
  it('cash and pay later read "Order placed" whatever the status', () => {
    expect(paymentOutcome('cash', undefined)).toBe('placed');
    expect(paymentOutcome('pay_later', { attempt: 'none', payment_status: 'unpaid' })).toBe('placed');
  });

  it('waits for the status of online orders', () => {
    expect(paymentOutcome('card', undefined)).toBeNull();
  });

  it('follows the latest attempt, then the payment status', () => {
    expect(paymentOutcome('pad', { attempt: 'succeeded', payment_status: 'unpaid' })).toBe('success');
    expect(paymentOutcome('card', { attempt: 'none', payment_status: 'paid' })).toBe('success');
    expect(paymentOutcome('pad', { attempt: 'none', payment_status: 'paid' })).toBe('success');
    expect(paymentOutcome('card', { attempt: 'authorizing', payment_status: 'unpaid' })).toBe('authorizing');
    // A PAD debit in flight: the order is 'prepaid' until the debit settles.
    expect(paymentOutcome('pad', { attempt: 'authorizing', payment_status: 'prepaid' })).toBe('authorizing');
    expect(paymentOutcome('pad', { attempt: 'none', payment_status: 'prepaid' })).toBe('authorizing');
    expect(paymentOutcome('card', { attempt: 'failed', payment_status: 'unpaid' })).toBe('failure');
    expect(paymentOutcome('card', { attempt: 'none', payment_status: 'timeout' })).toBe('failure');
    expect(paymentOutcome('card', { attempt: 'none', payment_status: 'unpaid' })).toBe('unpaid');
    expect(paymentOutcome('card', { attempt: 'succeeded', payment_status: 'refund' })).toBe('refunded');
  });

  it('a card is only authorized at checkout: "Card authorized", charged the final amount at packing; paid once captured', () => {
    expect(paymentOutcome('card', { attempt: 'succeeded', payment_status: 'unpaid' })).toBe('authorized');
    expect(paymentOutcome('card', { attempt: 'succeeded', payment_status: 'prepaid' })).toBe('authorized');
    expect(paymentOutcome('card', { attempt: 'none', payment_status: 'prepaid' })).toBe('authorized');
    expect(paymentOutcome('card', { attempt: 'succeeded', payment_status: 'waiting_adjust' })).toBe('authorized');
    expect(paymentOutcome('card', { attempt: 'succeeded', payment_status: 'paid' })).toBe('success');
    expect(paymentOutcome('card', { attempt: 'failed', payment_status: 'prepaid' })).toBe('failure');
  });
});
