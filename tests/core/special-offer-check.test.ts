import { describe, expect, it } from 'vitest';
import { checkSpecialOfferAdd, type SpecialOfferAddInput } from '../../core/cart/special-offer-check';

const base: SpecialOfferAddInput = {
  name: 'Canola oil',
  qty: 1,
  inCart: 0,
  specialCap: 0,
  shopSaleUnits: 0,
  orderLimitTimes: 0,
};

describe('special-offer quantity checks', () => {
  it('a product may not exceed discount_limit_times', () => {
    // limit 3, 2 in cart, adding 2 → 4 > 3; 1 left.
    expect(checkSpecialOfferAdd({ ...base, specialCap: 3, inCart: 2, qty: 2 })).toEqual({
      ok: false,
      reason: 'over_special_limit',
      params: { name: 'Canola oil', inCart: 2, limit: 3, left: 1 },
    });
    expect(checkSpecialOfferAdd({ ...base, specialCap: 3, inCart: 2, qty: 1 })).toEqual({ ok: true });
  });

  it('discount_limit_times 0 is no limit', () => {
    expect(checkSpecialOfferAdd({ ...base, qty: 500 })).toEqual({ ok: true });
  });

  it('the cart may not exceed the shop order_limit_times', () => {
    // 4 special units in the cart, limit 5, adding 2 → 6 > 5; 1 left.
    expect(checkSpecialOfferAdd({ ...base, shopSaleUnits: 4, orderLimitTimes: 5, qty: 2 })).toEqual({
      ok: false,
      reason: 'over_shop_special_limit',
      params: { name: 'Canola oil', inCart: 4, limit: 5, left: 1 },
    });
    expect(checkSpecialOfferAdd({ ...base, shopSaleUnits: 4, orderLimitTimes: 5, qty: 1 })).toEqual({ ok: true });
  });

  it('order_limit_times ≤ 0 is no limit', () => {
    expect(checkSpecialOfferAdd({ ...base, shopSaleUnits: 99, orderLimitTimes: 0, qty: 5 })).toEqual({ ok: true });
    expect(checkSpecialOfferAdd({ ...base, shopSaleUnits: 99, orderLimitTimes: -1, qty: 5 })).toEqual({ ok: true });
  });
});
