import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

/** Spec §9 Timing: today's amount is fetched again 500 ms after the subtotal changes. */
export const TODAY_AMOUNT_DELAY_MS = 500;

export interface TodayOrderAmount {
  /** Dollars ordered today (America/Toronto), cancelled orders left out. */
  amount: number;
  order_count: number;
}

/** GET /api/today_order_amount (spec §6: signed-in customers only). */
export function getTodayOrderAmount(locale: Locale, signal?: AbortSignal): Promise<TodayOrderAmount> {
  return apiRequest<TodayOrderAmount>('/api/today_order_amount', { locale, signal });
}

/** `subtotalCents` only decides when to ask again; the answer does not depend on it. */
export function todayOrderAmountQueryOptions(cid: number, subtotalCents: number, locale: Locale) {
  return queryOptions({
    queryKey: ['today-order-amount', cid, subtotalCents, locale] as const,
    queryFn: ({ signal }) => getTodayOrderAmount(locale, signal),
    staleTime: 0,
    retry: false,
    // The last figure stays on screen while the next loads, but never another customer's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === cid ? previous : undefined),
  });
}

/** Today's ordered amount for the signed-in customer, asked again 500 ms after the subtotal settles. */
export function useTodayOrderAmount(subtotalCents: number) {
  const locale = useLocale();
  const signedIn = useSession(isSignedIn);
  const cid = useSession((s) => s.user?.cid ?? 0);
  const settled = useDebouncedValue(subtotalCents, TODAY_AMOUNT_DELAY_MS);
  return useQuery({ ...todayOrderAmountQueryOptions(cid, settled, locale), enabled: signedIn });
}
