import { useQuery } from '@tanstack/react-query';
import { substituteSchema, type SubstituteAnswer } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { requestParsed } from '../../../lib/request-parsed';

/** GET /api/catalogue/substitute: core's substitute for `qty` of a product the shop cannot fill now. */
export function getSubstitute(shopId: number, productId: number, qty: number, locale: Locale, signal?: AbortSignal): Promise<SubstituteAnswer> {
  return requestParsed(substituteSchema, '/api/catalogue/substitute', { locale, query: { shop_id: shopId, product_id: productId, qty }, signal });
}

/** Asked only for a row that cannot be filled; the answer changes with stock, so it is kept a minute. */
export function useSubstitute(shopId: number, productId: number, qty: number, locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: ['substitute', shopId, productId, qty] as const,
    queryFn: ({ signal }) => getSubstitute(shopId, productId, qty, locale, signal),
    staleTime: 60_000,
    enabled,
  });
}
