import { describe, expect, it } from 'vitest';
import { allocateCents, computeOrderTotals, type OrderTotalsInput } from '../../core/checkout/order-totals';

const base: OrderTotalsInput = {
  lines: [
    { rowTotalCents: 6_000, taxRateBps: 1300 },
    { rowTotalCents: 2_000, taxRateBps: 1300 },
  ],
  couponDiscountCents: 0,
  deliveryFeeCents: 0,
  smallOrderFeeCents: 990,
  tipsCents: 0,
  paymentType: 'cash',
};

describe('order totals', () => {
  it('taxes the goods at 13% and adds the tax-included small order fee untaxed', () => {
    const t = computeOrderTotals(base);
    expect(t.subtotalCents).toBe(8_000);
    expect(t.taxCents).toBe(1_040);
    expect(t.totalCents).toBe(8_000 + 1_040 + 990);
    expect(t.channelFeeCents).toBe(0);
    expect(t.feeLines.map((l) => l.code)).toEqual(['subtotal', 'tax', 'small_order_fee', 'total']);
  });

  it('charges 2% on the post-tax amount for cards only, and PAD earns 1% cashback', () => {
    const card = computeOrderTotals({ ...base, paymentType: 'card', tipsCents: 500 });
    // post-tax 10,030 → 200.6 → 201; tips are not part of the fee base.
    expect(card.channelFeeCents).toBe(201);
    expect(card.totalCents).toBe(10_030 + 201 + 500);
    const pad = computeOrderTotals({ ...base, paymentType: 'pad' });
    expect(pad.channelFeeCents).toBe(0);
    expect(pad.cashbackCents).toBe(100);
  });

  it('spreads a coupon over the lines before tax, zero-rated lines included', () => {
    const t = computeOrderTotals({
      ...base,
      smallOrderFeeCents: 0,
      lines: [
        { rowTotalCents: 7_500, taxRateBps: 0 },
        { rowTotalCents: 2_500, taxRateBps: 1300 },
      ],
      couponDiscountCents: 1_000,
    });
    // The taxable line carries a quarter of the discount: (2,500 − 250) × 13% = 292.5 → 293.
    expect(t.taxCents).toBe(293);
    expect(t.discountCents).toBe(1_000);
    expect(t.totalCents).toBe(10_000 - 1_000 + 293);
  });

  it('never discounts below zero', () => {
    const t = computeOrderTotals({ ...base, couponDiscountCents: 50_000, smallOrderFeeCents: 0 });
    expect(t.discountCents).toBe(8_000);
    expect(t.totalCents).toBe(0);
  });

  it('allocates whole cents that sum to the amount', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(0, [5, 5])).toEqual([0, 0]);
    expect(allocateCents(7, [0, 0])).toEqual([0, 0]);
    const shares = allocateCents(999, [333, 667, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });
});
