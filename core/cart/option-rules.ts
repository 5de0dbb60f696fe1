import { optionItemQty } from '../pricing/option-totals';
import type { PricedOptionGroup } from '../pricing/types';

export type OptionIssueReason =
  /** A radio group with min ≠ 0 has no checked item. */
  | 'radio_required'
  /** A radio group has more than one checked item. */
  | 'radio_multiple'
  /** A checkbox group's summed qty is below min. */
  | 'below_min'
  /** A group's summed qty is above its max (max > 0). */
  | 'above_max'
  /** A checked item's qty is above the item's max (max > 0). */
  | 'item_above_max'
  /** A checked item is out of stock (status 0). */
  | 'item_out_of_stock';

export interface OptionIssue {
  groupId: number;
  label: string;
  reason: OptionIssueReason;
  params: {
    label: string;
    /** Summed qty of the group, or the item's qty for item reasons. */
    selected: number;
    min: number;
    /** The max that was passed: the group's, or the item's for item_above_max. */
    max: number;
    /** The item concerned, for item reasons. */
    itemName?: string;
  };
}

export const OPTION_ISSUE_MESSAGE_KEYS: Record<OptionIssueReason, string> = {
  radio_required: 'options.required',
  radio_multiple: 'options.chooseOne',
  below_min: 'options.belowMin',
  above_max: 'options.aboveMax',
  item_above_max: 'options.itemAboveMax',
  item_out_of_stock: 'options.itemOutOfStock',
};

/** Summed qty of a group's checked items (an item ticked with qty 0 counts one, see optionItemQty). */
export function groupSelectedQty(group: PricedOptionGroup): number {
  return group.items.reduce((sum, item) => sum + optionItemQty(item), 0);
}

/**
 * Checks an option selection (spec §5 Options, §3 Option): every radio group with min ≠ 0 needs a
 * checked item; a checkbox group's summed qty must reach min; group and item max (> 0) bound the
 * qty; an out-of-stock item (status 0) may not be checked. Returns every failing group (and item),
 * empty when the selection may be added.
 */
export function validateOptions(groups: readonly PricedOptionGroup[]): OptionIssue[] {
  const issues: OptionIssue[] = [];
  for (const group of groups) {
    const selected = groupSelectedQty(group);
    const issue = (reason: OptionIssueReason, extra: Partial<OptionIssue['params']> = {}): void => {
      issues.push({
        groupId: group.id,
        label: group.label,
        reason,
        params: { label: group.label, selected, min: group.min, max: group.max, ...extra },
      });
    };

    const checked = group.items.filter((item) => item.checked);
    if (group.type === 'radio') {
      if (group.min !== 0 && checked.length === 0) issue('radio_required');
      if (checked.length > 1) issue('radio_multiple');
    } else if (selected < group.min) {
      issue('below_min');
    }
    if (group.max > 0 && selected > group.max) issue('above_max');

    for (const item of checked) {
      const qty = optionItemQty(item);
      if (!item.available) issue('item_out_of_stock', { selected: qty, itemName: item.name });
      if (item.max > 0 && qty > item.max) {
        issue('item_above_max', { selected: qty, max: item.max, itemName: item.name });
      }
    }
  }
  return issues;
}
