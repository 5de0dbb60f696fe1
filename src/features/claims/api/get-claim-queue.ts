import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClaimStatus } from '../../../../core/orders/claims';
import { claimQueueSchema, type ClaimQueue } from '../../../../core/schemas/claims';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { CLAIMS_QUERY_ROOT } from './query-root';
import { staffRequest } from '../../../lib/staff-request';

/** GET /api/fulfilment/claims?status=: the warehouse's queue. */
export function getClaimQueue(status: ClaimStatus, locale: Locale, signal?: AbortSignal): Promise<ClaimQueue> {
  return staffRequest(claimQueueSchema, '/api/fulfilment/claims', { locale, signal, query: { status } });
}

export function useClaimQueue(status: ClaimStatus) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [CLAIMS_QUERY_ROOT, 'staff', aid, status, locale] as const,
    queryFn: ({ signal }) => getClaimQueue(status, locale, signal),
    placeholderData: keepPreviousData,
    enabled: aid > 0,
  });
}
