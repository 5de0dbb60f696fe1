import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { globalSettingsSchema } from '../../../core/schemas/shop';
import { useLocale } from '../../hooks/use-locale';
import { useShopScope } from '../../hooks/use-shop-scope';
import { apiRequest } from '../../lib/api-client';

type GlobalSettings = z.infer<typeof globalSettingsSchema>;

function useGlobalSettings() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['global-settings'] as const,
    queryFn: ({ signal }) => apiRequest<GlobalSettings>('/api/global_settings', { locale, signal }),
    staleTime: Infinity,
  }).data;
}

/** Spec §2.3: with sandbox providers on the server, a small badge shows the browsed shop's id. */
export function SandboxBadge() {
  const { t } = useTranslation();
  const { shopId } = useShopScope();
  if (!useGlobalSettings()?.sandbox) return null;
  // On a phone the badge shows the shop's id alone, in the room left beside the logo (cut short if need
  // be) rather than its own: arriving with the settings, it would otherwise push the cart onto a
  // second line (a layout shift). The whole text is still what a screen reader hears.
  return (
    <span className="min-w-0 max-lg:flex-1 max-lg:basis-0 lg:shrink-0">
      <span
        data-testid="sandbox-badge"
        className="inline-block max-w-full truncate rounded-full border border-warning-800/30 bg-warning-50 px-2 py-0.5 align-middle text-xs font-semibold text-warning-800"
      >
        <span className="sm:hidden" aria-hidden="true">
          {t('nav.sandbox_badge_short', { shopId })}
        </span>
        <span className="max-sm:sr-only">{t('nav.sandbox_badge', { shopId })}</span>
      </span>
    </span>
  );
}

/** Spec §2.3: in development a banner says the data is test data. */
export function TestDataBanner() {
  const { t } = useTranslation();
  if (useGlobalSettings()?.environment !== 'development') return null;
  return (
    <div role="note" className="bg-warning-50 px-4 py-1 text-center text-xs font-medium text-warning-800">
      {t('nav.test_data_banner')}
    </div>
  );
}
