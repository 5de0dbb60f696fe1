import { describe, expect, it } from 'vitest';
import { validateOptions } from '../../core/cart/option-rules';
import { group, item } from './fixtures';

describe('option validation', () => {
  it('a radio group with min ≠ 0 needs a checked item', () => {
    const size = group({ id: 7, label: 'Size', type: 'radio', min: 1, items: [item({ name: 'Large' }), item({ id: 2, name: 'Small' })] });
    expect(validateOptions([size])).toEqual([
      { groupId: 7, label: 'Size', reason: 'radio_required', params: { label: 'Size', selected: 0, min: 1, max: 0 } },
    ]);
    const chosen = { ...size, items: [item({ name: 'Large', checked: true }), item({ id: 2, name: 'Small' })] };
    expect(validateOptions([chosen])).toEqual([]);
  });

  it('a radio group with min 0 may stay empty', () => {
    expect(validateOptions([group({ type: 'radio', min: 0, items: [item()] })])).toEqual([]);
  });

  it("a checkbox group's summed qty must reach min", () => {
    const sauces = (qtys: number[]) =>
      group({
        id: 3,
        label: 'Sauces',
        type: 'checkbox',
        min: 2,
        items: qtys.map((qty, i) => item({ id: i + 1, name: `S${i}`, checked: qty > 0, qty })),
      });
    // 1 < 2.
    expect(validateOptions([sauces([1, 0])])).toMatchObject([{ reason: 'below_min', params: { selected: 1, min: 2 } }]);
    // 2 of one item, or 1 + 1, both reach 2.
    expect(validateOptions([sauces([2, 0])])).toEqual([]);
    expect(validateOptions([sauces([1, 1])])).toEqual([]);
  });

  it('group max, item max and out-of-stock items are respected', () => {
    const g = group({
      id: 4,
      label: 'Toppings',
      type: 'checkbox',
      max: 3,
      items: [
        item({ id: 1, name: 'Egg', checked: true, qty: 3, max: 2 }),
        item({ id: 2, name: 'Tofu', checked: true, qty: 1, available: false }),
      ],
    });
    // Summed qty 4 > group max 3; Egg 3 > item max 2; Tofu is out of stock.
    expect(validateOptions([g]).map((i) => i.reason)).toEqual(['above_max', 'item_above_max', 'item_out_of_stock']);
    expect(validateOptions([g])[1]?.params).toEqual({ label: 'Toppings', selected: 3, min: 0, max: 2, itemName: 'Egg' });
  });

  it('every failing group is listed', () => {
    const radio = group({ id: 1, label: 'Size', min: 1, items: [item()] });
    const box = group({ id: 2, label: 'Sauces', type: 'checkbox', min: 1, items: [item()] });
    expect(validateOptions([radio, box]).map((i) => [i.groupId, i.reason])).toEqual([
      [1, 'radio_required'],
      [2, 'below_min'],
    ]);
  });
});
