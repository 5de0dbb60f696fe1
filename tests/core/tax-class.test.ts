import { describe, expect, it } from 'vitest';
import { productPickupAllowed } from '../../core/checkout/pickup-allowed';
import { lineIsTaxed, lineTaxRateBps } from '../../core/checkout/tax-class';
import { computeOrderTotals } from '../../core/checkout/order-totals';

describe('line tax rate (DECISIONS "Tax")', () => {
  it('zero-rates basic groceries and taxes the rest at the shop rate', () => {
    expect(lineTaxRateBps('zero_rated', 1300)).toBe(0);
    expect(lineTaxRateBps('taxable', 1300)).toBe(1300);
    // A shop in another province carries its own rate.
    expect(lineTaxRateBps('taxable', 1500)).toBe(1500);
    expect(lineTaxRateBps('zero_rated', 1500)).toBe(0);
  });

  it('marks a line taxed only when its rate is above zero', () => {
    expect(lineIsTaxed(lineTaxRateBps('taxable', 1300))).toBe(true);
    expect(lineIsTaxed(lineTaxRateBps('zero_rated', 1300))).toBe(false);
  });

  it('taxes only the taxable line of a mixed order, a coupon sharing its discount over both', () => {
    const totals = computeOrderTotals({
      lines: [
        { rowTotalCents: 10_000, taxRateBps: lineTaxRateBps('zero_rated', 1300) },
        { rowTotalCents: 2_000, taxRateBps: lineTaxRateBps('taxable', 1300) },
      ],
      couponDiscountCents: 1_200,
      deliveryFeeCents: 0,
      smallOrderFeeCents: 0,
      tipsCents: 0,
      paymentType: 'cash',
    });
    // The coupon takes 200 off the taxable line's 2,000: 1,800 × 13 % = 234.
    expect(totals.taxCents).toBe(234);
    expect(totals.totalCents).toBe(12_000 - 1_200 + 234);
  });
});

describe('pickup allowed', () => {
  it('needs both the category and the product to allow it', () => {
    expect(productPickupAllowed({ pickupAllowed: true }, { pickupAllowed: true })).toBe(true);
    expect(productPickupAllowed({ pickupAllowed: false }, { pickupAllowed: true })).toBe(false);
    expect(productPickupAllowed({ pickupAllowed: true }, { pickupAllowed: false })).toBe(false);
    expect(productPickupAllowed(undefined, { pickupAllowed: false })).toBe(false);
    expect(productPickupAllowed(undefined, { pickupAllowed: true })).toBe(true);
  });
});
