import { describe, expect, it } from 'vitest';
import { summaryWithGroupPrice } from '../../core/catalogue/group-price-view';
import { computeRowTotal } from '../../core/pricing/row-total';
import { groupUnitPriceCents, withGroupPrice } from '../../core/pricing/group-price';
import type { CartLine, PricedProduct } from '../../core/pricing/types';
import type { ProductSummary } from '../../core/schemas/catalogue';

const product = (over: Partial<PricedProduct> = {}): PricedProduct => ({
  productId: 1,
  name: 'Rice',
  priceCents: 1000,
  orgPriceCents: 1000,
  isSpecial: false,
  disQty: 0,
  discountLimitTimes: 0,
  batchPrice: [],
  stock: -9999,
  max: 0,
  ...over,
});
const line = (p: PricedProduct, qty: number): CartLine => ({ ...p, qty, note: '', options: [] });

describe('group prices (core withGroupPrice)', () => {
  it('a fixed price and a percentage off (rounded half away from zero)', () => {
    expect(groupUnitPriceCents(product(), { kind: 'fixed', priceCents: 850 })).toBe(850);
    expect(groupUnitPriceCents(product({ priceCents: 999, orgPriceCents: 999 }), { kind: 'percent', basisPoints: 1250 })).toBe(874); // 874.125
    expect(groupUnitPriceCents(product({ priceCents: 1001, orgPriceCents: 1001 }), { kind: 'percent', basisPoints: 5000 })).toBe(501); // 500.5
    expect(withGroupPrice(product(), { kind: 'percent', basisPoints: 1000 }).priceCents).toBe(900);
  });

  it('never charges more than the public price; no entry leaves the product as it is', () => {
    const p = product();
    expect(withGroupPrice(p, { kind: 'fixed', priceCents: 1200 })).toBe(p);
    expect(withGroupPrice(p, undefined)).toBe(p);
  });

  it('a special offer cheaper than the group price stays; the units beyond it pay the group price', () => {
    const special = product({ priceCents: 600, orgPriceCents: 1000, isSpecial: true, disQty: 2 });
    const priced = withGroupPrice(special, { kind: 'fixed', priceCents: 800 });
    expect(priced).toMatchObject({ isSpecial: true, priceCents: 600, orgPriceCents: 800 });
    expect(computeRowTotal(line(priced, 5)).rowTotalCents).toBe(2 * 600 + 3 * 800);
  });

  it('a special offer no cheaper than the group price gives way to it; % off is taken from the regular price', () => {
    const special = product({ priceCents: 900, orgPriceCents: 1000, isSpecial: true, disQty: 2 });
    const priced = withGroupPrice(special, { kind: 'percent', basisPoints: 2000 });
    expect(priced).toMatchObject({ isSpecial: false, priceCents: 800, orgPriceCents: 1000 });
    expect(computeRowTotal(line(priced, 5)).rowTotalCents).toBe(5 * 800);
  });

  it('batch tiers stay, none above the group price', () => {
    const tiered = product({ batchPrice: [{ start: 10, end: 0, priceCents: 950 }, { start: 50, end: 0, priceCents: 700 }] });
    const priced = withGroupPrice(tiered, { kind: 'fixed', priceCents: 900 });
    expect(priced.batchPrice.map((t) => t.priceCents)).toEqual([900, 700]);
    expect(computeRowTotal(line(priced, 60)).rowTotalCents).toBe(60 * 700);
    expect(computeRowTotal(line(priced, 3)).rowTotalCents).toBe(3 * 900);
  });

  it('the wire view gives the renderer the same cents the server charges', () => {
    const wire = { product_id: 1, price: 9, org_price: 10, is_special: 1, dis_qty: 2, discount_limit_times: 0, batch_price: [], stock: -9999, max: 0, discount: 1, discount_price: 9, product_name: 'Rice' } as unknown as ProductSummary;
    const seen = summaryWithGroupPrice(wire, { kind: 'percent', basisPoints: 2000 });
    expect(seen).toMatchObject({ price: 8, org_price: 10, is_special: 0, discount: 2, discount_price: 0 });
    expect(summaryWithGroupPrice(wire, undefined)).toBe(wire);
  });
});
