import { cartCount } from '../cart/cart-count';
import { percentOf, type Cents } from '../money';
import { comboDiscount, NO_COMBO_DISCOUNT, type ComboClaim, type ComboDeal } from './combo-discount';
import { computeFullDiscount, NO_FULL_DISCOUNT, type DiscountTier, type NextTier } from './full-discount';
import { computeRowTotal, type RowTotal } from './row-total';
import { allocateSpecialUnits } from './special-offers';
import type { CartLine } from './types';

export interface CartTotalsInput {
  lines: readonly CartLine[];
  /** shop_full_discount tiers (any order; disabled ones are ignored). */
  fullDiscountTiers?: readonly DiscountTier[];
  /** shop_product_sale[0].options.order_limit_times; ≤ 0 or absent = no shop-wide limit. */
  orderLimitTimes?: number;
  /** The shop's percentage sale, in percent off (5 = 5 %); 0 or absent = none. */
  percentOff?: number;
  /** Combos added to the cart and their deals (the shop's combos, items at current prices). */
  combos?: { deals: readonly ComboDeal[]; claims: readonly ComboClaim[] };
}

export interface PricedLine {
  line: CartLine;
  total: RowTotal;
}

export interface CartTotals {
  /** Every input line with its row total (gift rows included, at 0). */
  lines: PricedLine[];
  /** Sum of original row totals. */
  orgSubtotalCents: Cents;
  productsDiscountCents: Cents;
  batchDiscountCents: Cents;
  /** Combo sales: the items' regular prices minus the combo price, per complete set. */
  comboDiscountCents: Cents;
  /** Percentage-sale discount. */
  perDiscountCents: Cents;
  /** Full-amount discount. */
  discountCents: Cents;
  /** orgSubtotal − discount − productsDiscount − perDiscount − batchDiscount, never below 0. */
  subtotalCents: Cents;
  /** True when a line is priced by a batch tier: full and percentage discounts are then 0. */
  hasBatchPrice: boolean;
  gift: string | null;
  next: NextTier | null;
  overLimitProductIds: number[];
  /** shopProductSaleItems: special units granted across the cart. */
  saleUnits: number;
  /** shopProductSaleLimit: order_limit_times, 0 = none. */
  saleLimit: number;
  /** The cart counter. */
  count: number;
}

/**
 * The cart's figures (spec §3 Cart, §4 Full-amount discount tiers, §9 Pricing), all in cents.
 *
 * Order of work:
 * 1. special units are shared out (`allocateSpecialUnits`), then each row is priced;
 * 2. goods = orgSubtotal − productsDiscount − batchDiscount − comboDiscount, where combos count the
 *    units of regular-priced rows only (a unit already on special or batch price is not discounted twice);
 * 3. perDiscount = percentOff % of goods;
 * 4. the full-amount tiers are compared against goods − perDiscount (the subtotal after every
 *    product-level and percentage discount, before the full-amount discount itself);
 * 5. a row priced by a batch tier turns both the percentage and the full-amount discount off. The
 *    whole full-amount event goes: no gift and no "need X more" hint, since neither could be had.
 *    A product merely having tiers, none of which its qty reaches, does not count.
 */
export function computeCartTotals(input: CartTotalsInput): CartTotals {
  const allocation = allocateSpecialUnits(input.lines, input.orderLimitTimes ?? 0);
  const lines = input.lines.map((line, index) => ({
    line,
    total: computeRowTotal(line, allocation.disQty[index] ?? 0),
  }));

  let orgSubtotalCents = 0;
  let productsDiscountCents = 0;
  let batchDiscountCents = 0;
  let hasBatchPrice = false;
  for (const { total } of lines) {
    orgSubtotalCents += total.orgRowTotalCents;
    productsDiscountCents += total.productsDiscountCents;
    batchDiscountCents += total.batchDiscountCents;
    if (total.pricing === 'batch') hasBatchPrice = true;
  }

  const combo = input.combos && input.combos.claims.length > 0 ? comboDiscount(input.combos.deals, input.combos.claims, regularUnits(lines)) : NO_COMBO_DISCOUNT;
  const comboDiscountCents = combo.discountCents;
  const goodsCents = orgSubtotalCents - productsDiscountCents - batchDiscountCents - comboDiscountCents;
  const percent = Math.min(Math.max(input.percentOff ?? 0, 0), 100);
  const perDiscountCents = hasBatchPrice ? 0 : percentOf(goodsCents, percent);
  const full = hasBatchPrice
    ? NO_FULL_DISCOUNT
    : computeFullDiscount(input.fullDiscountTiers ?? [], goodsCents - perDiscountCents);

  const subtotalCents = Math.max(
    0,
    orgSubtotalCents - full.discountCents - productsDiscountCents - perDiscountCents - batchDiscountCents - comboDiscountCents,
  );

  return {
    lines,
    orgSubtotalCents,
    productsDiscountCents,
    batchDiscountCents,
    comboDiscountCents,
    perDiscountCents,
    discountCents: full.discountCents,
    subtotalCents,
    hasBatchPrice,
    gift: full.gift,
    next: full.next,
    overLimitProductIds: allocation.overLimitProductIds,
    saleUnits: allocation.saleUnits,
    saleLimit: allocation.saleLimit,
    count: cartCount(input.lines),
  };
}

/** Units per product on rows priced at the regular price, without options (what combos may take). */
function regularUnits(lines: readonly PricedLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const { line, total } of lines) {
    if (line.qty <= 0 || line.options.length > 0 || total.pricing !== 'regular') continue;
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.qty);
  }
  return units;
}
