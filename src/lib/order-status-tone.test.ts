import { describe, expect, it } from 'vitest';
import { orderStatusTone, paymentStatusTone } from './order-status-tone';

describe('order and payment status tones', () => {
  it('marks done orders brand, lost ones danger, on-the-way ones info and the rest warning', () => {
    expect(orderStatusTone('delivered')).toBe('brand');
    expect(orderStatusTone('picked_up')).toBe('brand');
    expect(orderStatusTone('cancelled')).toBe('danger');
    expect(orderStatusTone('out_of_stock')).toBe('danger');
    expect(orderStatusTone('delivering')).toBe('info');
    expect(orderStatusTone('processing')).toBe('warning');
  });

  it('marks paid payments brand, failed ones danger, refunds muted and unpaid ones warning', () => {
    expect(paymentStatusTone('paid')).toBe('brand');
    expect(paymentStatusTone('failed')).toBe('danger');
    expect(paymentStatusTone('refund')).toBe('muted');
    expect(paymentStatusTone('unpaid')).toBe('warning');
  });
});
