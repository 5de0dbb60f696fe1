import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-store';

/** Every favourites query starts with this; following or unfollowing anywhere refreshes them. */
export const FAVOURITES_QUERY_ROOT = 'favourites';

export const favouritesQueryKey = (cid: number) => [FAVOURITES_QUERY_ROOT, cid] as const;

/** GET /api/follows/product?shop_id= → the followed products as this shop sells them. */
export function getFavourites(shopId: number, locale: Locale, signal?: AbortSignal): Promise<ProductList> {
  return apiRequest<ProductList>('/api/follows/product', { locale, query: { shop_id: shopId }, signal });
}

export function favouritesQueryOptions(cid: number, shopId: number, locale: Locale) {
  return queryOptions({
    queryKey: [...favouritesQueryKey(cid), shopId, locale] as const,
    queryFn: ({ signal }) => getFavourites(shopId, locale, signal),
  });
}

/** The signed-in customer's favourites in the current shop. */
export function useFavourites() {
  const locale = useLocale();
  const { shopId } = useShopScope();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...favouritesQueryOptions(cid ?? 0, shopId, locale), enabled: cid !== null });
}
