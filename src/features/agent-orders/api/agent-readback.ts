import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { agentReadbackSchema } from '../../../../core/schemas/readback';
import type { z } from 'zod';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { AGENT_ORDERS_QUERY_ROOT } from './query-root';

export type AgentReadback = z.infer<typeof agentReadbackSchema>;

/** GET /api/agent/orders/readback?order_id= (issue 20): whether the customer confirmed the read-back, and when. */
export function getAgentReadback(orderId: number, locale: Locale, signal?: AbortSignal): Promise<AgentReadback> {
  return staffRequest(agentReadbackSchema, '/api/agent/orders/readback', { locale, signal, query: { order_id: orderId } });
}

const readbackKey = (aid: number, orderId: number, locale: Locale) => [AGENT_ORDERS_QUERY_ROOT, aid, 'readback', orderId, locale] as const;

export function useAgentReadback(orderId: number, enabled: boolean) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: readbackKey(aid, orderId, locale),
    queryFn: ({ signal }) => getAgentReadback(orderId, locale, signal),
    enabled: enabled && aid > 0,
    // The customer may confirm while the agent looks: read again every half minute and on focus.
    refetchInterval: 30_000,
  });
}

/** POST /api/agent/orders/readback/remind {order_id}: sends the read-back again with a new link. */
export function useRemindReadback(orderId: number) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffRequest(agentReadbackSchema, '/api/agent/orders/readback/remind', { locale, method: 'POST', body: { order_id: orderId } }),
    onSuccess: (data) => queryClient.setQueryData(readbackKey(aid, orderId, locale), data),
  });
}
