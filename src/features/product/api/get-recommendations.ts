import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

/** How many "you may also like" products the page shows (two rows of four on desktop). */
export const RECOMMENDATION_COUNT = 8;

interface RecommendParams {
  shopId: number;
  productId: number;
  locale: Locale;
}

/** GET /api/productlist/recommend: listed, in-stock products of the same and related categories. */
export async function getRecommendations(
  { shopId, productId, locale }: RecommendParams,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const data = await apiRequest<{ products: ProductSummary[] }>('/api/productlist/recommend', {
    locale,
    query: { shop_id: shopId, product_id: productId, limit: RECOMMENDATION_COUNT },
    signal,
  });
  return data.products;
}

export function recommendationsQueryOptions(params: RecommendParams) {
  return queryOptions({
    queryKey: ['product-recommendations', params.shopId, params.productId, params.locale] as const,
    queryFn: ({ signal }) => getRecommendations(params, signal),
  });
}

export function useRecommendations(shopId: number, productId: number) {
  const locale = useLocale();
  return useQuery(recommendationsQueryOptions({ shopId, productId, locale }));
}
