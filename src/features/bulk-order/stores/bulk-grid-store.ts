import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { BULK_MAX_ROWS } from '../../../../core/schemas/agent';

/** A pasted name that matched nothing, or several products (their ids, best first). */
export type RowLookup = { kind: 'unknown' } | { kind: 'ambiguous'; candidates: number[] };

/** One line of the bulk entry grid as the user left it; its status is derived (utils/row-state.ts). */
export interface GridRow {
  id: string;
  /** The SKU-or-name box. */
  text: string;
  /** The product chosen for the row (picked from the list, or matched from a paste), else null. */
  productId: number | null;
  /** Set when the text was looked up and gave no single product. */
  lookup: RowLookup | null;
  /** The quantity box as typed. */
  qtyText: string;
  /** What the cart said when this row was refused on the last add (cleared when the row changes). */
  cartNote: string | null;
}

export type GridField = 'sku' | 'qty';

/** Rows for the grid from a paste, an upload, the order guide or a past order. */
export interface IncomingRow {
  text: string;
  productId: number | null;
  lookup: RowLookup | null;
  /** Whole units, or null for a quantity that was not one (kept as qtyText). */
  qty: number | null;
  qtyText: string;
}

export interface BulkGridState {
  rows: GridRow[];
  /** Earlier states of `rows` (undo) and undone ones (redo). */
  past: GridRow[][];
  future: GridRow[][];
  /** Consecutive typing in one box is one undo step. */
  typingKey: string | null;
  /** The cell that should take focus (rows focus themselves when it names them). */
  focus: { rowId: string; field: GridField; seq: number } | null;
  /** A row to scroll into view (the first bad row after a paste, an upload or an add). */
  scroll: { rowId: string; seq: number } | null;

  setText: (rowId: string, text: string) => void;
  /** A product chosen for a row (its SKU goes into the box; the quantity stays, 1 when empty). */
  pick: (rowId: string, productId: number, sku: string) => void;
  setLookup: (rowId: string, lookup: RowLookup) => void;
  /** Rows typed but not chosen, looked up at once (before an add): one undo step. */
  resolveRows: (updates: ReadonlyMap<string, { productId: number; sku: string } | RowLookup>) => void;
  setQty: (rowId: string, qtyText: string) => void;
  removeRow: (rowId: string) => void;
  /** The row after `rowId`, appended when it is the last. Returns its id. */
  rowAfter: (rowId: string) => string;
  /**
   * Adds rows (repeats of a product already in the grid add to its quantity); empty rows go and one
   * empty row stays last. Returns how many did not fit under BULK_MAX_ROWS and the ids touched.
   */
  addRows: (incoming: readonly IncomingRow[]) => { overflow: number; rowIds: string[] };
  /** After an add: rows that went in leave the grid, refused rows keep the cart's note. */
  settleAdd: (removed: readonly string[], notes: ReadonlyMap<string, string>) => void;
  clear: () => void;
  undo: () => void;
  redo: () => void;
  focusCell: (rowId: string, field: GridField) => void;
  scrollToRow: (rowId: string) => void;
}

const HISTORY_LIMIT = 200;

let nextId = 0;
const newRowId = () => `r${(nextId++).toString(36)}`;
const emptyRow = (): GridRow => ({ id: newRowId(), text: '', productId: null, lookup: null, qtyText: '', cartNote: null });
export const isEmptyRow = (row: GridRow): boolean => row.text.trim() === '' && row.productId === null && row.qtyText.trim() === '';
/** At least one row, and an empty one last to type into. */
const withTrailingEmpty = (rows: GridRow[]): GridRow[] => (rows.length > 0 && isEmptyRow(rows[rows.length - 1]!) ? rows : [...rows, emptyRow()]);

