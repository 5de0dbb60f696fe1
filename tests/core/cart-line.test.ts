import { describe, expect, it } from 'vitest';
import { buildCartLine, lineWithQty } from '../../core/cart-line/cart-line';
import { priceCartLines, rowUnitPriceCents } from '../../core/cart-line/cart-pricing';
import { lineProductFromWire } from '../../core/cart-line/line-product';
import { lineTitle, optionsText } from '../../core/cart-line/line-text';
import { chosenGroups, lineKey, normalizeSelection, selectionFits, selectionFromGroups } from '../../core/cart-line/selection';
import { computeRowTotal } from '../../core/pricing/row-total';
import { productDetailSchema, type ProductDetail } from '../../core/schemas/catalogue';
import { group, item } from './fixtures';

const wire: ProductDetail = productDetailSchema.parse({
  product_id: 501,
  sku: 'OIL-16L',
  category: 3,
  position: 1,
  product_name: 'Canola oil 16 L',
  product_full_name: 'Canola oil 16 L jug',
  propaganda_name: '',
  product_image: '/img/oil.jpg',
  tags: [],
  price: 42.99,
  org_price: 0,
  unit_price: '',
  unit_flag: 0,
  unit_count: 0,
  unit_value: '',
  discount: 0,
  discount_price: 0,
  discount_limit_times: 2,
  is_special: 1,
  dis_qty: 7,
  batch_price: [{ start: 10, end: 0, price: 39.1 }],
  stock: -9999,
  max: 20,
  weight_value: '16',
  weight_unit: 'L',
  need_weigh: 0,
  status: 0,
  has_options: true,
  pickup_allowed: true,
  product_desc: '',
  product_detail: '',
  specification: '',
  gallery: [],
  options: [
    {
      id: 1,
      label: 'Spout',
      type: 'radio',
      status: 1,
      min: 0,
      max: 0,
      items: [
        { id: 11, name: 'Pour spout', price: 1.5, org_price: 0, max: 0, status: 1, checked: 1 },
        { id: 12, name: 'None', price: 0, org_price: 0, max: 0, status: 1 },
      ],
    },
    {
      id: 2,
      label: 'Gift wrap',
      type: 'checkbox',
      status: 1,
      min: 0,
      max: 0,
      items: [{ id: 21, name: 'Wrap', price: 2, org_price: 2.5, max: 1, status: 0, checked: 0, qty: 0 }],
    },
  ],
});

describe('a line product from the wire', () => {
  it('converts dollars to cents once; org_price 0 defaults to the price; groups come unchecked', () => {
    const product = lineProductFromWire(wire);
    expect({ ...product, groups: undefined }).toEqual({
      productId: 501,
      name: 'Canola oil 16 L',
      priceCents: 4299,
      orgPriceCents: 4299,
      isSpecial: true,
      disQty: 7,
      discountLimitTimes: 2,
      batchPrice: [{ start: 10, end: 0, priceCents: 3910 }],
      stock: -9999,
      max: 20,
      minQty: 1,
      qtyStep: 1,
      groups: undefined,
    });
    expect(product.groups.flatMap((g) => g.items.map((i) => [i.id, i.checked, i.qty, i.priceCents, i.orgPriceCents]))).toEqual([
      [11, false, 0, 150, 150],
      [12, false, 0, 0, 0],
      [21, false, 0, 200, 250],
    ]);
  });
});

describe('building a cart line', () => {
  const product = lineProductFromWire(wire);

  it('checks the selection on the product, keeps the chosen groups for pricing and keys the line', () => {
    const built = buildCartLine(product, { qty: 1, note: 'back door', selection: [{ group_id: 1, items: [{ item_id: 11, qty: 1 }] }] })!;
    expect(built.key).toBe('501|1:11*1');
    expect(built.line.note).toBe('back door');
    expect(built.line.options.map((g) => g.id)).toEqual([1]);
    expect(built.groups).toHaveLength(2);
    expect(built.issue).toBeNull();
    // Special, limit 2, qty 1: 1 × $42.99 + spout $1.50 = $44.49 (org_price = price here).
    expect(computeRowTotal(built.line).rowTotalCents).toBe(4449);
  });

  it('answers null for a group or item the product does not have', () => {
    expect(buildCartLine(product, { qty: 1, note: '', selection: [{ group_id: 9, items: [{ item_id: 11, qty: 1 }] }] })).toBeNull();
    expect(buildCartLine(product, { qty: 1, note: '', selection: [{ group_id: 1, items: [{ item_id: 21, qty: 1 }] }] })).toBeNull();
  });

  it('reports the option rule the selection breaks', () => {
    const built = buildCartLine(product, { qty: 1, note: '', selection: [{ group_id: 2, items: [{ item_id: 21, qty: 1 }] }] })!;
    // Wrap is out of stock (status 0).
    expect(built.issue).toMatchObject({ groupId: 2, reason: 'item_out_of_stock' });
  });

  it('lineWithQty is the built line with another qty and note: same fields, same order, nothing else', () => {
    const built = buildCartLine(product, { qty: 1, note: '', selection: [{ group_id: 1, items: [{ item_id: 11, qty: 1 }] }] })!;
    const row = lineWithQty(built.line, 3, 'back door');
    const expected = Object.assign({}, built.line, { qty: 3, note: 'back door' });
    expect(row).toEqual(expected);
    expect(Object.keys(row)).toEqual(Object.keys(expected));
    expect(built.line.qty).toBe(1);
  });

});

