import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverStop } from '../../../../core/schemas/fulfilment';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { inputStyles } from '../../../components/ui/input-styles';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { torontoToday } from '../../../lib/format-date';
import { useDriverStops } from '../api/get-driver-stops';
import { stopState } from '../utils/stop-view';
import { StopCard } from './stop-card';

/**
 * /driver (issue 15), phone-first: the day's stops as cards — out for delivery first, packed ones still
 * at the warehouse read-only, delivered ones done with the receiver's name. The date defaults to
 * today in Toronto.
 */
export function DriverScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState(() => torontoToday());
  const [announcement, setAnnouncement] = useState('');
  const stops = useDriverStops(date);
  useDocumentTitle(t('driver.title'));
  const headingId = (stop: DriverStop) => `${id}-stop-${stop.order_id}`;
  const list = stops.data?.stops ?? [];
  const done = list.filter((s) => stopState(s) === 'delivered').length;

  const onDelivered = (stop: DriverStop) => {
    setAnnouncement(t('driver.dialog.done', { no: stop.order_no }));
    document.getElementById(headingId(stop))?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-5 sm:py-8">
      <header className="mb-4 border-b border-line pb-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('driver.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('driver.lead')}</p>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-semibold text-ink">
              {t('driver.date')}
            </label>
            <input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} className={inputStyles(false)} />
          </div>
          {stops.data && list.length > 0 ? (
            <p className="text-sm font-semibold text-ink">{t('driver.summary', { done, total: list.length })}</p>
          ) : null}
        </div>
      </header>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {stops.isPending && stops.fetchStatus !== 'idle' ? <LoadingBox label={t('driver.loading')} /> : null}
      {stops.isError ? <ErrorNotice error={stops.error} title={t('driver.load_failed')} onRetry={() => void stops.refetch()} /> : null}
      {stops.data && list.length === 0 ? <EmptyState title={t('driver.empty')} /> : null}
      {list.length > 0 ? (
        <ol className="flex flex-col gap-4">
          {list.map((stop) => (
            <li key={stop.order_id}>
              <StopCard stop={stop} headingId={headingId(stop)} onDelivered={onDelivered} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
