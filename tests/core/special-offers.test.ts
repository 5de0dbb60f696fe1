import { describe, expect, it } from 'vitest';
import { allocateSpecialUnits } from '../../core/pricing/special-offers';
import { computeRowTotal } from '../../core/pricing/row-total';
import { specialUnitCap } from '../../core/pricing/special-units';
import { line } from './fixtures';

// Unit discounts: A $2.00 (5.00 → 3.00), B $3.00 (4.00 → 1.00), C $1.00 (10.00 → 9.00).
const A = { productId: 101, isSpecial: true, priceCents: 300, orgPriceCents: 500 };
const B = { productId: 102, isSpecial: true, priceCents: 100, orgPriceCents: 400 };
const C = { productId: 103, isSpecial: true, priceCents: 900, orgPriceCents: 1000 };

describe('special offers: discount_limit_times', () => {
  it('reaching the limit puts the product on the over-limit list', () => {
    const r = allocateSpecialUnits([line({ ...A, qty: 2, discountLimitTimes: 2 })], 0);
    expect(r.disQty).toEqual([2]);
    expect(r.overLimitProductIds).toEqual([101]);
  });

  it('below the limit the product is not listed', () => {
    const r = allocateSpecialUnits([line({ ...A, qty: 1, discountLimitTimes: 2 })], 0);
    expect(r.overLimitProductIds).toEqual([]);
  });

  it('units over the limit are charged org_price', () => {
    const lines = [line({ ...A, qty: 5, discountLimitTimes: 2 })];
    const r = allocateSpecialUnits(lines, 0);
    expect(r.disQty).toEqual([2]);
    // 3 × $5.00 + 2 × $3.00 = $21.00.
    expect(computeRowTotal(lines[0]!, r.disQty[0]).rowTotalCents).toBe(2100);
  });

  it('each unit counts: lines of one product share its limit, in cart order', () => {
    // A product with options has one line per unit; limit 2 over three lines → 1, 1, 0.
    const lines = [1, 2, 3].map(() => line({ ...A, qty: 1, discountLimitTimes: 2 }));
    const r = allocateSpecialUnits(lines, 0);
    expect(r.disQty).toEqual([1, 1, 0]);
    expect(r.overLimitProductIds).toEqual([101]);
  });

  it('non-special lines take no units', () => {
    const r = allocateSpecialUnits([line({ qty: 4 }), line({ ...A, qty: 1 })], 0);
    expect(r.disQty).toEqual([0, 1]);
    expect(r.saleUnits).toBe(1);
  });
});

describe('special offers: shop order_limit_times', () => {
  const cart = [line({ ...A, qty: 2 }), line({ ...B, qty: 2 }), line({ ...C, qty: 2 })];

  it('when exceeded, the smallest discounts per unit fall back to original price', () => {
    // 6 units asked, limit 3. Ranked by unit discount: B ($3), A ($2), C ($1).
    // B keeps 2, A keeps 1, C keeps 0.
    const r = allocateSpecialUnits(cart, 3);
    expect(r.requestedUnits).toBe(6);
    expect(r.saleUnits).toBe(3);
    expect(r.saleLimit).toBe(3);
    expect(r.disQty).toEqual([1, 2, 0]);
    // A: 1 × $5.00 + 1 × $3.00 = $8.00; B: 2 × $1.00 = $2.00; C: 2 × $10.00 = $20.00.
    const totals = cart.map((l, i) => computeRowTotal(l, r.disQty[i]).rowTotalCents);
    expect(totals).toEqual([800, 200, 2000]);
  });

  it('exactly at the limit nothing falls back', () => {
    const r = allocateSpecialUnits(cart, 6);
    expect(r.disQty).toEqual([2, 2, 2]);
    expect(r.saleUnits).toBe(6);
  });

  it('order_limit_times ≤ 0 means no limit', () => {
    expect(allocateSpecialUnits(cart, 0).disQty).toEqual([2, 2, 2]);
    expect(allocateSpecialUnits(cart, -1).disQty).toEqual([2, 2, 2]);
    expect(allocateSpecialUnits(cart, -1).saleLimit).toBe(0);
  });

  it('equal unit discounts fall back in cart order (the later line loses first)', () => {
    const twins = [line({ ...A, qty: 1 }), line({ ...A, productId: 104, qty: 1 })];
    expect(allocateSpecialUnits(twins, 1).disQty).toEqual([1, 0]);
  });

  it('per-product limits apply before the shop limit', () => {
    // B capped at 1 by its own limit; then 2 + 1 + 2 = 5 units against a shop limit of 4:
    // ranking B (1 unit), A (2), C loses 1 of its 2.
    const lines = [line({ ...A, qty: 2 }), line({ ...B, qty: 2, discountLimitTimes: 1 }), line({ ...C, qty: 2 })];
    const r = allocateSpecialUnits(lines, 4);
    expect(r.requestedUnits).toBe(5);
    expect(r.disQty).toEqual([2, 1, 1]);
  });
});

describe('special offers: dis_qty (spec §3, §9 row total = (qty − dis_qty) × org_price + dis_qty × price)', () => {
  it('a product published with dis_qty 2 bought 5 at a time: 2 special units, 3 regular', () => {
    const lines = [line({ ...A, qty: 5, disQty: 2 })];
    const r = allocateSpecialUnits(lines, 0);
    expect(r.disQty).toEqual([2]);
    // 3 × $5.00 + 2 × $3.00 = $21.00.
    expect(computeRowTotal(lines[0]!, r.disQty[0]).rowTotalCents).toBe(2100);
    // Priced alone, the same cap holds.
    expect(computeRowTotal(lines[0]!).rowTotalCents).toBe(2100);
    expect(r.overLimitProductIds).toEqual([101]);
  });

  it('the tighter of dis_qty and discount_limit_times holds; 0 in either sets no cap', () => {
    expect(specialUnitCap({ disQty: 4, discountLimitTimes: 2 })).toBe(2);
    expect(specialUnitCap({ disQty: 4, discountLimitTimes: 5 })).toBe(4);
    expect(specialUnitCap({ disQty: 0, discountLimitTimes: 3 })).toBe(3);
    expect(specialUnitCap({ disQty: 3, discountLimitTimes: 0 })).toBe(3);
    expect(specialUnitCap({ disQty: 0, discountLimitTimes: 0 })).toBe(0);
    // dis_qty 0, no limit: every unit special (4 × $3.00).
    expect(computeRowTotal(line({ ...A, qty: 4, disQty: 0 })).rowTotalCents).toBe(1200);
  });

  it('dis_qty is shared by the lines of one product, then the shop limit ranks by discount', () => {
    // A: dis_qty 1 over two lines → 1, 0. B: dis_qty 2, qty 3 → 2. Shop limit 2: B saves more ($3 vs $2) → B 2, A 0.
    const lines = [line({ ...A, qty: 1, disQty: 1 }), line({ ...A, qty: 1, disQty: 1 }), line({ ...B, qty: 3, disQty: 2 })];
    expect(allocateSpecialUnits(lines, 0).disQty).toEqual([1, 0, 2]);
    expect(allocateSpecialUnits(lines, 2).disQty).toEqual([0, 0, 2]);
  });
});
