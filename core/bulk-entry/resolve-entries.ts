import { BULK_MAX_ROWS } from '../schemas/agent';
import type { BulkEntryLine } from './bulk-lines';
import { normalizeText } from './normalize-text';
import { resolveQuery, type Resolution, type SkuSearchIndex } from './sku-search-index';

/** One row a paste or upload asks for, matched against the catalogue, repeats summed. */
export interface ResolvedEntry {
  /** The SKU or name as first given. */
  query: string;
  /** Summed units, or null when a line gave something that is not a quantity (never summed). */
  qty: number | null;
  qtyText: string;
  /** The lines (or CSV records) it came from. */
  lines: number[];
  resolution: Resolution;
}

export interface ResolvedEntries {
  entries: ResolvedEntry[];
  /** Rows beyond `maxRows` that were left out. */
  overflow: number;
}

/**
 * Matches every entry (resolveQuery) and sums repeats: lines naming the same product become one row
 * with their quantities added, as do repeats of one unknown or ambiguous text. A line whose quantity
 * is not one stays its own row so its reason shows. Keeps the first `maxRows` rows (BULK_MAX_ROWS);
 * the rest are counted in `overflow`.
 */
export function resolveEntries(
  index: SkuSearchIndex,
  lines: readonly BulkEntryLine[],
  maxRows: number = BULK_MAX_ROWS,
): ResolvedEntries {
  const entries: ResolvedEntry[] = [];
  const byKey = new Map<string, ResolvedEntry>();
  let overflow = 0;
  for (const line of lines) {
    const resolution = resolveQuery(index, line.query);
    const key =
      line.qty === null
        ? null
        : resolution.kind === 'product'
          ? `p:${index.products[resolution.row]!.product_id}`
          : `q:${normalizeText(line.query)}`;
    const existing = key === null ? undefined : byKey.get(key);
    if (existing) {
      existing.qty = (existing.qty ?? 0) + line.qty!;
      existing.qtyText = String(existing.qty);
      existing.lines.push(line.line);
      continue;
    }
    if (entries.length >= maxRows) {
      overflow++;
      continue;
    }
    const entry: ResolvedEntry = { query: line.query, qty: line.qty, qtyText: line.qtyText, lines: [line.line], resolution };
    entries.push(entry);
    if (key !== null) byKey.set(key, entry);
  }
  return { entries, overflow };
}
