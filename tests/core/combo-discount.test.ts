import { describe, expect, it } from 'vitest';
import { comboDiscount, type ComboDeal } from '../../core/pricing/combo-discount';

const riceAndOil: ComboDeal = {
  comboId: 1,
  priceCents: 2500,
  items: [
    { productId: 10, qty: 1, unitPriceCents: 2000 },
    { productId: 11, qty: 2, unitPriceCents: 500 },
  ],
};
const oilPair: ComboDeal = { comboId: 2, priceCents: 800, items: [{ productId: 11, qty: 2, unitPriceCents: 500 }] };

describe('comboDiscount', () => {
  it('takes regular minus combo price per complete set, up to the sets claimed', () => {
    // regular 2000 + 2 × 500 = 3000, combo 2500 → 500 per set; the cart holds 2 rice and 5 oil → 2 sets.
    expect(comboDiscount([riceAndOil], [{ comboId: 1, times: 3 }], new Map([[10, 2], [11, 5]]))).toEqual({
      discountCents: 1000,
      applied: [{ comboId: 1, times: 2, discountCents: 1000 }],
    });
  });

  it('counts each unit towards one combo only, in the order the combos were added', () => {
    // Combo 1 takes 1 rice + 2 oil; 1 oil is left, short of combo 2's pair.
    const got = comboDiscount([riceAndOil, oilPair], [{ comboId: 1, times: 1 }, { comboId: 2, times: 1 }], new Map([[10, 1], [11, 3]]));
    expect(got.applied).toEqual([{ comboId: 1, times: 1, discountCents: 500 }]);
  });

  it('ignores unknown combos, non-positive times and a combo priced above its items', () => {
    const dear: ComboDeal = { comboId: 3, priceCents: 5000, items: [{ productId: 10, qty: 1, unitPriceCents: 2000 }] };
    const got = comboDiscount([riceAndOil, dear], [{ comboId: 9, times: 1 }, { comboId: 1, times: 0 }, { comboId: 3, times: 1 }], new Map([[10, 4], [11, 4]]));
    expect(got).toEqual({ discountCents: 0, applied: [{ comboId: 3, times: 1, discountCents: 0 }] });
  });
});
