import { isSpecialPriced } from './row-total';
import { specialUnitCap } from './special-units';
import type { CartLine } from './types';

export interface SpecialAllocation {
  /** Special-price units given to each input line, by index (0 where the line is not special). */
  disQty: number[];
  /** Products whose special cap is reached (cart qty ≥ cap, see specialUnitCap), in cart order. */
  overLimitProductIds: number[];
  /** Special units after the per-product caps, before the shop-wide cap. */
  requestedUnits: number;
  /** Special units actually granted (the cart's shopProductSaleItems). */
  saleUnits: number;
  /** order_limit_times when > 0, else 0 = no shop-wide limit (the cart's shopProductSaleLimit). */
  saleLimit: number;
}

/**
 * Shares the special-offer units of a cart (spec §4 Special offers, §5 Special offers).
 *
 * Reading chosen, since the spec gives only the outline:
 * 1. Each unit is tracked separately. A product's units are counted over all its special-priced
 *    lines (a product with options has one line per unit), in cart order, and capped at its
 *    special cap: the tighter of dis_qty and discount_limit_times, 0 in either = no cap from it
 *    (`specialUnitCap`, where the reading is written out). Units over the cap are charged org_price.
 *    A product whose special qty reaches the cap (qty ≥ cap) goes on the over-limit list.
 * 2. The shop-wide order_limit_times (≤ 0 = none) caps the units of all products together. When the
 *    units exceed it, lines are ranked by their discount per unit (org_price − price), largest
 *    first, ties in cart order; units are granted down that ranking until the limit is used up, so
 *    the last ones (the smallest discounts) fall back to org_price. The customer keeps the biggest
 *    savings and the outcome does not depend on the order items were added.
 */
export function allocateSpecialUnits(lines: readonly CartLine[], orderLimitTimes: number): SpecialAllocation {
  const disQty = lines.map(() => 0);
  // Per product: qty in special-priced lines, its limit (the first line's figure) and units granted.
  const products = new Map<number, { qty: number; limit: number; used: number }>();

  lines.forEach((line, index) => {
    if (!isSpecialPriced(line)) return;
    const product = products.get(line.productId) ?? { qty: 0, limit: specialUnitCap(line), used: 0 };
    const units = product.limit > 0 ? Math.max(0, Math.min(line.qty, product.limit - product.used)) : line.qty;
    product.qty += line.qty;
    product.used += units;
    products.set(line.productId, product);
    disQty[index] = units;
  });

  const overLimitProductIds: number[] = [];
  for (const [productId, { qty, limit }] of products) {
    if (limit > 0 && qty >= limit) overLimitProductIds.push(productId);
  }

  const requestedUnits = disQty.reduce((sum, n) => sum + n, 0);
  const saleLimit = orderLimitTimes > 0 ? orderLimitTimes : 0;
  if (saleLimit === 0 || requestedUnits <= saleLimit) {
    return { disQty, overLimitProductIds, requestedUnits, saleUnits: requestedUnits, saleLimit };
  }

  const ranked = lines
    .map((line, index) => ({ index, unitDiscount: line.orgPriceCents - line.priceCents }))
    .filter(({ index }) => (disQty[index] ?? 0) > 0)
    // Array.prototype.sort is stable, so equal discounts keep cart order.
    .sort((a, b) => b.unitDiscount - a.unitDiscount);
  let budget = saleLimit;
  for (const { index } of ranked) {
    const granted = Math.min(disQty[index] ?? 0, budget);
    disQty[index] = granted;
    budget -= granted;
  }
  return { disQty, overLimitProductIds, requestedUnits, saleUnits: saleLimit, saleLimit };
}
