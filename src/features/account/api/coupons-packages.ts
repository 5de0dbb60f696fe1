import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponPackage } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-store';
import { couponsQueryKey } from './coupons-list';

/** GET api/coupon_package/get_available_package → the packages on offer this customer has not redeemed. */
export async function getCouponPackages(locale: Locale, signal?: AbortSignal): Promise<CouponPackage[]> {
  const data = await apiRequest<{ list: CouponPackage[] }>('/api/coupon_package/get_available_package', { locale, signal });
  return data.list;
}

export function couponPackagesQueryOptions(cid: number, locale: Locale) {
  return queryOptions({
    queryKey: [...couponsQueryKey(cid), 'packages', locale] as const,
    queryFn: ({ signal }) => getCouponPackages(locale, signal),
  });
}

export function useCouponPackages() {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({ ...couponPackagesQueryOptions(cid ?? 0, locale), enabled: cid !== null });
}
