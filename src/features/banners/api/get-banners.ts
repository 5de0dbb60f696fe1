import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UniversalBanners } from '../../../../core/schemas/banner';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/ads/universal_banners (spec §7): the shop's home banners in the page's language. Read
 * without a zod parse, like the menu: the home page's first JS stays free of the schema library.
 */
export function bannersQueryOptions(shopId: number, locale: Locale) {
  return queryOptions({
    queryKey: ['banners', shopId, locale] as const,
    queryFn: ({ signal }) => apiRequest<UniversalBanners>('/api/ads/universal_banners', { locale, query: { shop_id: shopId }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBanners() {
  const locale = useLocale();
  const { shopId } = useShopScope();
  return useQuery(bannersQueryOptions(shopId, locale));
}
