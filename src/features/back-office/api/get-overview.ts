import { useQuery } from '@tanstack/react-query';
import { backOfficeOverviewSchema, type BackOfficeOverview } from '../../../../core/schemas/back-office';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { BACK_OFFICE_QUERY_ROOT } from './query-root';

/** GET /api/back-office/overview. */
export async function getOverview(locale: Locale, signal?: AbortSignal): Promise<BackOfficeOverview> {
  return staffRequest(backOfficeOverviewSchema, '/api/back-office/overview', { locale, signal });
}

export function useBackOfficeOverview() {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [BACK_OFFICE_QUERY_ROOT, 'overview', aid, locale] as const,
    queryFn: ({ signal }) => getOverview(locale, signal),
    enabled: aid > 0,
  });
}
