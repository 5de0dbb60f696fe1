/**
 * A cart line's option selection (spec §3 Option, §4 Cart): which items of which groups, how many of
 * each. This is the one form the line travels in (calculate and place_order bodies, the stored cart,
 * order lines); the client's checked wire groups and the server's option rows are turned into it and
 * back here, and its key is the line's identity everywhere.
 */

export interface OptionChoice {
  item_id: number;
  qty: number;
}

export interface OptionSelectionGroup {
  group_id: number;
  items: readonly OptionChoice[];
}

export type OptionSelection = readonly OptionSelectionGroup[];

/** Any option group carrying checked flags: the wire's (checked 0/1, qty optional) or core's priced one. */
export interface CheckableGroup {
  id: number;
  items: readonly { id: number; checked?: boolean | 0 | 1; qty?: number }[];
}

const isChecked = (item: CheckableGroup['items'][number]): boolean => item.checked === true || item.checked === 1;

/**
 * Units of a checked item: a tick with the wire default qty 0 selects one (a radio or a checkbox
 * ticked once), so a checked item counts at least 1.
 */
export const checkedQty = (qty: number | undefined): number => Math.max(qty ?? 0, 1);

/**
 * The selection the checked items of `groups` make. Groups with no checked item are not part of it
 * (spec §4 Cart: they are removed from the product being added).
 */
export function selectionFromGroups(groups: readonly CheckableGroup[]): OptionSelectionGroup[] {
  const selection: OptionSelectionGroup[] = [];
  for (const group of groups) {
    const items: OptionChoice[] = [];
    for (const item of group.items) if (isChecked(item)) items.push({ item_id: item.id, qty: checkedQty(item.qty) });
    if (items.length > 0) selection.push({ group_id: group.id, items });
  }
  return selection;
}

/** Only the groups with a checked item (spec §4 Cart), each whole. */
export function chosenGroups<G extends CheckableGroup>(groups: readonly G[]): G[] {
  return groups.filter((group) => group.items.some(isChecked));
}

/**
 * One entry per group and per item, in first-seen order: a group or item named twice has its
 * quantities summed, and groups left with no item are dropped.
 */
export function normalizeSelection(selection: OptionSelection): OptionSelectionGroup[] {
  const groups = new Map<number, Map<number, number>>();
  for (const group of selection) {
    const items = groups.get(group.group_id) ?? new Map<number, number>();
    for (const item of group.items) items.set(item.item_id, (items.get(item.item_id) ?? 0) + item.qty);
    groups.set(group.group_id, items);
  }
  const normalized: OptionSelectionGroup[] = [];
  for (const [groupId, items] of groups) {
    if (items.size > 0) normalized.push({ group_id: groupId, items: [...items].map(([itemId, qty]) => ({ item_id: itemId, qty })) });
  }
  return normalized;
}

/**
 * The line's identity: its product and its selection, whatever order the groups and items come in.
 * Two lines with the same key are the same line (spec §4 Reducing: matched by identical options).
 */
export function lineKey(productId: number, selection: OptionSelection): string {
  if (selection.length === 0) return String(productId);
  const parts: string[] = [];
  for (const group of normalizeSelection(selection)) for (const item of group.items) parts.push(`${group.group_id}:${item.item_id}*${item.qty}`);
  return parts.length === 0 ? String(productId) : `${productId}|${parts.sort().join(',')}`;
}

/** Whether every group and item the selection names belongs to the product's groups. */
export function selectionFits(groups: readonly { id: number; items: readonly { id: number }[] }[], selection: OptionSelection): boolean {
  return selection.every((chosen) => {
    const group = groups.find((g) => g.id === chosen.group_id);
    return group !== undefined && chosen.items.every((item) => group.items.some((i) => i.id === item.item_id));
  });
}
