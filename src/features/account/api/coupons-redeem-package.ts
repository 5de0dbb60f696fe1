import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemPackageResult } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { couponsQueryKey } from './coupons-list';

/** POST api/coupon_package/redeem_package {card_setting_id}: the package's coupons join Available. */
export function redeemCouponPackage(cardSettingId: number, locale: Locale): Promise<RedeemPackageResult> {
  return apiRequest<RedeemPackageResult>('/api/coupon_package/redeem_package', {
    locale,
    method: 'POST',
    body: { card_setting_id: cardSettingId },
  });
}

export function useRedeemCouponPackage() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardSettingId: number) => redeemCouponPackage(cardSettingId, locale),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: couponsQueryKey(sessionStore.getState().user?.cid ?? 0) }),
  });
}
