import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { groupPriceMap, summaryWithGroupPrice } from '../../core/catalogue/group-price-view';
import type { GroupPriceEntry } from '../../core/pricing/group-price';
import type { ProductSummary } from '../../core/schemas/catalogue';
import { requestParsed } from '../lib/request-parsed';
import { isSignedIn, useSession } from '../lib/session/session-store';
import { useLocale } from './use-locale';

/** The first element of the overlay's query key: signing in or out, or a price list change, refetches it. */
export const GROUP_PRICES_QUERY_ROOT = 'group-prices';

const NONE: ReadonlyMap<number, GroupPriceEntry> = new Map();

/**
 * The signed-in buyer's group prices (issue 17), by product id; empty for guests and buyers in no
 * group. The menu, product and search answers are cached and shared by everyone, so they carry public
 * prices only: the buyer's own are fetched apart (GET /api/account/group_prices) and laid over them.
 */
export function useGroupPrices(): ReadonlyMap<number, GroupPriceEntry> {
  const locale = useLocale();
  const signedIn = useSession(isSignedIn);
  const cid = useSession((s) => s.user?.cid ?? 0);
  const { data } = useQuery({
    queryKey: [GROUP_PRICES_QUERY_ROOT, cid] as const,
    // The schema (and zod with it) loads only for a signed-in buyer: the first page of a visit carries no zod.
    queryFn: async ({ signal }) => {
      const { groupPriceOverlaySchema } = await import('../../core/schemas/price-lists');
      return requestParsed(groupPriceOverlaySchema, '/api/account/group_prices', { locale, signal });
    },
    enabled: signedIn,
    // A manager's change shows on the buyer's next page within seconds; the server charges it at once.
    staleTime: 10_000,
    retry: false,
    select: groupPriceMap,
  });
  return signedIn && data ? data : NONE;
}

/** A function laying the buyer's group prices over wire products (identity when there are none). */
export function useGroupPriced(): <T extends ProductSummary>(product: T) => T {
  const prices = useGroupPrices();
  return useCallback(<T extends ProductSummary>(product: T): T => (prices.size === 0 ? product : summaryWithGroupPrice(product, prices.get(product.product_id))), [prices]);
}
