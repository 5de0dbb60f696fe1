import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopProducts } from '../../db/schema';
import { UNLIMITED_STOCK } from '../../../core/cart/add-to-cart-check';

/**
 * Takes the ordered units out of a shop's stock inside the order's transaction (DECISIONS.md: no
 * overselling under concurrency). Each product is one conditional UPDATE: PostgreSQL locks the row,
 * and a transaction that waited re-reads the row before its `stock >= qty` check, so two buyers can
 * never both take the last units. Rows are taken in product order so two orders never deadlock.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface StockRequest {
  productId: number;
  qty: number;
}

export interface StockShortage {
  productId: number;
  requested: number;
  /** Units left (0 when none, or when the shop does not sell the product). */
  available: number;
}

/** Thrown (so the transaction rolls back) when any product lacks the units; lists every short line. */
export class OutOfStockError extends Error {
  constructor(readonly shortages: StockShortage[]) {
    super(`out of stock: ${shortages.map((s) => `${s.productId} (${s.available} of ${s.requested})`).join(', ')}`);
    this.name = 'OutOfStockError';
  }
}

/** Sums repeated products and drops non-positive quantities, in product order. */
export function stockRequests(lines: readonly StockRequest[]): StockRequest[] {
  const totals = new Map<number, number>();
  for (const line of lines) if (line.qty > 0) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.qty);
  return [...totals].sort(([a], [b]) => a - b).map(([productId, qty]) => ({ productId, qty }));
}

export async function reserveStock(tx: Tx, shopId: number, lines: readonly StockRequest[]): Promise<void> {
  const requests = stockRequests(lines);
  const short: StockRequest[] = [];
  for (const { productId, qty } of requests) {
    const taken = await tx
      .update(shopProducts)
      .set({
        stock: sql`case when ${shopProducts.stock} = ${UNLIMITED_STOCK} then ${shopProducts.stock} else ${shopProducts.stock} - ${qty} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(shopProducts.shopId, shopId),
          eq(shopProducts.productId, productId),
          sql`(${shopProducts.stock} = ${UNLIMITED_STOCK} or ${shopProducts.stock} >= ${qty})`,
        ),
      )
      .returning({ productId: shopProducts.productId });
    if (taken.length === 0) short.push({ productId, qty });
  }
  if (short.length === 0) return;
  const rows = await tx
    .select({ productId: shopProducts.productId, stock: shopProducts.stock })
    .from(shopProducts)
    .where(and(eq(shopProducts.shopId, shopId), inArray(shopProducts.productId, short.map((s) => s.productId))));
  const left = new Map(rows.map((r) => [r.productId, Math.max(0, r.stock)]));
  throw new OutOfStockError(short.map((s) => ({ productId: s.productId, requested: s.qty, available: left.get(s.productId) ?? 0 })));
}
