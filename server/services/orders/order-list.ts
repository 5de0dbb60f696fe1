import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { OrderList } from '../../../core/schemas/order';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { orderSummaryView } from './order-detail';

/**
 * The caller's orders, newest first (spec §7 order list / order history, §9 Page sizes). Only ever
 * the caller's own: the customer comes from the session, never from the query.
 */
export async function listCustomerOrders(
  db: Database,
  q: { customerId: number; offset: number; limit: number; orderType?: number },
): Promise<OrderList> {
  const where: SQL | undefined =
    q.orderType === undefined ? eq(orders.customerId, q.customerId) : and(eq(orders.customerId, q.customerId), eq(orders.orderType, q.orderType));
  // Written out: drizzle leaves columns unqualified here, which would not correlate with the outer row.
  const itemCount = sql<number>`(select coalesce(sum(l.qty), 0) from ${orderLines} l where l.order_id = "orders"."id" and not l.is_gift)`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db.select({ order: orders, itemCount }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(q.offset).limit(q.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { list: rows.map((r) => orderSummaryView(r.order, r.itemCount)), total: total?.n ?? 0 };
}
