import { describe, expect, it } from 'vitest';
import {
  bestCouponCombination,
  checkCoupon,
  type Coupon,
  couponDiscountCents,
  type CouponCart,
  eligibleSubtotalCents,
  EXHAUSTIVE_LIMIT,
} from '../../core/promotions/coupons';

const NOW = Date.UTC(2026, 5, 1);
const coupon = (o: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  code: 'C',
  kind: 'amount',
  value: 1000,
  minSubtotalCents: 0,
  shippingType: 'all',
  productIds: [],
  stackable: false,
  userCoupon: false,
  perUserLimit: 0,
  shopId: null,
  startsAt: NOW - 1000,
  endsAt: NOW + 1000,
  ...o,
});
const cart = (o: Partial<CouponCart> = {}): CouponCart => ({
  shopId: 1,
  shippingType: 'delivery',
  subtotalCents: 20_000,
  lines: [{ productId: 1, rowTotalCents: 12_000 }, { productId: 2, rowTotalCents: 8_000 }],
  agentOrder: false,
  now: NOW,
  ...o,
});

describe('coupon eligibility', () => {
  it('threshold is inclusive, compared in cents', () => {
    expect(checkCoupon(coupon({ minSubtotalCents: 20_000 }), cart())).toMatchObject({ ok: true, discountCents: 1000 });
    expect(checkCoupon(coupon({ minSubtotalCents: 20_001 }), cart())).toMatchObject({ ok: false, reason: 'below_minimum' });
  });
  it('product scope counts only those lines, threshold on them', () => {
    const c = coupon({ productIds: [2], minSubtotalCents: 9_000 });
    expect(eligibleSubtotalCents(c, cart())).toBe(8_000);
    expect(checkCoupon(c, cart())).toMatchObject({ ok: false, reason: 'below_minimum' });
    expect(checkCoupon(coupon({ productIds: [3] }), cart())).toMatchObject({ ok: false, reason: 'no_eligible_products' });
  });
  it('shipping type, dates, shop, per-user limit', () => {
    expect(checkCoupon(coupon({ shippingType: 'pickup' }), cart())).toMatchObject({ reason: 'shipping_type' });
    expect(checkCoupon(coupon({ shippingType: 'pickup' }), cart({ shippingType: 'pickup' }))).toMatchObject({ ok: true });
    expect(checkCoupon(coupon({ startsAt: NOW + 1 }), cart())).toMatchObject({ reason: 'not_started' });
    expect(checkCoupon(coupon({ endsAt: NOW - 1 }), cart())).toMatchObject({ reason: 'expired' });
    expect(checkCoupon(coupon({ shopId: 2 }), cart())).toMatchObject({ reason: 'other_shop' });
    expect(checkCoupon(coupon({ perUserLimit: 2 }), cart(), 1)).toMatchObject({ ok: true });
    expect(checkCoupon(coupon({ perUserLimit: 2 }), cart(), 2)).toMatchObject({ reason: 'used_up' });
  });
  it('user coupons are refused on agent orders, public ones are not', () => {
    expect(checkCoupon(coupon({ userCoupon: true }), cart({ agentOrder: true }))).toMatchObject({ reason: 'agent_order' });
    expect(checkCoupon(coupon({ userCoupon: false }), cart({ agentOrder: true }))).toMatchObject({ ok: true });
  });
  it('a zero-value coupon gives no discount', () => {
    expect(checkCoupon(coupon({ value: 0 }), cart())).toMatchObject({ reason: 'no_discount' });
  });
});

