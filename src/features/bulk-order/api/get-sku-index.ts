import { queryOptions, useQuery } from '@tanstack/react-query';
import { skuIndexSchema, type SkuIndex } from '../../../../core/schemas/agent';
import type { Locale, ShippingType } from '../../../../core/schemas/common';
import { requestParsed } from '../../../lib/request-parsed';

export interface SkuIndexParams {
  shopId: number;
  shippingType: ShippingType;
  /** Names come back in this language, so it is part of the key. */
  locale: Locale;
}

/** GET /api/catalogue/sku_index: every product of the shop, delisted ones included (public). */
export function getSkuIndex({ shopId, shippingType, locale }: SkuIndexParams, signal?: AbortSignal): Promise<SkuIndex> {
  return requestParsed(skuIndexSchema, '/api/catalogue/sku_index', {
    locale,
    query: { shop_id: shopId, shipping_type: shippingType },
    signal,
    token: null,
  });
}

export function skuIndexQueryOptions(params: SkuIndexParams) {
  return queryOptions({
    queryKey: ['sku-index', params.shopId, params.shippingType, params.locale] as const,
    queryFn: ({ signal }) => getSkuIndex(params, signal),
    // Stock moves during the day; a minute-old index is fetched again in the background.
    staleTime: 60_000,
  });
}

export function useSkuIndex(params: SkuIndexParams) {
  return useQuery(skuIndexQueryOptions(params));
}
