import { describe, expect, it } from 'vitest';
import { BULK_MAX_ROWS } from '../../../../core/schemas/agent';
import { createBulkGridStore, type IncomingRow } from './bulk-grid-store';

const incoming = (productId: number, qty: number): IncomingRow => ({ text: `SKU-${productId}`, productId, lookup: null, qty, qtyText: String(qty) });
const view = (store: ReturnType<typeof createBulkGridStore>) =>
  store.getState().rows.map((row) => [row.text, row.productId, row.qtyText]);

describe('bulk grid store', () => {
  it('keeps one empty row last to type into', () => {
    const store = createBulkGridStore();
    expect(view(store)).toEqual([['', null, '']]);
    store.getState().addRows([incoming(1, 2)]);
    expect(view(store)).toEqual([
      ['SKU-1', 1, '2'],
      ['', null, ''],
    ]);
  });

  it('adds repeats of a product to its row, and undo/redo walk the steps back and forth', () => {
    const store = createBulkGridStore();
    store.getState().addRows([incoming(1, 2), incoming(2, 1)]);
    store.getState().addRows([incoming(1, 3)]);
    expect(view(store).slice(0, 2)).toEqual([
      ['SKU-1', 1, '5'],
      ['SKU-2', 2, '1'],
    ]);
    const first = store.getState().rows[0]!.id;
    store.getState().removeRow(first);
    expect(view(store)[0]).toEqual(['SKU-2', 2, '1']);
    store.getState().undo();
    expect(view(store)[0]).toEqual(['SKU-1', 1, '5']);
    store.getState().undo();
    expect(view(store)[0]).toEqual(['SKU-1', 1, '2']);
    store.getState().redo();
    store.getState().redo();
    expect(view(store)[0]).toEqual(['SKU-2', 2, '1']);
  });

  it('typing in one box is one undo step; picking is another', () => {
    const store = createBulkGridStore();
    const id = store.getState().rows[0]!.id;
    for (const text of ['P', 'PR', 'PRD']) store.getState().setText(id, text);
    store.getState().pick(id, 7, 'PRD-7');
    for (const qty of ['1', '12']) store.getState().setQty(id, qty);
    expect(view(store)).toEqual([['PRD-7', 7, '12']]);
    store.getState().undo();
    expect(view(store)).toEqual([['PRD-7', 7, '1']]);
    store.getState().undo();
    expect(view(store)).toEqual([['PRD', null, '']]);
    store.getState().undo();
    expect(view(store)).toEqual([['', null, '']]);
  });

  it(`holds ${BULK_MAX_ROWS} rows and says how many did not fit`, () => {
    const store = createBulkGridStore();
    const result = store.getState().addRows(Array.from({ length: BULK_MAX_ROWS + 3 }, (_, i) => incoming(i + 1, 1)));
    expect(result.overflow).toBe(3);
    expect(store.getState().rows.filter((row) => row.productId !== null)).toHaveLength(BULK_MAX_ROWS);
    // A repeat of a row already there still adds up.
    expect(store.getState().addRows([incoming(1, 4)]).overflow).toBe(0);
    expect(store.getState().rows[0]!.qtyText).toBe('5');
  });

  it('after an add, rows that went in leave and refused rows keep the cart’s note', () => {
    const store = createBulkGridStore();
    store.getState().addRows([incoming(1, 1), incoming(2, 1)]);
    const [a, b] = store.getState().rows;
    store.getState().settleAdd([a!.id], new Map([[b!.id, 'Insufficient stock']]));
    expect(store.getState().rows.map((row) => [row.productId, row.cartNote])).toEqual([
      [2, 'Insufficient stock'],
      [null, null],
    ]);
  });
});
