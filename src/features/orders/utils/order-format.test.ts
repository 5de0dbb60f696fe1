import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../core/schemas/order';
import cn from '../../../../locales/cn.json';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import { canPay } from './order-format';

describe('order and payment status labels (spec §4)', () => {
  it('exist for every status in en, cn and fr', () => {
    for (const locale of [en, cn, fr]) {
      for (const status of ORDER_STATUSES) expect(locale.orderStatus[status], status).toMatch(/\S/);
      for (const status of PAYMENT_STATUSES) expect(locale.paymentStatus[status], status).toMatch(/\S/);
      expect(locale.paymentStatus.cash).toMatch(/\S/);
    }
  });

  it("use the 'unpaid' key in Chinese too, not the legacy table's 'upapaid'", () => {
    expect(cn.paymentStatus.unpaid).toBe('未支付');
    expect('upapaid' in cn.paymentStatus).toBe(false);
  });
});

describe('canPay', () => {
  it('allows unpaid or failed card and PAD orders that are still on', () => {
    expect(canPay({ payment_type: 'card', payment_status: 'unpaid', status: 'processing' })).toBe(true);
    expect(canPay({ payment_type: 'pad', payment_status: 'failed', status: 'processing' })).toBe(true);
  });

  it('refuses paid, cash, pay-later and cancelled orders', () => {
    expect(canPay({ payment_type: 'card', payment_status: 'paid', status: 'processing' })).toBe(false);
    expect(canPay({ payment_type: 'cash', payment_status: 'unpaid', status: 'processing' })).toBe(false);
    expect(canPay({ payment_type: 'pay_later', payment_status: 'unpaid', status: 'processing' })).toBe(false);
    expect(canPay({ payment_type: 'card', payment_status: 'unpaid', status: 'cancelled' })).toBe(false);
  });
});
