import type { Cents } from '../money';
import { batchTierFor } from './batch-price';
import { optionsTotals } from './option-totals';
import { specialUnitCap } from './special-units';
import type { BatchTier, CartLine } from './types';

const NO_OPTIONS = { totalCents: 0, orgTotalCents: 0 } as const;

/** How a row was priced: ordinary price, a batch tier, or the special-offer split. */
export type RowPricing = 'regular' | 'batch' | 'special';

export interface RowTotal {
  pricing: RowPricing;
  /** The batch tier in effect, when pricing is 'batch'. */
  tier: BatchTier | null;
  /** Units charged at the special price (0 unless pricing is 'special'). */
  disQty: number;
  optionsTotalCents: Cents;
  optionsOrgTotalCents: Cents;
  /** row_total. */
  rowTotalCents: Cents;
  /** org_row_total = qty × org_price + options' original totals. */
  orgRowTotalCents: Cents;
  /** qty × (org_price − tier price) on a batch row; counted as batchDiscount. */
  batchDiscountCents: Cents;
  /** The rest of org_row_total − row_total (special offers, discounted prices and options). */
  productsDiscountCents: Cents;
}

/** A line gets the special-offer split only when it is special and no batch tier applies (spec §9). */
export function isSpecialPriced(line: CartLine): boolean {
  return line.isSpecial && line.qty > 0 && batchTierFor(line.batchPrice, line.qty) === null;
}

/** Special units a line may take on its own: its qty, capped by the product's special cap (`specialUnitCap`). */
export function specialUnitsAlone(line: CartLine): number {
  if (!isSpecialPriced(line)) return 0;
  const cap = specialUnitCap(line);
  return cap > 0 ? Math.min(line.qty, cap) : line.qty;
}

/** One object shape for every branch: V8 keeps the callers monomorphic. */
function rowTotal(
  pricing: RowPricing,
  tier: BatchTier | null,
  disQty: number,
  optionsTotalCents: Cents,
  optionsOrgTotalCents: Cents,
  rowTotalCents: Cents,
  orgRowTotalCents: Cents,
  batchDiscountCents: Cents,
  productsDiscountCents: Cents,
): RowTotal {
  return { pricing, tier, disQty, optionsTotalCents, optionsOrgTotalCents, rowTotalCents, orgRowTotalCents, batchDiscountCents, productsDiscountCents };
}

/**
 * A line's row total (spec §3 Option, §9 Pricing):
 * - batch tier in effect: qty × tier price;
 * - special offer (is_special 1, no batch tier): (qty − dis_qty) × org_price + dis_qty × price;
 * - otherwise: qty × price;
 * plus the options' totals, added once per line (lines with options have qty 1, spec §4 Cart).
 *
 * `disQty` is the number of special units the cart allocated to this line (`allocateSpecialUnits`);
 * without it the line is priced alone, capped by its product's dis_qty and discount_limit_times. Gift rows (qty < 0)
 * and empty rows total 0.
 */
export function computeRowTotal(line: CartLine, disQty?: number): RowTotal {
  if (line.qty <= 0) return rowTotal('regular', null, 0, 0, 0, 0, 0, 0, 0);

  const options = line.options.length === 0 ? NO_OPTIONS : optionsTotals(line.options);
  const orgGoodsCents = line.qty * line.orgPriceCents;
  const orgRowTotalCents = orgGoodsCents + options.orgTotalCents;
  const optionsDiscount = options.orgTotalCents - options.totalCents;

  const tier = line.batchPrice.length === 0 ? null : batchTierFor(line.batchPrice, line.qty);
  if (tier !== null) {
    const goodsCents = line.qty * tier.priceCents;
    return rowTotal('batch', tier, 0, options.totalCents, options.orgTotalCents, goodsCents + options.totalCents, orgRowTotalCents, orgGoodsCents - goodsCents, optionsDiscount);
  }

  if (line.isSpecial) {
    const allowed = specialUnitsAlone(line);
    const units = Math.max(0, Math.min(disQty ?? allowed, allowed));
    const goodsCents = (line.qty - units) * line.orgPriceCents + units * line.priceCents;
    return rowTotal('special', null, units, options.totalCents, options.orgTotalCents, goodsCents + options.totalCents, orgRowTotalCents, 0, orgGoodsCents - goodsCents + optionsDiscount);
  }

  const goodsCents = line.qty * line.priceCents;
  return rowTotal('regular', null, 0, options.totalCents, options.orgTotalCents, goodsCents + options.totalCents, orgRowTotalCents, 0, orgGoodsCents - goodsCents + optionsDiscount);
}
