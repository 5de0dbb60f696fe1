import type { SkuIndexRow } from '../../../../core/schemas/agent';

/** A ready row handed to the cart. */
export interface BulkAddRequest {
  rowId: string;
  product: SkuIndexRow;
  qty: number;
}

/** What the cart did with one row. */
export interface BulkAddLineResult {
  rowId: string;
  sku: string;
  name: string;
  asked: number;
  /** Units that went in (0 when refused). */
  added: number;
  /** added: all of it; capped: part (the max or the stock with what the cart held); refused: none. */
  outcome: 'added' | 'capped' | 'refused';
  /** The cart's words for a cap or a refusal, or a special-offer warning. */
  note: string | null;
}

/**
 * The page's answer to "Add to cart": the per-row results, or why nothing was tried (a guest is
 * asked to log in; the "Create new order?" question was declined; the add failed outright).
 */
export type BulkAddOutcome =
  | { kind: 'done'; results: BulkAddLineResult[] }
  | { kind: 'login_required' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export interface BulkAddReport {
  results: BulkAddLineResult[];
  addedLines: number;
  addedUnits: number;
  cappedLines: number;
  refusedLines: number;
  /** Rows left in the grid with a reason of their own (not sent to the cart). */
  badRows: number;
}

export function bulkAddReport(results: BulkAddLineResult[], badRows: number): BulkAddReport {
  let addedLines = 0;
  let addedUnits = 0;
  let cappedLines = 0;
  let refusedLines = 0;
  for (const result of results) {
    addedUnits += result.added;
    if (result.outcome === 'added') addedLines++;
    else if (result.outcome === 'capped') cappedLines++;
    else refusedLines++;
  }
  return { results, addedLines, addedUnits, cappedLines, refusedLines, badRows };
}
