import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCouponGroupsSchema, type UserCoupon } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-store';

/**
 * GET api/user/coupons/list/group → the customer's available coupons, for 'you currently have N
 * available coupons'. Keyed under 'coupons' so redeeming a package or placing an order refreshes it.
 */
export async function getAvailableCoupons(locale: Locale, signal?: AbortSignal): Promise<UserCoupon[]> {
  const data = await apiRequest<unknown>('/api/user/coupons/list/group', { locale, signal });
  return userCouponGroupsSchema.parse(data).available;
}

export function availableCouponsQueryOptions(cid: number, locale: Locale) {
  return queryOptions({
    queryKey: ['coupons', cid, 'checkout-available', locale] as const,
    queryFn: ({ signal }) => getAvailableCoupons(locale, signal),
  });
}

export function useAvailableCoupons() {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...availableCouponsQueryOptions(cid ?? 0, locale), enabled: cid !== null });
}
