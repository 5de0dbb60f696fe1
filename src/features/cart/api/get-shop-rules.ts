import { useQuery, type QueryClient } from '@tanstack/react-query';
import { shopDetailQueryOptions } from '../../../lib/shop-detail-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { NO_SHOP_RULES, shopRulesFromWire, type CartShopRules } from '../../../../core/pricing/shop-rules';

export { shopDetailQueryOptions };

/** The cart rules of a shop; NO_SHOP_RULES until the detail has loaded (or when shopId is 0). */
export function useCartShopRules(shopId: number): { rules: CartShopRules; loaded: boolean } {
  const locale = useLocale();
  const query = useQuery({ ...shopDetailQueryOptions(shopId, locale), enabled: shopId > 0, select: shopRulesFromWire });
  return { rules: query.data ?? NO_SHOP_RULES, loaded: query.data !== undefined };
}

/**
 * The cart rules of a shop as they are cached right now, for a handler (an add-to-cart click) rather
 * than a render: a product grid's every card would otherwise keep its own query observer. Not loaded
 * yet, it asks for the detail and answers NO_SHOP_RULES, as useCartShopRules does meanwhile.
 */
export function cachedCartShopRules(queryClient: QueryClient, shopId: number, locale: Locale): CartShopRules {
  if (shopId <= 0) return NO_SHOP_RULES;
  const options = shopDetailQueryOptions(shopId, locale);
  const detail = queryClient.getQueryData(options.queryKey);
  if (detail) return shopRulesFromWire(detail);
  void queryClient.prefetchQuery(options);
  return NO_SHOP_RULES;
}
