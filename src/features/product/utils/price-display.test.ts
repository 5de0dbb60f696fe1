import { describe, expect, it } from 'vitest';
import { formatDecimal, priceTiers } from './price-display';

const base = { price: 84.95, org_price: 84.95, is_special: 0 as const, dis_qty: 0, discount_limit_times: 0, batch_price: [] };

describe('product price table', () => {
  it('lists volume tiers with the saving against the regular price, the last one open-ended', () => {
    const tiers = priceTiers({
      ...base,
      batch_price: [
        { start: 5, end: 9, price: 81.95 },
        { start: 1, end: 4, price: 84.95 },
        { start: 10, end: 0, price: 78.95 },
      ],
    });
    expect(tiers).toEqual([
      { start: 1, end: 4, priceCents: 8495, savingCents: 0, special: false },
      { start: 5, end: 9, priceCents: 8195, savingCents: 300, special: false },
      { start: 10, end: null, priceCents: 7895, savingCents: 600, special: false },
    ]);
  });

  it('shows a capped special offer as the special units, then the regular price', () => {
    expect(priceTiers({ ...base, price: 27.95, org_price: 32.95, is_special: 1, discount_limit_times: 3 })).toEqual([
      { start: 1, end: 3, priceCents: 2795, savingCents: 500, special: true },
      { start: 4, end: null, priceCents: 3295, savingCents: 0, special: false },
    ]);
  });

  it('a special published with dis_qty shows that many special units (the tighter of dis_qty and the limit)', () => {
    expect(priceTiers({ ...base, price: 21.95, org_price: 24.95, is_special: 1, dis_qty: 4, discount_limit_times: 5 })).toEqual([
      { start: 1, end: 4, priceCents: 2195, savingCents: 300, special: true },
      { start: 5, end: null, priceCents: 2495, savingCents: 0, special: false },
    ]);
    expect(priceTiers({ ...base, price: 21.95, org_price: 24.95, is_special: 1, dis_qty: 4, discount_limit_times: 2 })[0]).toMatchObject({ end: 2 });
  });

  it('has no table when one price applies to any quantity', () => {
    expect(priceTiers(base)).toEqual([]);
    expect(priceTiers({ ...base, price: 37.95, org_price: 42.95, is_special: 1, discount_limit_times: 0 })).toEqual([]);
  });

  it('writes weights with the locale decimal separator', () => {
    expect(formatDecimal('4.5', 'fr')).toBe('4,5');
    expect(formatDecimal('4.50', 'en')).toBe('4.5');
    expect(formatDecimal('22.7', 'cn')).toBe('22.7');
    expect(formatDecimal('abc', 'en')).toBe('abc');
  });
});
