import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../core/schemas/catalogue';
import type { Locale } from '../../../../core/schemas/common';
import { useGroupPriced } from '../../../hooks/use-group-prices';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

export interface ProductParams {
  shopId: number;
  productId: number;
  locale: Locale;
}

/** GET /api/webclient/product (spec §7 Get product): 404 PRODUCT_NOT_FOUND, 410 PRODUCT_DELISTED. */
export function getProduct({ shopId, productId, locale }: ProductParams, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest<ProductDetail>('/api/webclient/product', {
    locale,
    query: { shop_id: shopId, product_id: productId },
    signal,
  });
}

export function productQueryOptions(params: ProductParams) {
  return queryOptions({
    queryKey: ['product', params.shopId, params.productId, params.locale] as const,
    queryFn: ({ signal }) => getProduct(params, signal),
    // Stock changes during the day; a product page a minute old is refreshed on the next visit.
    staleTime: 60_000,
  });
}

export function useProduct(shopId: number, productId: number) {
  const locale = useLocale();
  // The shared product answer carries public prices; a group's buyer sees their own laid over it.
  const select = useGroupPriced();
  return useQuery({ ...productQueryOptions({ shopId, productId, locale }), select });
}
