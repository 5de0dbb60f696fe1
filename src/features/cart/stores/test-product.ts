import type { ProductSummary } from '../../../../core/schemas/catalogue';

/** A plain product summary for cart tests; override what the test is about. */
export function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    product_id: 1,
    sku: 'SKU-1',
    category: 1,
    position: 1,
    product_name: 'Peeled Garlic',
    product_full_name: '',
    propaganda_name: '',
    product_image: '',
    tags: [],
    price: 10,
    org_price: 10,
    unit_price: '',
    unit_flag: 0,
    unit_count: 0,
    unit_value: '',
    discount: 0,
    discount_price: 0,
    discount_limit_times: 0,
    is_special: 0,
    dis_qty: 0,
    batch_price: [],
    stock: -9999,
    max: 0,
    weight_value: '',
    weight_unit: '',
    need_weigh: 0,
    status: 0,
    has_options: false,
    pickup_allowed: true,
    ...overrides,
  };
}