describe('coupon discount', () => {
  it('amount, capped at the eligible subtotal', () => {
    expect(couponDiscountCents({ kind: 'amount', value: 2500 }, 2000)).toBe(2000);
    expect(couponDiscountCents({ kind: 'amount', value: 500 }, 2000)).toBe(500);
  });
  it('percent in basis points, rounded half away from zero', () => {
    expect(couponDiscountCents({ kind: 'percent', value: 500 }, 33_330)).toBe(1667); // 1666.5
    expect(couponDiscountCents({ kind: 'percent', value: 1250 }, 999)).toBe(125); // 124.875
    expect(couponDiscountCents({ kind: 'percent', value: 20_000 }, 999)).toBe(999);
    expect(couponDiscountCents({ kind: 'percent', value: 500 }, 0)).toBe(0);
  });
});

describe('bestCouponCombination', () => {
  it('at most one non-stackable, all stackables that add', () => {
    const best = bestCouponCombination(
      [
        coupon({ code: 'N20', value: 2000 }),
        coupon({ code: 'N10P', kind: 'percent', value: 1000 }),
        coupon({ code: 'S5', value: 500, stackable: true }),
        coupon({ code: 'S7', value: 700, stackable: true }),
      ],
      cart({ subtotalCents: 30_000, lines: [{ productId: 1, rowTotalCents: 30_000 }] }),
    );
    expect(best.chosen.map((c) => c.coupon.code)).toEqual(['N10P', 'S5', 'S7']);
    expect(best.discountCents).toBe(4200);
  });
  it('never the same coupon twice, never over the subtotal, prefers fewer coupons on a tie', () => {
    const best = bestCouponCombination(
      [coupon({ code: 'A', value: 800, stackable: true }), coupon({ code: 'A', value: 800, stackable: true }), coupon({ code: 'B', value: 1000 })],
      cart({ subtotalCents: 1000, lines: [{ productId: 1, rowTotalCents: 1000 }] }),
    );
    expect(best.discountCents).toBe(1000);
    expect(best.chosen.map((c) => c.coupon.code)).toEqual(['B']);
  });
  it('skips ineligible coupons; empty when none applies', () => {
    expect(bestCouponCombination([coupon({ minSubtotalCents: 1_000_000 })], cart())).toEqual({ chosen: [], discountCents: 0 });
  });
  it('greedy beyond the exhaustive limit agrees with the structure of the optimum', () => {
    const many = Array.from({ length: EXHAUSTIVE_LIMIT + 8 }, (_, i) =>
      coupon({ code: `K${String(i).padStart(2, '0')}`, value: 100 + i * 10, stackable: i % 3 !== 0 }),
    );
    const best = bestCouponCombination(many, cart({ subtotalCents: 1_000_000, lines: [{ productId: 1, rowTotalCents: 1_000_000 }] }));
    const stackSum = many.filter((c) => c.stackable).reduce((s, c) => s + c.value, 0);
    const bestNon = Math.max(...many.filter((c) => !c.stackable).map((c) => c.value));
    expect(best.discountCents).toBe(stackSum + bestNon);
    expect(best.chosen.filter((c) => !c.coupon.stackable)).toHaveLength(1);
  });
  it('exhaustive and greedy agree on random small sets', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 50; n++) {
      const set = Array.from({ length: 6 }, (_, i) =>
        coupon({ code: `R${i}`, kind: rnd() < 0.5 ? 'amount' : 'percent', value: Math.floor(rnd() * 3000), stackable: rnd() < 0.5 }),
      );
      const c = cart({ subtotalCents: 1000 + Math.floor(rnd() * 20_000) });
      const exhaustive = bestCouponCombination(set, c).discountCents;
      // The structural optimum: the best non-stackable plus every stackable, capped.
      const checks = set.map((k) => ({ k, r: checkCoupon(k, c) }));
      const stack = checks.filter((x) => x.k.stackable && x.r.ok).reduce((s, x) => s + (x.r.ok ? x.r.discountCents : 0), 0);
      const non = Math.max(0, ...checks.filter((x) => !x.k.stackable && x.r.ok).map((x) => (x.r.ok ? x.r.discountCents : 0)));
      expect(exhaustive).toBe(Math.min(c.subtotalCents, stack + non));
    }
  });
});
