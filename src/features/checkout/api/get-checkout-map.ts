import { useQuery } from '@tanstack/react-query';
import { checkoutMapSchema, type CheckoutMap } from '../../../../core/schemas/checkout-map';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { CHECKOUT_QUERY_ROOT } from './get-checkout-options';

/**
 * GET /api/webclient/checkout/map?shop_id=&lat=&lng= → the shop's delivery zone and places to draw
 * (sandbox), or the address of the server-built static map picture (google).
 */
export function useCheckoutMap(shopId: number, point: { lat: number; lng: number } | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: [CHECKOUT_QUERY_ROOT, 'map', shopId, point?.lat, point?.lng, locale] as const,
    queryFn: async ({ signal }): Promise<CheckoutMap> => {
      const data = await apiRequest<unknown>('/api/webclient/checkout/map', {
        locale,
        query: { shop_id: shopId, lat: point?.lat ?? 0, lng: point?.lng ?? 0 },
        signal,
      });
      return checkoutMapSchema.parse(data);
    },
    enabled: shopId > 0 && point !== null,
    staleTime: Infinity,
  });
}
