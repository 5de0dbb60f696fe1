import { describe, expect, it } from 'vitest';
import { diffCartLines } from '../../server/services/agent/cart-diff';
import { csvCell, csvRow } from '../../server/services/agent/orders-csv';

const line = (product_id: number, qty: number, options: { group_id: number; items: { item_id: number; qty: number }[] }[] = []) => ({
  product_id,
  qty,
  note: '',
  options,
});

describe('the cart diff the agent audit records', () => {
  it('reports growth as an addition of the difference and shrinkage or removal as a removal', () => {
    const diff = diffCartLines([line(1, 2), line(2, 5), line(3, 1)], [line(1, 4), line(2, 1), line(4, 3)], undefined);
    expect(diff.added).toEqual([
      { product_id: 1, sku: '', qty: 2 },
      { product_id: 4, sku: '', qty: 3 },
    ]);
    expect(diff.removed).toEqual([
      { product_id: 2, sku: '', qty: 4 },
      { product_id: 3, sku: '', qty: 1 },
    ]);
  });

  it('tells lines of one product apart by their options, in any order, and sums repeated lines', () => {
    const honey = [{ group_id: 7, items: [{ item_id: 70, qty: 1 }] }];
    const bbq = [{ group_id: 7, items: [{ item_id: 71, qty: 1 }] }];
    const both = [
      { group_id: 8, items: [{ item_id: 81, qty: 1 }] },
      { group_id: 7, items: [{ item_id: 70, qty: 1 }] },
    ];
    const bothReordered = [both[1]!, both[0]!];
    const diff = diffCartLines([line(5, 2, honey), line(5, 1, both)], [line(5, 2, honey), line(5, 1, bbq), line(5, 1, bothReordered), line(5, 1, bothReordered)], undefined);
    expect(diff).toEqual({ added: [{ product_id: 5, sku: '', qty: 1 }, { product_id: 5, sku: '', qty: 1 }], removed: [] });
    // An option group with nothing chosen is the same as no group.
    expect(diffCartLines([line(6, 1)], [line(6, 1, [{ group_id: 9, items: [] }])], undefined)).toEqual({ added: [], removed: [] });
  });
});

describe('CSV cells of the order export', () => {
  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx']) expect(csvCell(risky)).toBe(`'${risky}`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
});
