import { parseQty } from '../../../../core/bulk-entry/bulk-lines';
import type { SkuSearchIndex } from '../../../../core/bulk-entry/sku-search-index';
import { validateBulkRow, type BulkRowProblem } from '../../../../core/bulk-entry/validate-row';
import type { SkuIndexRow } from '../../../../core/schemas/agent';
import type { ShippingType } from '../../../../core/schemas/common';
import type { GridRow } from '../stores/bulk-grid-store';

export type ProductIndex = SkuSearchIndex<SkuIndexRow>;

/** What a grid row shows in its status column, derived from the row and the SKU index. */
export type RowStatus =
  | { kind: 'empty' }
  /** The SKU index is not in yet. */
  | { kind: 'loading' }
  /** Text typed, nothing chosen yet (Enter chooses). */
  | { kind: 'pending' }
  | { kind: 'unknown' }
  | { kind: 'ambiguous'; candidates: SkuIndexRow[] }
  | { kind: 'problem'; product: SkuIndexRow; problem: BulkRowProblem }
  | { kind: 'ready'; product: SkuIndexRow; qty: number };

export function productOf(index: ProductIndex, productId: number): SkuIndexRow | undefined {
  const at = index.byProductId.get(productId);
  return at === undefined ? undefined : index.products[at];
}

export function rowStatus(row: GridRow, index: ProductIndex | null, shippingType: ShippingType): RowStatus {
  if (row.text.trim() === '' && row.productId === null) return { kind: 'empty' };
  if (!index) return { kind: 'loading' };
  if (row.productId !== null) {
    const product = productOf(index, row.productId);
    if (!product) return { kind: 'unknown' };
    // An empty box reads as 1 in a paste; in the grid the box is filled with 1 on pick, so '' is a mistake.
    const qty = row.qtyText.trim() === '' ? null : parseQty(row.qtyText);
    const problem = validateBulkRow(product, qty, shippingType);
    return problem ? { kind: 'problem', product, problem } : { kind: 'ready', product, qty: qty! };
  }
  if (row.lookup?.kind === 'unknown') return { kind: 'unknown' };
  if (row.lookup?.kind === 'ambiguous') {
    const candidates = row.lookup.candidates.map((id) => productOf(index, id)).filter((p): p is SkuIndexRow => p !== undefined);
    return { kind: 'ambiguous', candidates };
  }
  return { kind: 'pending' };
}

/** Rows that stop an add or need a look: everything but empty, pending-free ready rows. */
export const isBadStatus = (status: RowStatus): boolean =>
  status.kind === 'unknown' || status.kind === 'ambiguous' || status.kind === 'problem';
