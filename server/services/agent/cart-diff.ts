import type { CartSelectionLine } from '../../../core/cart-line/merge-lines';
import { lineKey } from '../../../core/cart-line/selection';
import type { StoredCartLine } from '../../db/schema';
import type { CatalogueSnapshot } from '../catalogue-snapshot';

/**
 * What changed between two versions of a cart, for the agent audit (lines_added / lines_removed):
 * lines are matched by product and chosen options; a quantity that grew is an addition of the
 * difference, one that shrank (or vanished) a removal.
 */

export interface AuditLine {
  product_id: number;
  sku: string;
  qty: number;
}

export interface CartDiff {
  added: AuditLine[];
  removed: AuditLine[];
}

type Line = Pick<StoredCartLine, 'product_id' | 'qty' | 'options'> | CartSelectionLine;

const keyOf = (line: Line): string => lineKey(line.product_id, line.options);

function quantities(lines: readonly Line[]): Map<string, { productId: number; qty: number }> {
  const out = new Map<string, { productId: number; qty: number }>();
  for (const line of lines) {
    if (!(line.qty > 0)) continue;
    const key = keyOf(line);
    const held = out.get(key);
    if (held) held.qty += line.qty;
    else out.set(key, { productId: line.product_id, qty: line.qty });
  }
  return out;
}

export function diffCartLines(before: readonly Line[], after: readonly Line[], snapshot: CatalogueSnapshot | undefined): CartDiff {
  const was = quantities(before);
  const now = quantities(after);
  const sku = (productId: number) => snapshot?.products.get(productId)?.sku ?? '';
  const added: AuditLine[] = [];
  const removed: AuditLine[] = [];
  for (const [key, line] of now) {
    const delta = line.qty - (was.get(key)?.qty ?? 0);
    if (delta > 0) added.push({ product_id: line.productId, sku: sku(line.productId), qty: delta });
    else if (delta < 0) removed.push({ product_id: line.productId, sku: sku(line.productId), qty: -delta });
  }
  for (const [key, line] of was) {
    if (!now.has(key)) removed.push({ product_id: line.productId, sku: sku(line.productId), qty: line.qty });
  }
  return { added, removed };
}
