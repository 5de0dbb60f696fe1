import type { CartLine, PricedOptionGroup, PricedOptionItem } from '../../core/pricing/types';

/** A plain cart line: $10.00, no discount, unlimited stock; override what a test needs. */
export function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: 1,
    name: 'Jasmine rice 20 lb',
    priceCents: 1000,
    orgPriceCents: 1000,
    isSpecial: false,
    disQty: 0,
    discountLimitTimes: 0,
    batchPrice: [],
    stock: -9999,
    max: 0,
    qty: 1,
    note: '',
    options: [],
    ...overrides,
  };
}

export function item(overrides: Partial<PricedOptionItem> = {}): PricedOptionItem {
  return {
    id: 1,
    name: 'Large',
    priceCents: 0,
    orgPriceCents: 0,
    max: 0,
    available: true,
    checked: false,
    qty: 0,
    ...overrides,
  };
}

export function group(overrides: Partial<PricedOptionGroup> = {}): PricedOptionGroup {
  return { id: 1, label: 'Size', type: 'radio', status: 1, min: 0, max: 0, items: [], ...overrides };
}
