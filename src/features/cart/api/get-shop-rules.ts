import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import type { ShopDetail } from '../../../../core/schemas/shop';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { NO_SHOP_RULES, shopRulesFromWire, type CartShopRules } from '../../../../core/pricing/shop-rules';

/** GET /api/webclient/shop/detail (spec §7), read for the cart's tiers, limits, fee rules and hours. */
export function shopDetailQueryOptions(shopId: number, locale: Locale) {
  return queryOptions({
    queryKey: ['shop-detail', shopId, locale] as const,
    queryFn: ({ signal }) => apiRequest<ShopDetail>('/api/webclient/shop/detail', { locale, query: { mid: shopId }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The cart rules of a shop; NO_SHOP_RULES until the detail has loaded (or when shopId is 0). */
export function useCartShopRules(shopId: number): { rules: CartShopRules; loaded: boolean } {
  const locale = useLocale();
  const query = useQuery({ ...shopDetailQueryOptions(shopId, locale), enabled: shopId > 0, select: shopRulesFromWire });
  return { rules: query.data ?? NO_SHOP_RULES, loaded: query.data !== undefined };
}
