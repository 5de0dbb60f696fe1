import { describe, expect, it } from 'vitest';
import { checkAddToCart, UNLIMITED_STOCK, type AddToCartInput } from '../../core/cart/add-to-cart-check';

const base: AddToCartInput = { name: 'Flour 20 kg', qty: 1, inCart: 0, stock: 10, max: 0 };

describe('add-to-cart checks', () => {
  it('stock 0 is out of stock', () => {
    expect(checkAddToCart({ ...base, stock: 0 })).toEqual({
      ok: false,
      reason: 'out_of_stock',
      params: { name: 'Flour 20 kg', inCart: 0, limit: 0, left: 0 },
    });
    // Any other negative stock is also treated as none left.
    expect(checkAddToCart({ ...base, stock: -1 })).toMatchObject({ ok: false, reason: 'out_of_stock' });
  });

  it('stock -9999 is unlimited', () => {
    expect(UNLIMITED_STOCK).toBe(-9999);
    expect(checkAddToCart({ ...base, stock: -9999, qty: 1_000_000 })).toEqual({ ok: true });
  });

  it('unlimited stock with max > 0: qty + in-cart > max is the max alert', () => {
    // 8 in cart + 3 = 11 > 10; 2 more could still be added.
    expect(checkAddToCart({ ...base, stock: -9999, max: 10, inCart: 8, qty: 3 })).toEqual({
      ok: false,
      reason: 'over_max',
      params: { name: 'Flour 20 kg', inCart: 8, limit: 10, left: 2 },
    });
    // 8 + 2 = 10 is allowed.
    expect(checkAddToCart({ ...base, stock: -9999, max: 10, inCart: 8, qty: 2 })).toEqual({ ok: true });
  });

  it('stock ≥ max > 0: total above max is the max alert', () => {
    // stock 50, max 10: 5 + 6 = 11 > 10.
    expect(checkAddToCart({ ...base, stock: 50, max: 10, inCart: 5, qty: 6 })).toMatchObject({
      reason: 'over_max',
      params: { limit: 10, left: 5 },
    });
    expect(checkAddToCart({ ...base, stock: 50, max: 10, inCart: 5, qty: 5 })).toEqual({ ok: true });
    // stock equal to max: 11 > 10 is still the max alert.
    expect(checkAddToCart({ ...base, stock: 10, max: 10, qty: 11 })).toMatchObject({ reason: 'over_max' });
  });

  it('0 < stock < max: total above stock is the stock alert', () => {
    // stock 5, max 10: 3 + 3 = 6 > 5 (though ≤ max): "Insufficient stock, only 5 left".
    expect(checkAddToCart({ ...base, stock: 5, max: 10, inCart: 3, qty: 3 })).toEqual({
      ok: false,
      reason: 'over_stock',
      params: { name: 'Flour 20 kg', inCart: 3, limit: 5, left: 2 },
    });
    expect(checkAddToCart({ ...base, stock: 5, max: 10, inCart: 3, qty: 2 })).toEqual({ ok: true });
  });

  it('max 0: total above stock is the stock alert', () => {
    expect(checkAddToCart({ ...base, stock: 5, max: 0, qty: 6 })).toMatchObject({ reason: 'over_stock', params: { limit: 5 } });
    expect(checkAddToCart({ ...base, stock: 5, max: 0, qty: 5 })).toEqual({ ok: true });
  });

  it('no quantity is refused (the add is ignored)', () => {
    expect(checkAddToCart({ ...base, qty: 0 })).toMatchObject({ ok: false, reason: 'no_quantity' });
    expect(checkAddToCart({ ...base, qty: -2 })).toMatchObject({ ok: false, reason: 'no_quantity' });
    expect(checkAddToCart({ ...base, qty: 1.5 })).toMatchObject({ ok: false, reason: 'no_quantity' });
  });
});
