import { describe, expect, it } from 'vitest';
import { kin, productKind, proposeSubstitute, type SubstituteCandidate } from '../../core/substitutions/substitute-rule';

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

describe('productKind and kin: what a product is, from its English name', () => {
  it('reads the head noun, singular, without sizes, pack terms and colours', () => {
    expect(productKind('Yellow Cooking Onions')).toEqual({ words: ['cooking', 'onion'], head: 'onion' });
    expect(productKind('Gai Lan (Chinese Broccoli)').head).toBe('broccoli');
    expect(productKind('Sea Scallops 20/30').head).toBe('scallop');
    expect(productKind('Large Eggs, Grade A').head).toBe('egg');
    expect(productKind('Cherries').head).toBe('cherry');
    expect(productKind('Tomatoes').head).toBe('tomato');
  });

  it('pairs products of one kind and keeps others apart', () => {
    const k = (a: string, b: string) => kin(productKind(a), productKind(b));
    expect(k('Mustard Oil', 'Vegetable Oil')).toBe(true);
    expect(k('Red Onions', 'Yellow Cooking Onions')).toBe(true);
    expect(k('Gai Lan (Chinese Broccoli)', 'Broccoli Crowns')).toBe(true);
    expect(k('Liquid Egg Whites', 'Large Eggs')).toBe(true);
    expect(k('Hass Avocados', 'Peeled Garlic')).toBe(false);
    expect(k('Chicken Feet', 'Chicken Wings')).toBe(false);
    expect(k('Sea Scallops 20/30', 'Roasted Eel (Unagi Kabayaki)')).toBe(false);
  });

  it('refuses a product of another kind however close its price and size', () => {
    const avocado = product({ productId: 1, available: false, kind: productKind('Hass Avocados') });
    expect(proposeSubstitute(avocado, [product({ productId: 2, kind: productKind('Peeled Garlic') })])).toBeNull();
    expect(proposeSubstitute(avocado, [product({ productId: 3, kind: productKind('Ripe Avocados') })])?.productId).toBe(3);
    // Without a kind on either side, the rule is price and size alone.
    expect(proposeSubstitute(avocado, [product({ productId: 4 })])?.productId).toBe(4);
  });
});
