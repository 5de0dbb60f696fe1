import { describe, expect, it } from 'vitest';
import { type CartSelectionLine, DEFAULT_MERGE_LIMITS, mergeCartLines, toMergedLine } from '../../core/cart-line/merge-lines';
import { MAX_CART_LINES, MAX_LINE_QTY } from '../../core/schemas/cart';

const plain = (product_id: number, qty: number, note = ''): CartSelectionLine => ({ product_id, qty, note, options: [] });
const withOption = (product_id: number, itemId: number, note = ''): CartSelectionLine => ({
  product_id,
  qty: 1,
  note,
  options: [{ group_id: 10, items: [{ item_id: itemId, qty: 1 }] }],
});

describe('merging a guest cart into the stored cart', () => {
  it('a line without options merges into the same product: qty summed, the guest note kept', () => {
    const merged = mergeCartLines([plain(1, 2, 'old note'), plain(2, 1)], [plain(1, 3, 'ring the bell')]);
    expect(merged).toEqual([plain(1, 5, 'ring the bell'), plain(2, 1)]);
  });

  it('an empty guest note does not erase the stored one', () => {
    expect(mergeCartLines([plain(1, 2, 'back door')], [plain(1, 1)])).toEqual([plain(1, 3, 'back door')]);
  });

  it('a product new to the stored cart is appended after the stored lines', () => {
    expect(mergeCartLines([plain(1, 1)], [plain(3, 4), plain(2, 1)])).toEqual([plain(1, 1), plain(3, 4), plain(2, 1)]);
  });

  it('lines with options stay one line each, as they are, even when identical', () => {
    const stored = [withOption(5, 100)];
    const guest = [withOption(5, 100), withOption(5, 101, 'no ice')];
    expect(mergeCartLines(stored, guest)).toEqual([withOption(5, 100), withOption(5, 100), withOption(5, 101, 'no ice')]);
  });

  it('a line with options never absorbs the same product without options, nor the reverse', () => {
    const merged = mergeCartLines([withOption(5, 100)], [plain(5, 2), plain(5, 1)]);
    expect(merged).toEqual([withOption(5, 100), plain(5, 3)]);
  });

  it('option groups with no chosen item do not count as options', () => {
    const emptyGroup: CartSelectionLine = { product_id: 7, qty: 2, note: '', options: [{ group_id: 3, items: [] }] };
    expect(mergeCartLines([plain(7, 1)], [emptyGroup])).toEqual([plain(7, 3)]);
  });

  it('duplicate lines inside one cart merge the same way', () => {
    expect(mergeCartLines([], [plain(1, 1, 'a'), plain(1, 2, 'b')])).toEqual([plain(1, 3, 'b')]);
  });

  it('an empty guest cart leaves the stored cart as it was; an empty stored cart takes the guest lines', () => {
    const stored = [plain(1, 2, 'x'), withOption(5, 100)];
    expect(mergeCartLines(stored, [])).toEqual(stored);
    expect(mergeCartLines([], stored)).toEqual(stored);
  });

  it('drops the fields the client adds (row_total, price) and gift rows', () => {
    const fromClient = { ...plain(1, 2), row_total: 9.99, price: 4.995 } as CartSelectionLine;
    const gift = plain(9, -1);
    const merged = mergeCartLines([], [fromClient, gift]);
    expect(merged).toEqual([plain(1, 2)]);
    expect(Object.keys(merged[0]!).sort()).toEqual(['note', 'options', 'product_id', 'qty']);
  });

  it('keeps the result a valid request: qty capped, line count capped with the stored lines first', () => {
    expect(mergeCartLines([plain(1, 9000)], [plain(1, 5000)])).toEqual([plain(1, DEFAULT_MERGE_LIMITS.maxQty)]);
    expect(DEFAULT_MERGE_LIMITS).toEqual({ maxLines: MAX_CART_LINES, maxQty: MAX_LINE_QTY });
    const stored = Array.from({ length: 3 }, (_, i) => withOption(i + 1, 100));
    const guest = [plain(1, 1), withOption(9, 100), plain(8, 1)];
    const merged = mergeCartLines(stored, guest, { maxLines: 4, maxQty: 99 });
    expect(merged.map((l) => l.product_id)).toEqual([1, 2, 3, 1]);
    // A plain line that merges into an existing one still counts when the cart is full.
    expect(mergeCartLines([plain(1, 1), plain(2, 1)], [plain(1, 4)], { maxLines: 2, maxQty: 99 })).toEqual([plain(1, 5), plain(2, 1)]);
  });

  it('does not change its inputs', () => {
    const stored = [plain(1, 2, 'old')];
    const guest = [plain(1, 3, 'new')];
    const before = JSON.stringify([stored, guest]);
    mergeCartLines(stored, guest);
    expect(JSON.stringify([stored, guest])).toBe(before);
    const line = withOption(5, 100);
    expect(toMergedLine(line)).not.toBe(line);
    expect(toMergedLine(line).options[0]).not.toBe(line.options[0]);
  });
});
