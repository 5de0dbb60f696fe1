import type { SkuIndexRow } from '../../../core/schemas/agent';

/** A small SKU index: listed products, a delisted one, and one of each kind bulk entry refuses. */
export function skuRow(overrides: Partial<SkuIndexRow> & Pick<SkuIndexRow, 'product_id' | 'sku' | 'name'>): SkuIndexRow {
  return {
    category_id: 1,
    category_name: 'Produce',
    category_position: 1,
    price: 10,
    stock: -9999,
    max: 0,
    need_weigh: 0,
    pickup_allowed: true,
    status: 0,
    has_options: false,
    unit: 'case',
    ...overrides,
  };
}

export const CATALOGUE: SkuIndexRow[] = [
  skuRow({ product_id: 1, sku: 'GAR-001', name: 'Peeled Garlic', price: 59.95 }),
  skuRow({ product_id: 2, sku: 'GAR-002', name: 'Garlic Powder', price: 12.5 }),
  skuRow({ product_id: 3, sku: 'TOM-010', name: 'Roma Tomatoes', price: 24 }),
  skuRow({ product_id: 4, sku: 'TOM-011', name: 'Cherry Tomatoes', price: 30 }),
  skuRow({ product_id: 5, sku: 'OLD-900', name: 'Old Cheddar', status: 1 }),
  skuRow({ product_id: 6, sku: 'BEEF-1', name: 'Beef Brisket', need_weigh: 1, pickup_allowed: false }),
  skuRow({ product_id: 7, sku: 'RICE-25', name: 'Jasmine Rice 25 kg', stock: 40, max: 10 }),
  skuRow({ product_id: 8, sku: 'OIL-4', name: 'Canola Oil', stock: 3, max: 0 }),
  skuRow({ product_id: 9, sku: 'CUP-12', name: 'Paper Cups', stock: 0 }),
  skuRow({ product_id: 10, sku: 'BOX-1', name: 'Lunch Box Combo', has_options: true }),
  skuRow({ product_id: 11, sku: 'PÂTE-1', name: 'Pâtes fraîches' }),
  skuRow({ product_id: 12, sku: 'CN-1', name: '去皮蒜' }),
  skuRow({ product_id: 13, sku: 'FRZ-1', name: 'Frozen Shrimp', pickup_allowed: false }),
  skuRow({ product_id: 14, sku: 'DUP-1', name: 'Roma Tomatoes' }),
  skuRow({ product_id: 15, sku: '10023', name: 'Sea Salt' }),
];
