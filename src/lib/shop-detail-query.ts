import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../core/schemas/common';
import type { ShopDetail } from '../../core/schemas/shop';
import { apiRequest } from './api-client';

/** GET /api/webclient/shop/detail (spec §7): the cart's rules, the hours and the delivery calendar (one cached answer). */
export function shopDetailQueryOptions(shopId: number, locale: Locale) {
  return queryOptions({
    queryKey: ['shop-detail', shopId, locale] as const,
    queryFn: ({ signal }) => apiRequest<ShopDetail>('/api/webclient/shop/detail', { locale, query: { mid: shopId }, signal }),
    staleTime: 5 * 60_000,
  });
}
