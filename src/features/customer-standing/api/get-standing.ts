import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import type { CustomerStanding } from '../../../../core/schemas/customer-terms';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

/** GET /api/customer/standing (issue 17): the signed-in buyer's hold and pay-later credit. */
export async function getStanding(locale: Locale, signal?: AbortSignal): Promise<CustomerStanding> {
  // Loaded with the call (only for a signed-in buyer): the first page of a visit carries no zod.
  const { customerStandingSchema } = await import('../../../../core/schemas/customer-terms');
  return requestParsed(customerStandingSchema, '/api/customer/standing', { locale, signal });
}

export function useCustomerStanding() {
  const locale = useLocale();
  const signedIn = useSession(isSignedIn);
  const cid = useSession((s) => s.user?.cid ?? 0);
  return useQuery({
    queryKey: ['customer-standing', cid, locale] as const,
    queryFn: ({ signal }) => getStanding(locale, signal),
    enabled: signedIn && cid > 0,
    // A manager's hold or release shows within a minute, and at once when the page comes back into focus.
    staleTime: 60_000,
    retry: false,
  });
}
