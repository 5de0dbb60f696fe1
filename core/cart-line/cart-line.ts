import { validateOptions, type OptionIssue } from '../cart/option-rules';
import type { CartLine, PricedOptionGroup } from '../pricing/types';
import type { LineProduct } from './line-product';
import { checkedQty, lineKey, normalizeSelection, selectionFits, type OptionSelection, type OptionSelectionGroup } from './selection';

/**
 * A cart line from entry to invoice (spec §3 Product "Cart values", §4 Cart): a product, a qty, a
 * note and an option selection. The renderer's cart, cart calculate, the quote, place_order and the
 * order lines all build it here, so its identity, its options and its pricing input are derived once.
 */
export interface CartLineEntry {
  productId: number;
  qty: number;
  note: string;
  selection: OptionSelection;
}

export interface BuiltCartLine {
  /** lineKey(product, selection): the line's identity. */
  key: string;
  /** The selection, normalized (one entry per group and item). */
  selection: OptionSelectionGroup[];
  /** Every option group of the product with the selection's items checked. */
  groups: PricedOptionGroup[];
  /** The pricing input: chosen groups only (spec §4: groups with no checked item are removed). */
  line: CartLine;
  /** The first option rule the selection breaks (spec §5 Options), or null. */
  issue: OptionIssue | null;
}

/** The product's groups with `selection` applied: its items checked with their qty, others unchecked. */
export function applySelection(groups: readonly PricedOptionGroup[], selection: OptionSelection): PricedOptionGroup[] {
  if (selection.length === 0) return [...groups];
  const chosen = new Map<number, Map<number, number>>();
  for (const group of selection) chosen.set(group.group_id, new Map(group.items.map((item) => [item.item_id, item.qty])));
  return groups.map((group) => {
    const items = chosen.get(group.id);
    if (!items) return group;
    return {
      ...group,
      items: group.items.map((item) => {
        const qty = items.get(item.id);
        return qty === undefined ? item : { ...item, checked: true, qty: checkedQty(qty) };
      }),
    };
  });
}

/**
 * The line of `entry` for `product`, or null when the selection names a group or item the product
 * does not have (the caller answers that: a 400 on the server, a dropped row on the client).
 */
export function buildCartLine(product: LineProduct, entry: Pick<CartLineEntry, 'qty' | 'note' | 'selection'>): BuiltCartLine | null {
  if (!selectionFits(product.groups, entry.selection)) return null;
  const selection = normalizeSelection(entry.selection);
  const groups = applySelection(product.groups, selection);
  const options = selection.length === 0 ? [] : groups.filter((group) => group.items.some((item) => item.checked));
  return {
    key: lineKey(product.productId, selection),
    selection,
    groups,
    line: {
      productId: product.productId,
      name: product.name,
      priceCents: product.priceCents,
      orgPriceCents: product.orgPriceCents,
      isSpecial: product.isSpecial,
      disQty: product.disQty,
      discountLimitTimes: product.discountLimitTimes,
      batchPrice: product.batchPrice,
      stock: product.stock,
      max: product.max,
      minQty: product.minQty ?? 1,
      qtyStep: product.qtyStep ?? 1,
      qty: entry.qty,
      note: entry.note,
      options,
    },
    issue: groups.length === 0 ? null : (validateOptions(groups)[0] ?? null),
  };
}

/**
 * `line` with another qty and note (a built line's pricing input for one cart row). One object literal
 * of the line's fields, in buildCartLine's order: copying the 15 fields with Object.assign or a spread
 * costs several times more, and a 60-line cart calculate does it for every row.
 */
export function lineWithQty(line: CartLine, qty: number, note: string): CartLine {
  return {
    productId: line.productId,
    name: line.name,
    priceCents: line.priceCents,
    orgPriceCents: line.orgPriceCents,
    isSpecial: line.isSpecial,
    disQty: line.disQty,
    discountLimitTimes: line.discountLimitTimes,
    batchPrice: line.batchPrice,
    stock: line.stock,
    max: line.max,
    minQty: line.minQty,
    qtyStep: line.qtyStep,
    qty,
    note,
    options: line.options,
  };
}
