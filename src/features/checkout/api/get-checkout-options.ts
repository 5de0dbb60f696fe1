import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutOptionsSchema, type CheckoutOptions } from '../../../../core/schemas/checkout';
import type { Locale, ShippingType } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

/** Every checkout query starts with this; a placed order drops them. */
export const CHECKOUT_QUERY_ROOT = 'checkout';

/**
 * GET /api/webclient/checkout/options?shop_id=&shipping_type= → the delivery dates and slots, the
 * pickup warehouses with their days, the payment types this customer may use, the minimum spend.
 */
export async function getCheckoutOptions(
  shopId: number,
  shippingType: ShippingType,
  locale: Locale,
  signal?: AbortSignal,
): Promise<CheckoutOptions> {
  const data = await apiRequest<unknown>('/api/webclient/checkout/options', {
    locale,
    query: { shop_id: shopId, shipping_type: shippingType },
    signal,
  });
  return checkoutOptionsSchema.parse(data);
}

export function checkoutOptionsQueryOptions(shopId: number, shippingType: ShippingType, locale: Locale) {
  return queryOptions({
    queryKey: [CHECKOUT_QUERY_ROOT, 'options', shopId, shippingType, locale] as const,
    queryFn: ({ signal }) => getCheckoutOptions(shopId, shippingType, locale, signal),
    // Dates and slots move with the clock: fetched again when the page comes back to the front.
    staleTime: 60_000,
  });
}

export function useCheckoutOptions(shopId: number, shippingType: ShippingType) {
  const locale = useLocale();
  return useQuery({
    ...checkoutOptionsQueryOptions(shopId, shippingType, locale),
    enabled: shopId > 0,
  });
}
