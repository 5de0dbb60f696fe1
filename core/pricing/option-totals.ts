import type { Cents } from '../money';
import type { PricedOptionGroup, PricedOptionItem } from './types';

/**
 * Units an option item contributes. Only checked items are ordered; a checked item whose qty is
 * still the wire default 0 counts as one unit, because ticking a radio or checkbox selects one.
 */
export function optionItemQty(item: PricedOptionItem): number {
  if (!item.checked) return 0;
  return Math.max(item.qty, 1);
}

export interface OptionTotals {
  totalCents: Cents;
  orgTotalCents: Cents;
}

/** Item row total = qty × price; original = qty × org_price (spec §3 Option item). */
export function optionItemTotals(item: PricedOptionItem): OptionTotals {
  const qty = optionItemQty(item);
  return { totalCents: qty * item.priceCents, orgTotalCents: qty * item.orgPriceCents };
}

/** A group's totals are the sums of its items' totals (spec §3 Option). */
export function optionGroupTotals(group: PricedOptionGroup): OptionTotals {
  let totalCents = 0;
  let orgTotalCents = 0;
  for (const item of group.items) {
    const t = optionItemTotals(item);
    totalCents += t.totalCents;
    orgTotalCents += t.orgTotalCents;
  }
  return { totalCents, orgTotalCents };
}

/** Totals of all of a line's option groups. */
export function optionsTotals(groups: readonly PricedOptionGroup[]): OptionTotals {
  let totalCents = 0;
  let orgTotalCents = 0;
  for (const group of groups) {
    const t = optionGroupTotals(group);
    totalCents += t.totalCents;
    orgTotalCents += t.orgTotalCents;
  }
  return { totalCents, orgTotalCents };
}
