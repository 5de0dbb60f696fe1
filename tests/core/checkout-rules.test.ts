import { describe, expect, it } from 'vitest';
import {
  offeredPaymentTypes,
  payLaterOverLimit,
  payLaterRoomCents,
  orderNumber,
  paymentTypeChangeable,
  paymentTypeRefusal,
  timePreferenceOffered,
} from '../../core/checkout/checkout-rules';

describe('checkout rules', () => {
  it('offers card and PAD always, cash on delivery only, Pay Later to flagged accounts', () => {
    expect(offeredPaymentTypes({ shippingType: 'delivery', payLaterAllowed: false })).toEqual(['card', 'pad', 'cash']);
    expect(offeredPaymentTypes({ shippingType: 'pickup', payLaterAllowed: false })).toEqual(['card', 'pad']);
    expect(offeredPaymentTypes({ shippingType: 'pickup', payLaterAllowed: true })).toEqual(['card', 'pad', 'pay_later']);
  });

  it('refuses cash on pickup and Pay Later without the flag, and accepts everything offered', () => {
    expect(paymentTypeRefusal('cash', { shippingType: 'pickup', payLaterAllowed: true })).toBe('cash_on_pickup');
    expect(paymentTypeRefusal('pay_later', { shippingType: 'delivery', payLaterAllowed: false })).toBe('pay_later_not_allowed');
    for (const shippingType of ['delivery', 'pickup'] as const) {
      for (const payLaterAllowed of [true, false]) {
        for (const type of offeredPaymentTypes({ shippingType, payLaterAllowed })) {
          expect(paymentTypeRefusal(type, { shippingType, payLaterAllowed })).toBeNull();
        }
      }
    }
  });

  it('lets the payment type change only before money moved', () => {
    expect(paymentTypeChangeable({ status: 'processing', paymentStatus: 'unpaid' })).toBe(true);
    expect(paymentTypeChangeable({ status: 'processing', paymentStatus: 'failed' })).toBe(true);
    expect(paymentTypeChangeable({ status: 'processing', paymentStatus: 'paid' })).toBe(false);
    expect(paymentTypeChangeable({ status: 'processing', paymentStatus: 'prepaid' })).toBe(false);
    expect(paymentTypeChangeable({ status: 'cancelled', paymentStatus: 'unpaid' })).toBe(false);
  });

  it('numbers orders SD + local date + six-digit id', () => {
    expect(orderNumber('2026-11-17', 42)).toBe('SD20261117000042');
    expect(orderNumber('2026-01-02', 1_234_567)).toBe('SD202601021234567');
  });

  it('accepts asap or an offered slot', () => {
    expect(timePreferenceOffered('asap', [])).toBe(true);
    expect(timePreferenceOffered('13:30', ['13:00', '13:30'])).toBe(true);
    expect(timePreferenceOffered('07:30', ['13:00', '13:30'])).toBe(false);
  });
});

describe('pay-later credit limit (issue 17)', () => {
  const credit = { limitCents: 1000_00, unpaidCents: 900_00 };
  it('refuses Pay Later once the unpaid balance plus this order passes the limit', () => {
    expect(payLaterOverLimit(credit, 100_00)).toBe(false);
    expect(payLaterOverLimit(credit, 100_01)).toBe(true);
    expect(payLaterOverLimit({ limitCents: null, unpaidCents: 5_000_00 }, 1_000_00)).toBe(false);
    const context = { shippingType: 'delivery' as const, payLaterAllowed: true, credit };
    expect(paymentTypeRefusal('pay_later', context, 100_00)).toBeNull();
    expect(paymentTypeRefusal('pay_later', context, 100_01)).toBe('pay_later_over_limit');
    expect(paymentTypeRefusal('card', context, 100_01)).toBeNull();
    // Not on terms at all says so first.
    expect(paymentTypeRefusal('pay_later', { ...context, payLaterAllowed: false }, 1)).toBe('pay_later_not_allowed');
  });
  it('says how much room is left, never below zero', () => {
    expect(payLaterRoomCents(credit)).toBe(100_00);
    expect(payLaterRoomCents({ limitCents: 100, unpaidCents: 500 })).toBe(0);
    expect(payLaterRoomCents({ limitCents: null, unpaidCents: 500 })).toBeNull();
  });
});
