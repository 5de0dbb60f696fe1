import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditListSchema, type AuditList } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { AGENT_ORDERS_QUERY_ROOT } from './query-root';

type AuditQuery = Record<string, string | number | undefined>;

/** GET /api/agent/audit: supervisors read any agent's entries, agents their own. */
export function getAgentAudit(query: AuditQuery, locale: Locale, signal?: AbortSignal): Promise<AuditList> {
  return staffRequest(auditListSchema, '/api/agent/audit', { locale, signal, query });
}

export function useAgentAudit(query: AuditQuery, opts: { enabled?: boolean } = {}) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [AGENT_ORDERS_QUERY_ROOT, aid, 'audit', query, locale] as const,
    queryFn: ({ signal }) => getAgentAudit(query, locale, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: aid > 0 && (opts.enabled ?? true),
  });
}
