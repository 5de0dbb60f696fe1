import { describe, expect, it } from 'vitest';
import type { CartLineView } from '../../../../core/schemas/cart';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import { createCartStore, productOfLine, type WireOptionGroup } from './cart-store';
import { product } from './test-product';

const size = (checked: 1 | 2 | null): WireOptionGroup => ({
  id: 7,
  label: 'Size',
  type: 'radio',
  status: 1,
  min: 1,
  max: 1,
  items: [
    { id: 1, name: 'Small', price: 0, org_price: 0, max: 0, status: 1, checked: checked === 1 ? 1 : 0 },
    { id: 2, name: 'Large', price: 2, org_price: 2, max: 0, status: 1, checked: checked === 2 ? 1 : 0 },
  ],
});

function line(p: ProductSummary, qty: number, extra: Partial<CartLineView> = {}): CartLineView {
  return {
    ...p,
    line_key: `${p.product_id}`,
    qty,
    note: '',
    options: [],
    row_total: p.price * qty,
    org_row_total: p.org_price * qty,
    is_gift: false,
    ...extra,
  };
}

function setup() {
  const data = new Map<string, string>();
  let key = 0;
  const store = createCartStore({
    storage: {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    },
    newCartId: () => 500,
    newKey: () => `k${++key}`,
  });
  store.getState().setUp(17243, 'delivery');
  return store;
}

describe('cart store: replaceFromServer (the merged cart at sign-in)', () => {
  it('keeps only the product fields of a line', () => {
    const p = product({ product_id: 3 });
    expect(productOfLine(line(p, 2, { note: 'x', is_gift: false }))).toEqual(p);
  });

  it('replaces the rows with the server lines, skipping gifts', () => {
    const store = setup();
    store.getState().add({ product: product({ product_id: 9 }), qty: 4, shopId: 17243, shippingType: 'delivery' });
    const garlic = product();
    const napkins = product({ product_id: 2, product_name: 'Napkins' });
    store.getState().replaceFromServer([
      line(garlic, 3, { note: 'cut' }),
      line(napkins, -1, { is_gift: true, line_key: 'gift:2', product_name: 'Gift Napkins' }),
    ]);
    const { items, shopId, shippingType, cartId } = store.getState();
    expect(items).toEqual([{ key: expect.any(String), product: garlic, qty: 3, note: 'cut', options: [] }]);
    expect({ shopId, shippingType, cartId }).toEqual({ shopId: 17243, shippingType: 'delivery', cartId: 500 });
  });

  it('splits a line with options into rows of qty 1 and drops option groups with nothing chosen from the row', () => {
    const store = setup();
    const chicken = product({ product_id: 5, has_options: true });
    const unchosen: WireOptionGroup = { ...size(null), id: 8, label: 'Sauce' };
    store.getState().replaceFromServer([line(chicken, 2, { options: [size(2), unchosen], line_key: '5:7:2' })]);
    const { items } = store.getState();
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({ qty: 1, options: [size(2)] });
      // The product keeps all its groups without the choices: the cart checks the row's options against them.
      const bare = (g: WireOptionGroup) => ({ ...g, items: g.items.map(({ checked: _c, qty: _q, ...i }) => i) });
      expect(item.product).toEqual({ ...chicken, options: [bare(size(2)), bare(unchosen)] });
    }
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
  });

  it('merges repeated lines of a product without options into one row', () => {
    const store = setup();
    const garlic = product();
    store.getState().replaceFromServer([line(garlic, 2, { note: 'a' }), line(garlic, 1, { note: '' })]);
    expect(store.getState().items).toMatchObject([{ qty: 3, note: 'a' }]);
  });

  it('an empty answer empties the cart with its codes and combos; codes of products still there stay', () => {
    const store = setup();
    store.getState().add({ product: product(), qty: 1, shopId: 17243, shippingType: 'delivery' });
    store.getState().add({ product: product({ product_id: 4 }), qty: 1, shopId: 17243, shippingType: 'delivery' });
    store.getState().setDiscountCodes([
      { code: 'A', product_id: 1 },
      { code: 'B', product_id: 4 },
    ]);
    store.getState().addCombo(3, 1);
    store.getState().replaceFromServer([line(product(), 1)]);
    expect(store.getState().discountCodes).toEqual([{ code: 'A', product_id: 1 }]);
    expect(store.getState().comboItems).toEqual([{ combo_id: 3, times: 1 }]);

    store.getState().replaceFromServer([]);
    expect(store.getState()).toMatchObject({ items: [], discountCodes: [], comboItems: [], syncCartId: 0 });
  });
});
