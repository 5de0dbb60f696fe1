import { describe, expect, it } from 'vitest';
import { shownOrderStatus } from '../../core/orders/shown-status';

describe('the status an order shows (issue 14: a declined card order read "Processing")', () => {
  it('a card or PAD order still processing and not paid awaits its payment', () => {
    expect(shownOrderStatus({ status: 'processing', paymentStatus: 'failed', paymentType: 'card' })).toBe('awaiting_payment');
    expect(shownOrderStatus({ status: 'processing', paymentStatus: 'unpaid', paymentType: 'card' })).toBe('awaiting_payment');
    expect(shownOrderStatus({ status: 'processing', paymentStatus: 'failed', paymentType: 'pad' })).toBe('awaiting_payment');
  });

  it('paid, in-flight and pay-on-arrival orders keep their own status', () => {
    expect(shownOrderStatus({ status: 'processing', paymentStatus: 'paid', paymentType: 'card' })).toBe('processing');
    expect(shownOrderStatus({ status: 'processing', paymentStatus: 'prepaid', paymentType: 'pad' })).toBe('processing');
    expect(shownOrderStatus({ status: 'processing', paymentStatus: 'unpaid', paymentType: 'cash' })).toBe('processing');
    expect(shownOrderStatus({ status: 'processing', paymentStatus: 'unpaid', paymentType: 'pay_later' })).toBe('processing');
    expect(shownOrderStatus({ status: 'cancelled', paymentStatus: 'failed', paymentType: 'card' })).toBe('cancelled');
  });
});
