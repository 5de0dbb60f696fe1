import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderGuideSchema, type OrderGuide } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { requestParsed } from '../../../lib/request-parsed';

export interface OrderGuideParams {
  customerId: number;
  shopId: number;
  locale: Locale;
}

/** GET /api/agent/order_guide: what the customer buys (last 90 days), with the customer's (or agent-customer) token. */
export function getOrderGuide({ customerId, shopId, locale }: OrderGuideParams, signal?: AbortSignal): Promise<OrderGuide> {
  return requestParsed(orderGuideSchema, '/api/agent/order_guide', {
    locale,
    query: { customer_id: customerId, shop_id: shopId },
    signal,
  });
}

export function orderGuideQueryOptions(params: OrderGuideParams) {
  return queryOptions({
    queryKey: ['order-guide', params.customerId, params.shopId, params.locale] as const,
    queryFn: ({ signal }) => getOrderGuide(params, signal),
    staleTime: 5 * 60_000,
  });
}

/** The guide of the signed-in customer (null: nobody signed in, nothing is fetched). */
export function useOrderGuide(customerId: number | null, shopId: number, locale: Locale) {
  return useQuery({ ...orderGuideQueryOptions({ customerId: customerId ?? 0, shopId, locale }), enabled: customerId !== null });
}
