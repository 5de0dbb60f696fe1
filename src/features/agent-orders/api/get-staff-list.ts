import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffMemberSchema } from '../../../../core/schemas/agent';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { AGENT_ORDERS_QUERY_ROOT } from './query-root';

const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

/** GET /api/agent/staff: the agent filter's choices (supervisors get everyone; agents only themselves). */
export function useStaffList(enabled: boolean) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [AGENT_ORDERS_QUERY_ROOT, aid, 'staff', locale] as const,
    queryFn: ({ signal }) => staffRequest(staffListSchema, '/api/agent/staff', { locale, signal }),
    select: (data) => data.staff,
    enabled: enabled && aid > 0,
    staleTime: 5 * 60_000,
  });
}
