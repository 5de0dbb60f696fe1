import { optionItemQty } from '../pricing/option-totals';
import type { PricedOptionGroup } from '../pricing/types';

/**
 * A line's words: its options as text and its name. Names are looked up in the language the line is
 * shown in, never kept from the language it was added in: the server reads its catalogue rows in the
 * caller's language, and the renderer relabels its rows from the last cart calculate answer, which
 * comes in the current language (`lineNamesFrom`).
 */

/** Text form of a selection: "label: name * qty" for each checked item (spec §3 Option). */
export function optionsText(groups: readonly PricedOptionGroup[]): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    for (const item of group.items) {
      if (item.checked) lines.push(`${group.label}: ${item.name} * ${optionItemQty(item)}`);
    }
  }
  return lines;
}

/** An order line's name: the product, then its options: 'Wings (Sauce: Honey garlic * 1)'. */
export function lineTitle(name: string, options: readonly string[]): string {
  return options.length === 0 ? name : `${name} (${options.join(', ')})`;
}

/** Product, group and item names in one language, by id. */
export interface LineNames {
  products: Map<number, string>;
  groups: Map<number, string>;
  items: Map<number, string>;
}

/** The names an answer carries (cart calculate lines: product_name and the chosen option groups). */
export function lineNamesFrom(
  lines: readonly { product_id: number; product_name: string; options: readonly { id: number; label: string; items: readonly { id: number; name: string }[] }[] }[],
): LineNames {
  const names: LineNames = { products: new Map(), groups: new Map(), items: new Map() };
  for (const line of lines) {
    names.products.set(line.product_id, line.product_name);
    for (const group of line.options) {
      names.groups.set(group.id, group.label);
      for (const item of group.items) names.items.set(item.id, item.name);
    }
  }
  return names;
}
