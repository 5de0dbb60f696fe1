import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentOrdersSchema, type AgentOrders } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { ordersApiQuery, type OrdersView } from '../utils/orders-view';
import { staffRequest } from '../../../lib/staff-request';
import { AGENT_ORDERS_QUERY_ROOT } from './query-root';

/** GET /api/agent/orders: one page of the table, filtered and sorted by the server. */
export function getAgentOrders(view: OrdersView, locale: Locale, signal?: AbortSignal): Promise<AgentOrders> {
  return staffRequest(agentOrdersSchema, '/api/agent/orders', { locale, signal, query: ordersApiQuery(view, { paging: true }) });
}

/** The page; while the next page or filter loads, the previous rows stay on screen (keepPreviousData). */
export function useAgentOrders(view: OrdersView) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [AGENT_ORDERS_QUERY_ROOT, aid, 'list', ordersApiQuery(view, { paging: true }), locale] as const,
    queryFn: ({ signal }) => getAgentOrders(view, locale, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: aid > 0,
  });
}
