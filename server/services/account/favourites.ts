import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites } from '../../db/schema';

/**
 * Followed products (spec §7 Follow product, §2.8 My favourites). One row per customer and product;
 * following or unfollowing twice changes nothing more.
 */

export async function setFollowed(
  db: Database,
  opts: { customerId: number; shopId: number; productId: number; follow: boolean; now: Date },
): Promise<{ product_id: number; followed: boolean }> {
  const { customerId, shopId, productId, follow, now } = opts;
  if (follow) {
    // A repeat keeps the first follow's time, so the list order does not jump.
    await db.insert(favourites).values({ customerId, productId, shopId, createdAt: now }).onConflictDoNothing();
  } else {
    await db.delete(favourites).where(and(eq(favourites.customerId, customerId), eq(favourites.productId, productId)));
  }
  return { product_id: productId, followed: follow };
}

/** The customer's followed product ids, newest first. */
export async function followedProductIds(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.customerId, customerId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => r.productId);
}
