import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { ORDER_PAGE_SIZE, orderListSchema, type OrderList } from '../../../../core/schemas/order';
import { useLocale } from '../../../hooks/use-locale';
import { useSession } from '../../../lib/session/session-store';
import { ORDERS_QUERY_ROOT } from './query-root';
import { requestParsed } from '../../../lib/request-parsed';

/** GET /api/webapp/order/list/customer?offset=&limit=12 — the customer's orders, newest first (spec §7, §9 Page sizes). */
export function getOrderList(offset: number, locale: Locale, signal?: AbortSignal): Promise<OrderList> {
  return requestParsed(orderListSchema, '/api/webapp/order/list/customer', {
    locale,
    signal,
    query: { offset, limit: ORDER_PAGE_SIZE },
  });
}

export function orderListQueryOptions(cid: number, offset: number, locale: Locale) {
  return queryOptions({
    queryKey: [ORDERS_QUERY_ROOT, cid, 'list', offset, locale] as const,
    queryFn: ({ signal }) => getOrderList(offset, locale, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One page (0-based) of the signed-in customer's orders. */
export function useOrderList(page: number) {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...orderListQueryOptions(cid ?? 0, page * ORDER_PAGE_SIZE, locale), enabled: cid !== null });
}
