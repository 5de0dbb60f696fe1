/** Most products a recently-viewed list keeps (the server accepts as many; see core product-extras). */
export const RECENTLY_VIEWED_LIMIT = 12;

/** Platform storage key: one list per shop, since each shop sells a different range. */
export const recentlyViewedKey = (shopId: number): string => `recently-viewed:${shopId}`;

/** The stored list, or an empty one when missing or unreadable (an old or hand-edited value). */
export function parseRecentlyViewed(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Puts the product first, drops an earlier visit of it and keeps the newest twelve. */
export function pushRecentlyViewed(list: readonly number[], productId: number): number[] {
  return [productId, ...list.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}
