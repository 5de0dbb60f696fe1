import { describe, expect, it } from 'vitest';
import { computeFullDiscount, discountTiersFromEvents, type DiscountTier } from '../../core/pricing/full-discount';

// Given out of order on purpose; the $50 tier is disabled.
const tiers: DiscountTier[] = [
  { enabled: true, fullAmountCents: 20_000, discountCents: 1500, gift: 'Napkins' },
  { enabled: true, fullAmountCents: 10_000, discountCents: 500, gift: null },
  { enabled: false, fullAmountCents: 5000, discountCents: 200, gift: 'Chopsticks' },
  { enabled: true, fullAmountCents: 30_000, discountCents: 3000, gift: 'Soy sauce 1 L' },
];

describe('full-amount discount tiers', () => {
  it('one cent below the first enabled threshold: none reached', () => {
    // $99.99 < $100.00. The disabled $50 tier does not count although $99.99 ≥ $50.
    const r = computeFullDiscount(tiers, 9999);
    expect(r.discountCents).toBe(0);
    expect(r.gift).toBeNull();
    // Next is the $100 tier: $5.00 off; availableNextHit = 100.00 − 99.99 − 0 = $0.01.
    expect(r.next).toEqual({ saleAmountCents: 500, fullAmountCents: 10_000, gift: null, availableNextHitCents: 1 });
  });

  it('exact threshold (equal cents) reaches the tier', () => {
    // $100.00 reaches $100 → $5 off. Next $200 → $15 + Napkins.
    // availableNextHit = 200.00 − (100.00 − 5.00) − 5.00 = $100.00.
    const r = computeFullDiscount(tiers, 10_000);
    expect(r.discountCents).toBe(500);
    expect(r.next).toEqual({ saleAmountCents: 1500, fullAmountCents: 20_000, gift: 'Napkins', availableNextHitCents: 10_000 });
  });

  it('between tiers the highest reached applies', () => {
    // $250.00: $200 tier → $15 + Napkins; next $300: need 300 − 250 = $50.00.
    const r = computeFullDiscount(tiers, 25_000);
    expect(r.discountCents).toBe(1500);
    expect(r.gift).toBe('Napkins');
    expect(r.next?.availableNextHitCents).toBe(5000);
    expect(r.next?.gift).toBe('Soy sauce 1 L');
  });

  it('all reached: the last tier applies and there is no next', () => {
    expect(computeFullDiscount(tiers, 30_000)).toEqual({ discountCents: 3000, gift: 'Soy sauce 1 L', next: null });
    expect(computeFullDiscount(tiers, 1_000_000)).toEqual({ discountCents: 3000, gift: 'Soy sauce 1 L', next: null });
  });

  it('no enabled tiers: no discount, no gift, no hint', () => {
    const off = tiers.map((t) => ({ ...t, enabled: false }));
    expect(computeFullDiscount(off, 1_000_000)).toEqual({ discountCents: 0, gift: null, next: null });
    expect(computeFullDiscount([], 1_000_000)).toEqual({ discountCents: 0, gift: null, next: null });
  });

  it('wire events convert dollars to cents and keep only enabled = 1 as enabled', () => {
    const converted = discountTiersFromEvents([
      { enabled: 1, discount_amount: 5, options: { full_amount: '100', gift_product: '' } },
      { enabled: 0, discount_amount: '2.5', options: { full_amount: 49.99, gift_product: 'Gloves' } },
      // 4.999 rounds to $5.00 (nextSaleAmount rounded to 2 decimals); 0.1 + 0.2 → $0.30.
      { enabled: true, discount_amount: 4.999, options: { full_amount: 0.1 + 0.2 } },
    ]);
    expect(converted).toEqual([
      { enabled: true, fullAmountCents: 10_000, discountCents: 500, gift: null },
      { enabled: false, fullAmountCents: 4999, discountCents: 250, gift: 'Gloves' },
      { enabled: true, fullAmountCents: 30, discountCents: 500, gift: null },
    ]);
  });
});
