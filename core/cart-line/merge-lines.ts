import { MAX_CART_LINES, MAX_LINE_QTY } from '../cart/cart-limits';
import { normalizeSelection, type OptionSelection } from './selection';

/**
 * Folding cart lines together by the add-to-cart rules of spec §4 Cart, for the two places a cart is
 * merged: the server merging a guest's cart into the customer's stored cart at login (DECISIONS.md),
 * and the renderer taking that merged cart back as its rows.
 * - a line without options merges into the line of the same product without options: qty summed, the
 *   newer note kept unless it is empty;
 * - lines with options stay one line each, as they are;
 * - option groups with no chosen item do not count as options (they are removed from the product).
 * Pure: the server stores the result and prices it.
 */

export interface CartSelectionLine {
  product_id: number;
  qty: number;
  note: string;
  options: OptionSelection;
}

/** The stored form of a line: plain data, its selection normalized. */
export interface MergedCartLine {
  product_id: number;
  qty: number;
  note: string;
  options: { group_id: number; items: { item_id: number; qty: number }[] }[];
}

export interface MergeLimits {
  /** Lines kept at most; stored lines come first, so the guest's extra lines are the ones dropped. */
  maxLines: number;
  /** Units per line at most (a summed qty is capped; stock and max checks still apply when priced). */
  maxQty: number;
}

/** The request schema's bounds (core/schemas/cart.ts): a merged cart must stay a valid request. */
export const DEFAULT_MERGE_LIMITS: MergeLimits = { maxLines: MAX_CART_LINES, maxQty: MAX_LINE_QTY };

/** A plain copy of the line with its selection normalized, without extra fields (row_total, price…). */
export function toMergedLine(line: CartSelectionLine): MergedCartLine {
  return {
    product_id: line.product_id,
    qty: line.qty,
    note: line.note,
    options: normalizeSelection(line.options).map((group) => ({
      group_id: group.group_id,
      items: group.items.map((i) => ({ item_id: i.item_id, qty: i.qty })),
    })),
  };
}

/** Lines with qty < 1 (gift rows are -1) are never part of a stored cart. */
const isCartLine = (line: CartSelectionLine): boolean => Number.isInteger(line.qty) && line.qty >= 1;

/** A merged line and the input line it started from (the first one, for merged plain lines). */
export interface MergedFrom<L> {
  line: MergedCartLine;
  source: L;
}

/** `stored` then `guest`, merged by the add-to-cart rules, each result with its first source line. */
export function mergeCartLinesFrom<L extends CartSelectionLine>(
  stored: readonly L[],
  guest: readonly L[],
  limits: MergeLimits = DEFAULT_MERGE_LIMITS,
): MergedFrom<L>[] {
  const result: MergedFrom<L>[] = [];
  /** product id → index in result of its line without options. */
  const plainLine = new Map<number, number>();
  const add = (source: L, guestLine: boolean) => {
    if (!isCartLine(source)) return;
    const next = toMergedLine(source);
    next.qty = Math.min(next.qty, limits.maxQty);
    if (next.options.length === 0) {
      const at = plainLine.get(next.product_id);
      const existing = at === undefined ? undefined : result[at]?.line;
      if (existing) {
        existing.qty = Math.min(existing.qty + next.qty, limits.maxQty);
        if (guestLine && next.note !== '') existing.note = next.note;
        return;
      }
      if (result.length >= limits.maxLines) return;
      plainLine.set(next.product_id, result.length);
      result.push({ line: next, source });
      return;
    }
    if (result.length >= limits.maxLines) return;
    result.push({ line: next, source });
  };
  for (const line of stored) add(line, false);
  for (const line of guest) add(line, true);
  return result;
}

/** `stored` then `guest`, merged by the add-to-cart rules; neither input is changed. */
export function mergeCartLines(
  stored: readonly CartSelectionLine[],
  guest: readonly CartSelectionLine[],
  limits: MergeLimits = DEFAULT_MERGE_LIMITS,
): MergedCartLine[] {
  return mergeCartLinesFrom(stored, guest, limits).map((merged) => merged.line);
}
