import { describe, expect, it } from 'vitest';
import { giftLine } from '../../core/cart/gift-row';
import { batchTierFor } from '../../core/pricing/batch-price';
import { optionGroupTotals, optionItemTotals } from '../../core/pricing/option-totals';
import { computeRowTotal } from '../../core/pricing/row-total';
import { group, item, line } from './fixtures';

describe('row totals: regular price', () => {
  it('qty × price, original qty × org_price, the difference is a products discount', () => {
    // 3 × $4.50 = $13.50; 3 × $5.00 = $15.00; discount $1.50.
    const t = computeRowTotal(line({ qty: 3, priceCents: 450, orgPriceCents: 500 }));
    expect(t.pricing).toBe('regular');
    expect(t.rowTotalCents).toBe(1350);
    expect(t.orgRowTotalCents).toBe(1500);
    expect(t.productsDiscountCents).toBe(150);
    expect(t.batchDiscountCents).toBe(0);
  });

  it('a gift row (qty -1) totals nothing', () => {
    const t = computeRowTotal(giftLine('Napkins'));
    expect(t.rowTotalCents).toBe(0);
    expect(t.orgRowTotalCents).toBe(0);
  });
});

describe('row totals: option items', () => {
  const size = group({
    id: 1,
    label: 'Size',
    type: 'radio',
    items: [
      // Checked radio item with the wire default qty 0 counts as one unit.
      item({ id: 11, name: 'Large', priceCents: 200, orgPriceCents: 200, checked: true, qty: 0 }),
      item({ id: 12, name: 'Small', priceCents: 0, orgPriceCents: 0 }),
    ],
  });
  const sauce = group({
    id: 2,
    label: 'Sauce',
    type: 'checkbox',
    items: [
      item({ id: 21, name: 'BBQ', priceCents: 50, orgPriceCents: 75, checked: true, qty: 2 }),
      item({ id: 22, name: 'Ranch', priceCents: 50, orgPriceCents: 50, checked: false, qty: 0 }),
    ],
  });

  it('item row total = qty × price, original = qty × org_price', () => {
    // BBQ: 2 × $0.50 = $1.00; original 2 × $0.75 = $1.50.
    expect(optionItemTotals(sauce.items[0]!)).toEqual({ totalCents: 100, orgTotalCents: 150 });
    // Unchecked Ranch contributes nothing.
    expect(optionItemTotals(sauce.items[1]!)).toEqual({ totalCents: 0, orgTotalCents: 0 });
  });

  it('group totals are sums of item totals', () => {
    expect(optionGroupTotals(size)).toEqual({ totalCents: 200, orgTotalCents: 200 });
    expect(optionGroupTotals(sauce)).toEqual({ totalCents: 100, orgTotalCents: 150 });
  });

  it('row total adds the options once to qty × price', () => {
    // $10.00 + Large $2.00 + BBQ $1.00 = $13.00; original $10.00 + $2.00 + $1.50 = $13.50.
    const t = computeRowTotal(line({ qty: 1, options: [size, sauce] }));
    expect(t.rowTotalCents).toBe(1300);
    expect(t.orgRowTotalCents).toBe(1350);
    expect(t.optionsTotalCents).toBe(300);
    expect(t.optionsOrgTotalCents).toBe(350);
    // The discounted option is a products discount: $0.50.
    expect(t.productsDiscountCents).toBe(50);
  });
});

