import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

interface RecentlyViewedParams {
  shopId: number;
  /** Most recent first, as kept on the device. */
  productIds: readonly number[];
  locale: Locale;
}

/**
 * GET /api/recently_product: the ids kept on the device, answered with current names and prices in
 * the page's language; products no longer sold are left out.
 */
export async function getRecentlyViewed(
  { shopId, productIds, locale }: RecentlyViewedParams,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  if (productIds.length === 0) return [];
  const data = await apiRequest<{ products: ProductSummary[] }>('/api/recently_product', {
    locale,
    query: { shop_id: shopId, product_ids: productIds.join(',') },
    signal,
  });
  return data.products;
}

export function recentlyViewedQueryOptions(params: RecentlyViewedParams) {
  return queryOptions({
    queryKey: ['recently-viewed', params.shopId, params.locale, params.productIds] as const,
    queryFn: ({ signal }) => getRecentlyViewed(params, signal),
    // Moving to the next product keeps the list on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
}

export function useRecentlyViewedProducts(shopId: number, productIds: readonly number[] | null) {
  const locale = useLocale();
  return useQuery({
    ...recentlyViewedQueryOptions({ shopId, productIds: productIds ?? [], locale }),
    enabled: productIds !== null && productIds.length > 0,
  });
}
