import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { shopDetailQueryOptions } from '../../features/cart/api/get-shop-rules';
import { useLocale } from '../../hooks/use-locale';
import { useShopScope } from '../../hooks/use-shop-scope';
import { withAllStrings } from '../../lib/i18n';
import { setSteerGuestsToApp, useAppSteer } from '../../lib/session/app-steer';

// Its strings (info.*) are in the second part of the locale file: wait for them too.
const DownloadAppDialog = lazy(() =>
  withAllStrings(() => import('../../features/info/components/download-app-dialog')).then((m) => ({ default: m.DownloadAppDialog })),
);

/**
 * Spec §2.7 with DECISIONS.md: the browsed shop's `steer_guests_to_app` (from the shop detail) turns
 * the download-app dialog on; its code loads only for such a shop.
 */
export function DownloadAppDialogHost() {
  const { shopId } = useShopScope();
  const locale = useLocale();
  const steer = useQuery({
    ...shopDetailQueryOptions(shopId, locale),
    enabled: shopId > 0,
    select: (detail) => detail.steer_guests_to_app === 1,
  }).data;
  useEffect(() => setSteerGuestsToApp(steer ?? false), [steer]);
  const on = useAppSteer((s) => s.steer);
  return on ? (
    <Suspense fallback={null}>
      <DownloadAppDialog />
    </Suspense>
  ) : null;
}
