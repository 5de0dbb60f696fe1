import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserCouponGroups } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-store';

/** Every coupon query (groups and packages) starts with this; redeeming a package refreshes them all. */
export const COUPONS_QUERY_ROOT = 'coupons';

export const couponsQueryKey = (cid: number) => [COUPONS_QUERY_ROOT, cid] as const;

/** GET api/user/coupons/list/group → the customer's coupons, available / used / expired. */
export function getCouponGroups(locale: Locale, signal?: AbortSignal): Promise<UserCouponGroups> {
  return apiRequest<UserCouponGroups>('/api/user/coupons/list/group', { locale, signal });
}

export function couponGroupsQueryOptions(cid: number, locale: Locale) {
  return queryOptions({
    // Names and descriptions come in the caller's language.
    queryKey: [...couponsQueryKey(cid), 'groups', locale] as const,
    queryFn: ({ signal }) => getCouponGroups(locale, signal),
  });
}

export function useCouponGroups() {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...couponGroupsQueryOptions(cid ?? 0, locale), enabled: cid !== null });
}
