import { and, desc, eq, notInArray } from 'drizzle-orm';
import { MAX_RECENTLY_VIEWED } from '../../../core/schemas/account';
import type { Database } from '../../db/client';
import { customers, recentlyViewed } from '../../db/schema';

/**
 * Products a signed-in customer looked at (spec §7 api/recently_product), kept on the server so every
 * device shows the same list: one row per product, the newest MAX_RECENTLY_VIEWED kept.
 */

export async function recordView(
  db: Database,
  opts: { customerId: number; shopId: number; productId: number; now: Date },
): Promise<{ product_id: number; viewed_at: string }> {
  const { customerId, shopId, productId, now } = opts;
  await db.transaction(async (tx) => {
    // One view at a time per customer: two trims at once could each delete the row the other just touched.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    await tx
      .insert(recentlyViewed)
      .values({ customerId, productId, shopId, viewedAt: now })
      .onConflictDoUpdate({ target: [recentlyViewed.customerId, recentlyViewed.productId], set: { shopId, viewedAt: now } });
    const keep = await tx
      .select({ productId: recentlyViewed.productId })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.customerId, customerId))
      .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
      .limit(MAX_RECENTLY_VIEWED);
    await tx.delete(recentlyViewed).where(
      and(
        eq(recentlyViewed.customerId, customerId),
        notInArray(
          recentlyViewed.productId,
          keep.map((k) => k.productId),
        ),
      ),
    );
  });
  return { product_id: productId, viewed_at: now.toISOString() };
}

/** The customer's viewed product ids, newest first. */
export async function viewedProductIds(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.customerId, customerId))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
    .limit(MAX_RECENTLY_VIEWED);
  return rows.map((r) => r.productId);
}
