import { describe, expect, it } from 'vitest';
import { proposeSubstitute, type SubstituteCandidate } from '../../core/substitutions/substitute-rule';

const product = (over: Partial<SubstituteCandidate> & { productId: number }): SubstituteCandidate => ({
  category: 7,
  priceCents: 1000,
  size: 1000,
  available: true,
  ...over,
});

describe('proposeSubstitute', () => {
  const missing = product({ productId: 1, available: false });

  it('picks the same-category product of the closest size within 10 % of the price', () => {
    const chosen = proposeSubstitute(missing, [
      product({ productId: 2, size: 1200 }),
      product({ productId: 3, size: 1050, priceCents: 1090 }),
      product({ productId: 4, size: 1000, category: 8 }),
    ]);
    expect(chosen?.productId).toBe(3);
  });

  it('accepts exactly 10 % and refuses just over it', () => {
    expect(proposeSubstitute(missing, [product({ productId: 2, priceCents: 1100 })])?.productId).toBe(2);
    expect(proposeSubstitute(missing, [product({ productId: 2, priceCents: 900 })])?.productId).toBe(2);
    expect(proposeSubstitute(missing, [product({ productId: 2, priceCents: 1101 })])).toBeNull();
    expect(proposeSubstitute(missing, [product({ productId: 2, priceCents: 899 })])).toBeNull();
  });

  it('skips unavailable products, the missing product itself and sizes too far off', () => {
    expect(
      proposeSubstitute(missing, [
        product({ productId: 1 }),
        product({ productId: 2, available: false }),
        product({ productId: 3, size: 2000 }),
        product({ productId: 4, size: null }),
      ]),
    ).toBeNull();
  });

  it('breaks ties by closer price, then lower id', () => {
    const chosen = proposeSubstitute(missing, [
      product({ productId: 9, priceCents: 1050 }),
      product({ productId: 8, priceCents: 960 }),
      product({ productId: 5, priceCents: 1045 }),
    ]);
    expect(chosen?.productId).toBe(8);
    expect(proposeSubstitute(missing, [product({ productId: 6 }), product({ productId: 5 })])?.productId).toBe(5);
  });
});
