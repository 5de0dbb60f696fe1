import { dropUncheckedGroups } from '../cart/option-rules';
import { toCents } from '../money';
import type { ProductDetail, ProductSummary } from '../schemas/catalogue';
import type { CartLine, PricedOptionGroup, PricedProduct } from './types';

type OptionGroupWire = ProductDetail['options'][number];

/** A wire price of 0 or less means "not given": fall back to the selling price (spec §3 Option item). */
function orgPriceCents(price: number, orgPrice: number): number {
  return orgPrice > 0 ? toCents(orgPrice) : toCents(price);
}

/** Wire option group (dollars) to cents. */
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

/**
 * Wire product (menu summary or detail, dollars) to its cents-based pricing part. The wire's
 * dis_qty is not read: special units are a cart figure that `allocateSpecialUnits` works out.
 */
export function pricedProductFromWire(product: ProductSummary | ProductDetail): PricedProduct {
  return {
    productId: product.product_id,
    name: product.product_name,
    priceCents: toCents(product.price),
    orgPriceCents: orgPriceCents(product.price, product.org_price),
    isSpecial: product.is_special === 1,
    discountLimitTimes: product.discount_limit_times,
    batchPrice: product.batch_price.map((tier) => ({
      start: tier.start,
      end: tier.end,
      priceCents: toCents(tier.price),
    })),
    stock: product.stock,
    max: product.max,
  };
}

/**
 * A cart line for `qty` units of a wire product, carrying the customer's option selection
 * (`options`, else a ProductDetail's own groups with their checked flags). Groups with no checked
 * item are dropped, as when a product is added (spec §4 Cart).
 */
export function cartLineFromWire(
  product: ProductSummary | ProductDetail,
  qty: number,
  extra: { note?: string; options?: readonly OptionGroupWire[] } = {},
): CartLine {
  const groups = extra.options ?? ('options' in product ? product.options : []);
  return {
    ...pricedProductFromWire(product),
    qty,
    note: extra.note ?? '',
    options: dropUncheckedGroups(groups).map(optionGroupFromWire),
  };
}