describe('selection: one form, one key', () => {
  const size = group({ id: 1, label: 'Size', items: [item({ id: 1, name: 'Large', checked: true, qty: 1 }), item({ id: 2, name: 'Small' })] });
  const sauce = group({ id: 2, label: 'Sauce', type: 'checkbox', items: [item({ id: 3, name: 'BBQ', checked: true, qty: 2 })] });
  const empty = group({ id: 3, label: 'Cut', items: [item({ id: 4, name: 'Diced' })] });

  it('"label: name * qty" per checked item; an order line\'s name carries them', () => {
    expect(optionsText([size, sauce, empty])).toEqual(['Size: Large * 1', 'Sauce: BBQ * 2']);
    expect(lineTitle('Wings', optionsText([size, sauce]))).toBe('Wings (Size: Large * 1, Sauce: BBQ * 2)');
    expect(lineTitle('Rice', [])).toBe('Rice');
  });

  it('groups with no checked item are not part of the selection', () => {
    expect(chosenGroups([size, sauce, empty]).map((g) => g.id)).toEqual([1, 2]);
    // Wire groups use checked 0/1; a checked item with the wire default qty 0 is one unit.
    const wire = [{ id: 5, items: [{ id: 50, checked: 0 as const }] }, { id: 6, items: [{ id: 60, checked: 1 as const }, { id: 61 }] }];
    expect(chosenGroups(wire)).toEqual([wire[1]]);
    expect(selectionFromGroups(wire)).toEqual([{ group_id: 6, items: [{ item_id: 60, qty: 1 }] }]);
  });

  it('the key ignores group and item order and repeats; different quantities differ', () => {
    const a = selectionFromGroups([size, sauce]);
    const b = selectionFromGroups([sauce, size, empty]);
    expect(lineKey(7, a)).toBe(lineKey(7, b));
    expect(lineKey(7, [{ group_id: 2, items: [{ item_id: 3, qty: 1 }] }, { group_id: 2, items: [{ item_id: 3, qty: 1 }] }])).toBe(
      lineKey(7, [{ group_id: 2, items: [{ item_id: 3, qty: 2 }] }]),
    );
    const moreBbq = selectionFromGroups([size, { ...sauce, items: [item({ id: 3, name: 'BBQ', checked: true, qty: 3 })] }]);
    expect(lineKey(7, moreBbq)).not.toBe(lineKey(7, a));
    expect(lineKey(7, [])).toBe('7');
    expect(lineKey(7, [{ group_id: 2, items: [] }])).toBe('7');
  });

  it('normalizes repeats and empty groups; checks ids against the product', () => {
    expect(normalizeSelection([{ group_id: 2, items: [{ item_id: 3, qty: 1 }, { item_id: 3, qty: 2 }] }, { group_id: 4, items: [] }])).toEqual([
      { group_id: 2, items: [{ item_id: 3, qty: 3 }] },
    ]);
    expect(selectionFits([size, sauce], [{ group_id: 2, items: [{ item_id: 3, qty: 1 }] }])).toBe(true);
    expect(selectionFits([size, sauce], [{ group_id: 2, items: [{ item_id: 1, qty: 1 }] }])).toBe(false);
  });
});

describe('the unit price an order line records', () => {
  it('a special row the cap left at the regular price records the regular price', () => {
    // Special $8.00 (org $10.00), limit 1, two option rows: the first gets the special unit, the second none.
    const special = { ...lineProductFromWire(wire), priceCents: 800, orgPriceCents: 1000, disQty: 0, discountLimitTimes: 1, batchPrice: [] };
    const spout = [{ group_id: 1, items: [{ item_id: 11, qty: 1 }] }];
    const rows = priceCartLines({
      lines: [1, 2].map(() => {
        const built = buildCartLine(special, { qty: 1, note: '', selection: spout })!;
        return { line: built.line, issue: built.issue };
      }),
    }).rows;
    expect(rows.map((r) => r.total.rowTotalCents)).toEqual([950, 1150]);
    expect(rows.map((r) => rowUnitPriceCents(r.line, r.total))).toEqual([800, 1000]);
  });
});
