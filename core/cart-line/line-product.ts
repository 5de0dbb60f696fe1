import { toCents } from '../money';
import type { PricedOptionGroup, PricedProduct } from '../pricing/types';
import type { ProductDetail, ProductSummary } from '../schemas/catalogue';

/**
 * What a cart line needs of its product, in cents: the price-relevant fields and every option group
 * (nothing checked). The text fields (name, labels, item names) are in one language, the one the
 * line is being shown or answered in; nothing is priced by them.
 *
 * The server builds it straight from its catalogue rows (cents); the renderer from the wire product
 * (dollars, converted once here).
 */
export interface LineProduct extends PricedProduct {
  groups: readonly PricedOptionGroup[];
}

export type OptionGroupWire = ProductDetail['options'][number];

/** A wire price of 0 or less means "not given": fall back to the selling price (spec §3 Option item). */
function orgPriceCents(price: number, orgPrice: number): number {
  return orgPrice > 0 ? toCents(orgPrice) : toCents(price);
}

/** Wire option group (dollars) to cents, keeping its checked flags and quantities. */
export function optionGroupFromWire(group: OptionGroupWire): PricedOptionGroup {
  return {
    id: group.id,
    label: group.label,
    type: group.type,
    status: group.status,
    min: group.min,
    max: group.max,
    items: group.items.map((item) => ({
      id: item.id,
      name: item.name,
      priceCents: toCents(item.price),
      orgPriceCents: orgPriceCents(item.price, item.org_price),
      max: item.max,
      available: item.status === 1,
      checked: item.checked === 1,
      qty: item.qty ?? 0,
    })),
  };
}

const unchecked = (group: PricedOptionGroup): PricedOptionGroup => ({
  ...group,
  items: group.items.map((item) => (item.checked || item.qty !== 0 ? { ...item, checked: false, qty: 0 } : item)),
});

/**
 * A wire product (menu summary or detail) as a line product. Its groups are the detail's own, or
 * `groups` when the caller holds them apart (a cart row keeps the groups it was added with).
 */
export function lineProductFromWire(product: ProductSummary & { options?: readonly OptionGroupWire[] }, groups?: readonly OptionGroupWire[]): LineProduct {
  const wireGroups = product.options !== undefined && product.options.length > 0 ? product.options : (groups ?? []);
  return {
    productId: product.product_id,
    name: product.product_name,
    priceCents: toCents(product.price),
    orgPriceCents: orgPriceCents(product.price, product.org_price),
    isSpecial: product.is_special === 1,
    disQty: product.dis_qty,
    discountLimitTimes: product.discount_limit_times,
    batchPrice: product.batch_price.map((tier) => ({ start: tier.start, end: tier.end, priceCents: toCents(tier.price) })),
    stock: product.stock,
    max: product.max,
    minQty: product.min_qty ?? 1,
    qtyStep: product.qty_step ?? 1,
    groups: wireGroups.map((group) => unchecked(optionGroupFromWire(group))),
  };
}