describe('row totals: batch price tiers', () => {
  const tiers = [
    { start: 1, end: 9, priceCents: 1000 },
    { start: 10, end: 49, priceCents: 900 },
    { start: 50, end: 0, priceCents: 800 },
  ];
  const bulk = (qty: number) => line({ qty, priceCents: 1000, orgPriceCents: 1000, batchPrice: tiers });

  it('a tier applies when qty lies within start..end', () => {
    expect(batchTierFor(tiers, 9)?.priceCents).toBe(1000);
    expect(batchTierFor(tiers, 10)?.priceCents).toBe(900);
    expect(batchTierFor(tiers, 49)?.priceCents).toBe(900);
  });

  it('end 0 is open: qty ≥ start', () => {
    expect(batchTierFor(tiers, 50)?.priceCents).toBe(800);
    expect(batchTierFor(tiers, 5000)?.priceCents).toBe(800);
  });

  it('below every tier no tier applies', () => {
    expect(batchTierFor([{ start: 10, end: 0, priceCents: 900 }], 9)).toBeNull();
  });

  it('the tier price applies to every unit; the saving is a batch discount', () => {
    // 10 × $9.00 = $90.00 against 10 × $10.00 = $100.00: batch discount $10.00.
    const t = computeRowTotal(bulk(10));
    expect(t.pricing).toBe('batch');
    expect(t.rowTotalCents).toBe(9000);
    expect(t.orgRowTotalCents).toBe(10_000);
    expect(t.batchDiscountCents).toBe(1000);
    expect(t.productsDiscountCents).toBe(0);
    // 60 × $8.00 = $480.00.
    expect(computeRowTotal(bulk(60)).rowTotalCents).toBe(48_000);
  });

  it('a product with tiers none of which its qty reaches is priced normally', () => {
    // 5 × $10.00 = $50.00, regular.
    const t = computeRowTotal(line({ qty: 5, batchPrice: [{ start: 10, end: 0, priceCents: 900 }] }));
    expect(t.pricing).toBe('regular');
    expect(t.rowTotalCents).toBe(5000);
  });
});

describe('row totals: special offers', () => {
  const special = { isSpecial: true, priceCents: 300, orgPriceCents: 500 };

  it('(qty − dis_qty) × org_price + dis_qty × price', () => {
    // qty 5, dis_qty 2: 3 × $5.00 + 2 × $3.00 = $15.00 + $6.00 = $21.00; original 5 × $5.00 = $25.00.
    const t = computeRowTotal(line({ ...special, qty: 5 }), 2);
    expect(t.pricing).toBe('special');
    expect(t.disQty).toBe(2);
    expect(t.rowTotalCents).toBe(2100);
    expect(t.orgRowTotalCents).toBe(2500);
    expect(t.productsDiscountCents).toBe(400);
  });

  it('priced alone, discount_limit_times caps the special units', () => {
    // limit 3 of qty 5: 2 × $5.00 + 3 × $3.00 = $10.00 + $9.00 = $19.00.
    const t = computeRowTotal(line({ ...special, qty: 5, discountLimitTimes: 3 }));
    expect(t.disQty).toBe(3);
    expect(t.rowTotalCents).toBe(1900);
  });

  it('discount_limit_times 0 is unlimited', () => {
    // 4 × $3.00 = $12.00.
    expect(computeRowTotal(line({ ...special, qty: 4 })).rowTotalCents).toBe(1200);
  });

  it('a dis_qty above the limit is capped', () => {
    // limit 1: 1 × $3.00 + 1 × $5.00 = $8.00 even when asked for 2.
    expect(computeRowTotal(line({ ...special, qty: 2, discountLimitTimes: 1 }), 2).rowTotalCents).toBe(800);
  });

  it('options are added to the special split', () => {
    const extra = group({
      items: [item({ name: 'Sliced', priceCents: 100, orgPriceCents: 100, checked: true, qty: 1 })],
    });
    // 1 × $3.00 + $1.00 option = $4.00; original $5.00 + $1.00 = $6.00.
    const t = computeRowTotal(line({ ...special, qty: 1, options: [extra] }), 1);
    expect(t.rowTotalCents).toBe(400);
    expect(t.orgRowTotalCents).toBe(600);
  });

  it('a batch tier in effect wins over the special split', () => {
    // qty 10 reaches the $2.50 tier: 10 × $2.50 = $25.00 (not the special $3.00).
    const t = computeRowTotal(line({ ...special, qty: 10, batchPrice: [{ start: 10, end: 0, priceCents: 250 }] }), 10);
    expect(t.pricing).toBe('batch');
    expect(t.rowTotalCents).toBe(2500);
    expect(t.disQty).toBe(0);
  });
});
