import type { PricedProduct } from './types';

/**
 * How many units of one product an order gets at the special price (spec §3 Product dis_qty and
 * discount_limit_times, §4 and §5 Special offers, §9 "row total = (qty − dis_qty) × org_price +
 * dis_qty × price").
 *
 * Reading chosen (the spec names the three figures but not how they meet):
 * - dis_qty is what the product is published with: the number of units of one order that get the
 *   special price. The demo catalogue writes it as the second figure of `sp: [price, disQty, limit]`
 *   (server/db/seed/catalogue/*.ts), e.g. Bleach `sp: [2195, 4, 5]`: four units at $21.95.
 * - discount_limit_times caps the special-offer quantity of the product (§5: "may not exceed").
 * - Both are caps on the same count, so the tighter one holds: Bleach (4 units, limit 5) gives 4
 *   special units; `sp: [5695, 4, 2]` gives 2. A 0 in either means that figure sets no cap (as
 *   discount_limit_times 0 = unlimited, §3), so a special product published with dis_qty 0 and no
 *   limit is special on every unit, as it was before dis_qty was read.
 * - The units are counted per product over all its lines (a product with options has one line per
 *   unit, §4 Cart), in cart order; units past the cap are charged org_price.
 * - The shop-wide order_limit_times (≤ 0 = none) then caps the special units of all products
 *   together (`allocateSpecialUnits`: the smallest discounts fall back first).
 */
export function specialUnitCap(product: Pick<PricedProduct, 'disQty' | 'discountLimitTimes'>): number {
  const { disQty, discountLimitTimes } = product;
  if (disQty > 0 && discountLimitTimes > 0) return Math.min(disQty, discountLimitTimes);
  return disQty > 0 ? disQty : Math.max(discountLimitTimes, 0);
}
