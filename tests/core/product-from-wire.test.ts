import { describe, expect, it } from 'vitest';
import { cartLineFromWire, pricedProductFromWire } from '../../core/pricing/product-from-wire';
import { computeRowTotal } from '../../core/pricing/row-total';
import { productDetailSchema, type ProductDetail } from '../../core/schemas/catalogue';

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

describe('wire product → cents line', () => {
  it('converts dollars to cents; org_price 0 defaults to the price', () => {
    expect(pricedProductFromWire(wire)).toEqual({
      productId: 501,
      name: 'Canola oil 16 L',
      priceCents: 4299,
      orgPriceCents: 4299,
      isSpecial: true,
      discountLimitTimes: 2,
      batchPrice: [{ start: 10, end: 0, priceCents: 3910 }],
      stock: -9999,
      max: 20,
    });
  });

  it('a cart line keeps checked groups only, with option prices in cents', () => {
    const l = cartLineFromWire(wire, 1, { note: 'back door' });
    expect(l.note).toBe('back door');
    expect(l.options).toHaveLength(1);
    expect(l.options[0]?.items[0]).toEqual({
      id: 11,
      name: 'Pour spout',
      priceCents: 150,
      orgPriceCents: 150,
      max: 0,
      available: true,
      checked: true,
      qty: 0,
    });
    // Special, limit 2, qty 1: 1 × $42.99 + spout $1.50 = $44.49 (org_price = price here).
    expect(computeRowTotal(l).rowTotalCents).toBe(4449);
  });

  it('the wire dis_qty is not trusted: the cart works special units out', () => {
    // dis_qty 7 on the wire, but qty 3 with limit 2 → 2 special units.
    expect(computeRowTotal(cartLineFromWire(wire, 3)).disQty).toBe(2);
  });
});
