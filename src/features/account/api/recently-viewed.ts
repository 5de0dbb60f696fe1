import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-store';

/** ['recently-viewed', 'customer', …]: the server's list for the signed-in customer (the product page keeps a device list). */
export const recentlyViewedQueryKey = (cid: number) => ['recently-viewed', 'customer', cid] as const;

/** GET api/recently_product?shop_id= (signed in) → the products this customer viewed, newest first. */
export function getCustomerRecentlyViewed(shopId: number, locale: Locale, signal?: AbortSignal): Promise<ProductList> {
  return apiRequest<ProductList>('/api/recently_product', { locale, query: { shop_id: shopId }, signal });
}

export function customerRecentlyViewedQueryOptions(cid: number, shopId: number, locale: Locale) {
  return queryOptions({
    queryKey: [...recentlyViewedQueryKey(cid), shopId, locale] as const,
    queryFn: ({ signal }) => getCustomerRecentlyViewed(shopId, locale, signal),
  });
}

export function useCustomerRecentlyViewed() {
  const locale = useLocale();
  const { shopId } = useShopScope();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...customerRecentlyViewedQueryOptions(cid ?? 0, shopId, locale), enabled: cid !== null });
}
