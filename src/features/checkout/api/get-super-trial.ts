import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, ShippingType } from '../../../../core/schemas/common';
import { superTrialResponseSchema, type SuperTrialCategory } from '../../../../core/schemas/product-extras';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { CHECKOUT_QUERY_ROOT } from './get-checkout-options';

/**
 * POST /api/product/super_trial (spec §7): categories the cart has nothing from, each with a few
 * products to try (one per category may be picked).
 */
export async function getSuperTrial(
  body: { shopId: number; cartProductIds: readonly number[]; shippingType: ShippingType },
  locale: Locale,
  signal?: AbortSignal,
): Promise<SuperTrialCategory[]> {
  const data = await apiRequest<unknown>('/api/product/super_trial', {
    locale,
    method: 'POST',
    body: { shop_id: body.shopId, cart_product_ids: [...body.cartProductIds], shipping_type: body.shippingType },
    signal,
  });
  return superTrialResponseSchema.shape.data.parse(data).categories;
}

export function superTrialQueryOptions(shopId: number, cartProductIds: readonly number[], shippingType: ShippingType, locale: Locale) {
  return queryOptions({
    queryKey: [CHECKOUT_QUERY_ROOT, 'super-trial', shopId, shippingType, [...cartProductIds].sort((a, b) => a - b).join(','), locale] as const,
    queryFn: ({ signal }) => getSuperTrial({ shopId, cartProductIds, shippingType }, locale, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSuperTrial(shopId: number, cartProductIds: readonly number[], shippingType: ShippingType, enabled: boolean) {
  const locale = useLocale();
  return useQuery({ ...superTrialQueryOptions(shopId, cartProductIds, shippingType, locale), enabled: enabled && shopId > 0 });
}