export function createBulkGridStore() {
  let seq = 0;
  return createStore<BulkGridState>()((set, get) => {
    /** Applies a change to rows; `typingKey` set → joins the previous step when it is the same box. */
    const edit = (next: GridRow[], typingKey: string | null = null) => {
      const state = get();
      if (next === state.rows) return;
      const joins = typingKey !== null && typingKey === state.typingKey;
      set({
        rows: next,
        past: joins ? state.past : [...state.past, state.rows].slice(-HISTORY_LIMIT),
        future: joins ? state.future : [],
        typingKey,
      });
    };
    const mapRow = (rowId: string, change: (row: GridRow) => GridRow) =>
      get().rows.map((row) => (row.id === rowId ? change(row) : row));

    return {
      rows: [emptyRow()],
      past: [],
      future: [],
      typingKey: null,
      focus: null,
      scroll: null,

      setText: (rowId, text) =>
        edit(
          mapRow(rowId, (row) => ({ ...row, text, productId: null, lookup: null, cartNote: null })),
          `${rowId}:sku`,
        ),

      pick: (rowId, productId, sku) =>
        edit(
          mapRow(rowId, (row) => ({
            ...row,
            text: sku,
            productId,
            lookup: null,
            qtyText: row.qtyText.trim() === '' ? '1' : row.qtyText,
            cartNote: null,
          })),
        ),

      setLookup: (rowId, lookup) => edit(mapRow(rowId, (row) => ({ ...row, productId: null, lookup, cartNote: null }))),

      resolveRows: (updates) => {
        if (updates.size === 0) return;
        edit(
          get().rows.map((row) => {
            const update = updates.get(row.id);
            if (!update) return row;
            if ('productId' in update) {
              return { ...row, text: update.sku, productId: update.productId, lookup: null, qtyText: row.qtyText.trim() === '' ? '1' : row.qtyText };
            }
            return { ...row, productId: null, lookup: update };
          }),
        );
      },

      setQty: (rowId, qtyText) => edit(mapRow(rowId, (row) => ({ ...row, qtyText, cartNote: null })), `${rowId}:qty`),

      removeRow: (rowId) => {
        const { rows } = get();
        const at = rows.findIndex((row) => row.id === rowId);
        if (at < 0) return;
        const next = withTrailingEmpty(rows.filter((row) => row.id !== rowId));
        edit(next);
        // Focus stays in the grid: the row that took its place, or the one above the end.
        const target = next[Math.min(at, next.length - 1)]!;
        get().focusCell(target.id, 'sku');
      },

      rowAfter: (rowId) => {
        const { rows } = get();
        const at = rows.findIndex((row) => row.id === rowId);
        const following = rows[at + 1];
        if (following) return following.id;
        const added = emptyRow();
        // A new empty row is not an edit worth undoing on its own.
        set({ rows: [...rows, added] });
        return added.id;
      },

      addRows: (incoming) => {
        const kept = get().rows.filter((row) => !isEmptyRow(row));
        const byProduct = new Map<number, number>();
        const byText = new Map<string, number>();
        kept.forEach((row, i) => {
          if (row.productId !== null) byProduct.set(row.productId, i);
          else if (row.lookup) byText.set(row.text.trim().toLowerCase(), i);
        });
        const touched = new Set<string>();
        let overflow = 0;
        for (const item of incoming) {
          const at = item.productId !== null ? byProduct.get(item.productId) : item.lookup ? byText.get(item.text.trim().toLowerCase()) : undefined;
          const existing = at === undefined ? undefined : kept[at]!;
          const existingQty = existing && /^\d+$/.test(existing.qtyText.trim()) ? Number(existing.qtyText.trim()) : null;
          if (existing && existingQty !== null && item.qty !== null) {
            kept[at!] = { ...existing, qtyText: String(existingQty + item.qty), cartNote: null };
            touched.add(existing.id);
            continue;
          }
          if (kept.length >= BULK_MAX_ROWS) {
            overflow++;
            continue;
          }
          const row: GridRow = { ...emptyRow(), text: item.text, productId: item.productId, lookup: item.lookup, qtyText: item.qtyText };
          if (item.productId !== null) byProduct.set(item.productId, kept.length);
          else if (item.lookup) byText.set(item.text.trim().toLowerCase(), kept.length);
          kept.push(row);
          touched.add(row.id);
        }
        if (touched.size > 0) edit(withTrailingEmpty(kept));
        return { overflow, rowIds: [...touched] };
      },

      settleAdd: (removed, notes) => {
        const gone = new Set(removed);
        const next = get()
          .rows.filter((row) => !gone.has(row.id))
          .map((row) => (notes.has(row.id) ? { ...row, cartNote: notes.get(row.id)! } : row));
        edit(withTrailingEmpty(next));
      },

      clear: () => {
        const rows = get().rows;
        if (rows.every(isEmptyRow)) return;
        const fresh = emptyRow();
        edit([fresh]);
        get().focusCell(fresh.id, 'sku');
      },

      undo: () => {
        const { past, rows, future } = get();
        const previous = past[past.length - 1];
        if (!previous) return;
        set({ rows: previous, past: past.slice(0, -1), future: [...future, rows], typingKey: null });
      },

      redo: () => {
        const { past, rows, future } = get();
        const next = future[future.length - 1];
        if (!next) return;
        set({ rows: next, past: [...past, rows], future: future.slice(0, -1), typingKey: null });
      },

      focusCell: (rowId, field) => set({ focus: { rowId, field, seq: ++seq }, typingKey: null }),
      scrollToRow: (rowId) => set({ scroll: { rowId, seq: ++seq } }),
    };
  });
}

export type BulkGridStore = ReturnType<typeof createBulkGridStore>;

/** The grid of this window: it outlives the page, so a trip to a product page or the cart keeps the rows. */
export const bulkGridStore = createBulkGridStore();

export function useBulkGrid<T>(selector: (state: BulkGridState) => T): T {
  return useStore(bulkGridStore, selector);
}
