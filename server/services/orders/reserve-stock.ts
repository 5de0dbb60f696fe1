import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopProducts } from '../../db/schema';
import { UNLIMITED_STOCK } from '../../../core/cart/add-to-cart-check';
import { rows } from './sql-rows';

/**
 * Takes the ordered units out of a shop's stock inside the order's transaction (DECISIONS.md: no
 * overselling under concurrency). PostgreSQL locks each row, and a transaction that waited reads the
 * committed stock before its `stock >= qty` check, so two buyers can never both take the last units.
 * Rows are locked in product order so two orders never deadlock.
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

/** A product short of units, as the `short` CTE of `stockReservation` lists it. */
export interface ShortRow {
  product_id: number;
  requested: number;
  /** Units left (0 when the shop does not sell the product). */
  stock: number;
}

/**
 * The CTEs that take an order's units in one statement, for a caller to follow with its own
 * statement (`with ${stockReservation(…)}, … select …`):
 * - `locked`: the shop's rows of the products, locked in product order (`for update` waits for
 *   concurrent orders, then reads their committed stock), so two orders never deadlock;
 * - `short`: the products without enough units (product_id, requested, stock);
 * - `taken`: every row decremented (unlimited rows kept), only when nothing is short: all or nothing.
 * `ids` and `qtys` are the int[] parameters of `stockRequests`'s answer (summed, in product order,
 * not empty); the three are SQL so that a prepared statement can put its placeholders there.
 */
export function stockReservation(shopId: SQL, ids: SQL, qtys: SQL): SQL {
  return sql`
    req as (
      select * from unnest(${ids}::int[], ${qtys}::int[]) as r(product_id, qty)
    ),
    locked as (
      select sp.product_id, sp.stock from ${shopProducts} sp
      where sp.shop_id = ${shopId} and sp.product_id = any(${ids}::int[])
      order by sp.product_id
      for update
    ),
    short as (
      select r.product_id, r.qty as requested, greatest(coalesce(l.stock, 0), 0) as stock
      from req r left join locked l on l.product_id = r.product_id
      where l.product_id is null or (l.stock <> ${UNLIMITED_STOCK} and l.stock < r.qty)
    ),
    taken as (
      update ${shopProducts} sp
      set stock = case when l.stock = ${UNLIMITED_STOCK} then sp.stock else sp.stock - r.qty end, updated_at = now()
      from req r join locked l on l.product_id = r.product_id
      where sp.shop_id = ${shopId} and sp.product_id = r.product_id and not exists (select 1 from short)
      returning sp.product_id
    )`;
}

export function outOfStock(short: readonly ShortRow[]): OutOfStockError {
  return new OutOfStockError(
    [...short]
      .sort((a, b) => Number(a.product_id) - Number(b.product_id))
      .map((row) => ({ productId: Number(row.product_id), requested: Number(row.requested), available: Number(row.stock) })),
  );
}

/** Takes the units in one statement, or none of them and throws OutOfStockError naming every short product. */
export async function reserveStock(tx: Pick<Database, 'execute'>, shopId: number, lines: readonly StockRequest[]): Promise<void> {
  const requests = stockRequests(lines);
  if (requests.length === 0) return;
  const reservation = stockReservation(
    sql`${shopId}`,
    sql`${sql.param(requests.map((r) => r.productId))}`,
    sql`${sql.param(requests.map((r) => r.qty))}`,
  );
  const short = await rows<ShortRow>(tx, sql`with ${reservation} select product_id, requested, stock from short`);
  if (short.length > 0) throw outOfStock(short);
}

/**
 * The inverse of reserveStock (a cancelled order's units go back on sale), in the caller's
 * transaction: the shop's rows locked in product order like a reservation, so the two never
 * deadlock; unlimited rows stay unlimited; a product the shop no longer sells is skipped. Answers how
 * many products got units back.
 */
export async function returnStock(tx: Pick<Database, 'execute'>, shopId: number, lines: readonly StockRequest[]): Promise<number> {
  const requests = stockRequests(lines);
  if (requests.length === 0) return 0;
  const ids = sql.param(requests.map((r) => r.productId));
  const qtys = sql.param(requests.map((r) => r.qty));
  const [result] = await rows<{ n: number }>(
    tx,
    sql`
      with req as (
        select * from unnest(${ids}::int[], ${qtys}::int[]) as r(product_id, qty)
      ),
      locked as (
        select sp.product_id, sp.stock from ${shopProducts} sp
        where sp.shop_id = ${shopId} and sp.product_id = any(${ids}::int[])
        order by sp.product_id
        for update
      ),
      back as (
        update ${shopProducts} sp
        set stock = sp.stock + r.qty, updated_at = now()
        from req r join locked l on l.product_id = r.product_id
        where sp.shop_id = ${shopId} and sp.product_id = r.product_id and l.stock <> ${UNLIMITED_STOCK}
        returning sp.product_id
      )
      select count(*)::int as n from back`,
  );
  return Number(result?.n ?? 0);
}
