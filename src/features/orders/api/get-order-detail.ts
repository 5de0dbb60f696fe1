import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { buyerOrderDetailSchema, type BuyerOrderDetail } from '../../../../core/schemas/buyer-order';
import { useLocale } from '../../../hooks/use-locale';
import { useSession } from '../../../lib/session/session-store';
import { ORDERS_QUERY_ROOT } from './query-root';
import { requestParsed } from '../../../lib/request-parsed';

/** GET /api/webclient/order/detail?order_id= : the order and its life after checkout (steps, settlement, ledger, cancelling). */
export function getOrderDetail(orderId: number, locale: Locale, signal?: AbortSignal): Promise<BuyerOrderDetail> {
  return requestParsed(buyerOrderDetailSchema, '/api/webclient/order/detail', { locale, signal, query: { order_id: orderId } });
}

export const orderDetailQueryKey = (cid: number, orderId: number) => [ORDERS_QUERY_ROOT, cid, 'detail', orderId] as const;

export function orderDetailQueryOptions(cid: number, orderId: number, locale: Locale) {
  return queryOptions({
    queryKey: [...orderDetailQueryKey(cid, orderId), locale] as const,
    queryFn: ({ signal }) => getOrderDetail(orderId, locale, signal),
  });
}

export function useOrderDetail(orderId: number | null) {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({
    ...orderDetailQueryOptions(cid ?? 0, orderId ?? 0, locale),
    enabled: cid !== null && orderId !== null && orderId > 0,
  });
}
