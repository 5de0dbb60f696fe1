import { useQuery } from '@tanstack/react-query';
import { agentOrderDetailSchema, type AgentOrderDetail } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { AGENT_ORDERS_QUERY_ROOT } from './query-root';

/** GET /api/agent/orders/detail?order_id= — the order as the customer sees it, plus agent and customer. */
export function getAgentOrderDetail(orderId: number, locale: Locale, signal?: AbortSignal): Promise<AgentOrderDetail> {
  return staffRequest(agentOrderDetailSchema, '/api/agent/orders/detail', { locale, signal, query: { order_id: orderId } });
}

export function useAgentOrderDetail(orderId: number | null) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [AGENT_ORDERS_QUERY_ROOT, aid, 'detail', orderId, locale] as const,
    queryFn: ({ signal }) => getAgentOrderDetail(orderId!, locale, signal),
    enabled: aid > 0 && orderId !== null,
    staleTime: 30_000,
  });
}
