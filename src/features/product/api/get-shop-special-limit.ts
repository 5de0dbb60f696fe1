import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopDetail } from '../../../../core/schemas/shop';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

/**
 * The shop-wide cap on special-offer units per order (spec §3 Shop detail: order_limit_times), read
 * from the shop detail only on pages that show a special offer.
 */
export function shopSpecialLimitQueryOptions(shopId: number, locale: ReturnType<typeof useLocale>) {
  return queryOptions({
    queryKey: ['shop-detail', shopId, locale] as const,
    queryFn: ({ signal }) =>
      apiRequest<ShopDetail>('/api/webclient/shop/detail', { locale, query: { mid: shopId }, signal }),
    select: (shop) => shop.order_limit_times,
  });
}

export function useShopSpecialLimit(shopId: number, enabled: boolean) {
  const locale = useLocale();
  return useQuery({ ...shopSpecialLimitQueryOptions(shopId, locale), enabled });
}
