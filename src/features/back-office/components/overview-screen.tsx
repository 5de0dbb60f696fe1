import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { useLocale } from '../../../hooks/use-locale';
import { useBackOfficeOverview } from '../api/get-overview';
import { BackOfficeFrame } from '../../../components/back-office-frame';

/** /back-office: the catalogue, stock alerts, customers and running promotions at a glance. */
export function OverviewScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const overview = useBackOfficeOverview();
  const number = new Intl.NumberFormat(locale === 'cn' ? 'zh-CN' : locale === 'fr' ? 'fr-CA' : 'en-CA');
  return (
    <BackOfficeFrame title={t('backOffice.overview.title')} lead={t('backOffice.overview.lead')}>
      {overview.isPending ? (
        <LoadingBox label={t('common.loading')} />
      ) : overview.isError ? (
        <ErrorNotice error={overview.error} title={t('backOffice.overview.load_failed')} onRetry={() => void overview.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {(
            [
              ['listed', overview.data.products.listed],
              ['delisted', overview.data.products.delisted],
              ['out_of_stock', overview.data.out_of_stock],
              ['low_stock', overview.data.low_stock],
              ['customers', overview.data.customers],
              ['running_promotions', overview.data.running_promotions],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-card border border-line bg-surface p-4">
              <dt className="text-sm text-ink-muted">{t(`backOffice.overview.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{number.format(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </BackOfficeFrame>
  );
}
