import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, zonedMoment } from '../../../../core/calendar/local-time';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format-date';
import { exportAnalytics, useAnalytics, type AnalyticsReport } from '../api/get-analytics';

/**
 * /agent/analytics (supervisors, issue 19): for a range of days, the most-added products (event log),
 * the searches that found nothing (search stat log) and cart-to-order conversion, each with a CSV.
 */
export function AnalyticsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const today = zonedMoment(new Date()).date;
  const [from, setFrom] = useState(addDays(today, -6));
  const [to, setTo] = useState(today);
  const [exportError, setExportError] = useState<string | null>(null);
  useDocumentTitle(t('analytics.title'));
  const analytics = useAnalytics(from, to);
  const backwards = from > to;
  const percent = new Intl.NumberFormat(locale === 'cn' ? 'zh-CN' : locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent', maximumFractionDigits: 1 });

  const download = (report: AnalyticsReport) => {
    setExportError(null);
    exportAnalytics(report, from, to, locale).catch((error: unknown) => setExportError(error instanceof Error ? error.message : t('analytics.exportFailed')));
  };
  const csvButton = (report: AnalyticsReport, label: string) => (
    <button type="button" className={buttonStyles.secondary} onClick={() => download(report)} disabled={backwards}>
      {t('analytics.csv', { report: label })}
    </button>
  );

  return (
    <div className="container-page py-6 lg:py-8">
      <header className="mb-5 border-b border-line pb-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('analytics.title')}</h1>
        <p className="mt-1.5 max-w-3xl text-sm text-ink-muted sm:text-base">{t('analytics.lead')}</p>
      </header>
      <form className="mb-6 flex flex-wrap items-end gap-4" onSubmit={(e) => e.preventDefault()} aria-label={t('analytics.range')}>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink" htmlFor={`${id}-from`}>
          {t('analytics.from')}
          <input id={`${id}-from`} type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} className="min-h-11 rounded-control border border-line bg-surface px-3 font-normal" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink" htmlFor={`${id}-to`}>
          {t('analytics.to')}
          <input id={`${id}-to`} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} aria-invalid={backwards} className="min-h-11 rounded-control border border-line bg-surface px-3 font-normal" />
        </label>
        {backwards ? <p role="alert" className="text-sm text-danger-700">{t('analytics.backwards')}</p> : null}
      </form>
      {exportError ? <p role="alert" className="mb-4 text-sm text-danger-700">{exportError}</p> : null}
      {analytics.isError ? (
        <ErrorNotice error={analytics.error} />
      ) : analytics.isPending || !analytics.data ? (
        backwards ? null : <LoadingBox />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby={`${id}-conversion`} className="rounded-card border border-line bg-surface p-4 sm:p-5">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id={`${id}-conversion`} className="text-lg font-bold text-ink">{t('analytics.conversion.title')}</h2>
              {csvButton('conversion', t('analytics.conversion.title'))}
            </div>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
              {(
                [
                  ['rate', percent.format(analytics.data.conversion.rate)],
                  ['addEvents', analytics.data.conversion.add_events],
                  ['addingCustomers', analytics.data.conversion.adding_customers],
                  ['orderingCustomers', analytics.data.conversion.ordering_customers],
                  ['ordersPlaced', analytics.data.conversion.orders_placed],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt className="text-sm text-ink-muted">{t(`analytics.conversion.${key}`)}</dt>
                  <dd className="text-2xl font-bold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby={`${id}-added`}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id={`${id}-added`} className="text-lg font-bold text-ink">{t('analytics.mostAdded.title')}</h2>
              {csvButton('most_added', t('analytics.mostAdded.title'))}
            </div>
            {analytics.data.most_added.length === 0 ? (
              <EmptyState title={t('analytics.none')} />
            ) : (
              <div className="overflow-x-auto rounded-card border border-line">
                <table className="w-full text-left text-sm">
                  <thead className="bg-surface-muted text-ink">
                    <tr>
                      <th scope="col" className="p-3">{t('analytics.mostAdded.sku')}</th>
                      <th scope="col" className="p-3">{t('analytics.mostAdded.product')}</th>
                      <th scope="col" className="p-3 text-right">{t('analytics.mostAdded.adds')}</th>
                      <th scope="col" className="p-3 text-right">{t('analytics.mostAdded.quantity')}</th>
                      <th scope="col" className="p-3 text-right">{t('analytics.mostAdded.customers')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {analytics.data.most_added.map((row) => (
                      <tr key={row.sku} className="border-t border-line">
                        <td className="p-3 font-mono">{row.sku}</td>
                        <td className="p-3">{row.product_name}</td>
                        <td className="p-3 text-right">{row.adds}</td>
                        <td className="p-3 text-right">{row.quantity}</td>
                        <td className="p-3 text-right">{row.customers}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby={`${id}-searches`}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id={`${id}-searches`} className="text-lg font-bold text-ink">{t('analytics.noResult.title')}</h2>
              {csvButton('no_result_searches', t('analytics.noResult.title'))}
            </div>
            {analytics.data.no_result_searches.length === 0 ? (
              <EmptyState title={t('analytics.none')} />
            ) : (
              <div className="overflow-x-auto rounded-card border border-line">
                <table className="w-full text-left text-sm">
                  <thead className="bg-surface-muted text-ink">
                    <tr>
                      <th scope="col" className="p-3">{t('analytics.noResult.keyword')}</th>
                      <th scope="col" className="p-3">{t('analytics.noResult.language')}</th>
                      <th scope="col" className="p-3 text-right">{t('analytics.noResult.searches')}</th>
                      <th scope="col" className="p-3">{t('analytics.noResult.last')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {analytics.data.no_result_searches.map((row) => (
                      <tr key={`${row.keyword}-${row.language}`} className="border-t border-line">
                        <td className="p-3">{row.keyword}</td>
                        <td className="p-3">{row.language}</td>
                        <td className="p-3 text-right">{row.searches}</td>
                        <td className="p-3">{formatDateTime(row.last_searched, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
