import { useEffect, useState } from 'react';
import { platform } from '../../../platform';
import { parseRecentlyViewed, pushRecentlyViewed, recentlyViewedKey } from '../utils/recently-viewed';

/**
 * The shop's recently viewed product ids (most recent first) from platform storage; a viewed
 * product is recorded first. Null until storage has answered.
 */
export function useRecentlyViewedIds(shopId: number, viewedProductId: number | undefined): number[] | null {
  const [state, setState] = useState<{ shopId: number; ids: number[] } | null>(null);
  useEffect(() => {
    let active = true;
    const key = recentlyViewedKey(shopId);
    void (async () => {
      const stored = parseRecentlyViewed(await platform.storage.get(key));
      const ids = viewedProductId === undefined ? stored : pushRecentlyViewed(stored, viewedProductId);
      if (viewedProductId !== undefined) await platform.storage.set(key, JSON.stringify(ids));
      if (active) setState({ shopId, ids });
    })();
    return () => {
      active = false;
    };
  }, [shopId, viewedProductId]);
  return state?.shopId === shopId ? state.ids : null;
}
