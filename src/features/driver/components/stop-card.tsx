import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../core/account/phone';
import type { DriverStop } from '../../../../core/schemas/fulfilment';
import { CheckIcon, ClockIcon, ExternalLinkIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { StoredPhoto } from '../../../components/stored-photo';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateAndTime } from '../../../lib/format-date';
import { htmlLang } from '../../../lib/locale';
import { kilograms, stopState, telHref, type StopState } from '../utils/stop-view';
import { DeliverDialog } from './deliver-dialog';

const BADGE: Record<StopState, string> = {
  delivering: 'bg-brand-50 text-brand-800 border-brand-200',
  waiting: 'bg-warning-50 text-warning-800 border-warning-800/20',
  delivered: 'bg-canvas text-ink-muted border-line',
};

/** One stop of the driver's day: who, where (maps, call), when, what, and its delivery. */
export function StopCard({ stop, headingId, onDelivered }: { stop: DriverStop; headingId: string; onDelivered: (stop: DriverStop) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = stopState(stop);
  const { contact } = stop;
  const place = [contact.unit ? t('driver.unit', { unit: contact.unit }) : null, contact.buzz_code ? t('driver.buzz', { code: contact.buzz_code }) : null].filter(Boolean);
  return (
    <article aria-labelledby={headingId} className={clsx('rounded-card border bg-surface p-4 shadow-card sm:p-5', state === 'delivered' ? 'border-line' : 'border-line-strong')}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} tabIndex={-1} className="text-lg font-bold break-words text-ink focus:outline-none">
            {contact.name}
          </h2>
          <p className="text-sm text-ink-muted">{t('driver.order_no', { no: stop.order_no })}</p>
        </div>
        <span className={clsx('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', BADGE[state])}>
          {state === 'delivered' ? <CheckIcon width={14} height={14} aria-hidden /> : null}
          {t(`driver.status.${state}`)}
        </span>
      </header>

      <div className="mt-3 flex flex-col gap-2 text-sm text-ink">
        <p className="flex gap-2">
          <MapPinIcon className="mt-0.5 shrink-0 text-ink-muted" width={18} height={18} aria-hidden />
          <span className="min-w-0 break-words">
            <span className="sr-only">{t('driver.address')}: </span>
            {contact.addr}
            {place.length ? <span className="block text-ink-muted">{place.join(' · ')}</span> : null}
          </span>
        </p>
        <p className="flex gap-2">
          <ClockIcon className="mt-0.5 shrink-0 text-ink-muted" width={18} height={18} aria-hidden />
          <span>
            <span className="sr-only">{t('driver.time')}: </span>
            {stop.time_preference === 'asap' ? t('driver.asap') : t('driver.arrive_around', { time: stop.time_preference })}
          </span>
        </p>
        {stop.note ? (
          <p className="rounded-control bg-warning-50 px-3 py-2 text-warning-800">
            <span className="font-semibold">{t('driver.note')}: </span>
            {stop.note}
          </p>
        ) : null}
      </div>

      <div className="mt-3 grid grid-cols-1 gap-2 min-[26rem]:grid-cols-2">
        <a href={telHref(contact.tel)} className={clsx(buttonStyles.secondary, 'px-2')}>
          <PhoneIcon width={18} height={18} aria-hidden />
          <span className="truncate">{t('driver.call', { phone: formatPhone(contact.tel) })}</span>
        </a>
        <a href={stop.maps_url} target="_blank" rel="noopener noreferrer" className={clsx(buttonStyles.secondary, 'px-2')}>
          <ExternalLinkIcon width={18} height={18} aria-hidden />
          <span className="truncate">{t('driver.maps')}</span>
          <span className="sr-only">{t('driver.new_tab')}</span>
        </a>
      </div>

      <section aria-label={t('driver.lines')} className="mt-4 border-t border-line pt-3">
        <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('driver.lines')}</h3>
        <ul className="mt-1.5 flex flex-col divide-y divide-line text-sm">
          {stop.lines.map((line) => (
            <li key={line.line_id} className="flex items-baseline justify-between gap-3 py-1.5">
              <span className="min-w-0 break-words text-ink">{line.name}</span>
              <span className="shrink-0 text-right font-semibold text-ink tabular-nums">
                {line.qty < line.ordered_qty ? t('driver.short_of', { qty: line.qty, ordered: line.ordered_qty }) : t('driver.qty', { qty: line.qty })}
                {line.weight_grams !== null ? <span className="block text-xs font-normal text-ink-muted">{t('driver.weight', { kg: kilograms(line.weight_grams, htmlLang(locale)) })}</span> : null}
              </span>
            </li>
          ))}
        </ul>
        {stop.payment_type === 'cash' ? <p className="mt-2 text-xs font-medium text-ink-muted">{t('driver.cash')}</p> : null}
      </section>

      <footer className="mt-4">
        {state === 'delivering' ? <DeliverDialog stop={stop} onDelivered={onDelivered} /> : null}
        {state === 'waiting' ? <p className="text-sm text-ink-muted">{t('driver.waiting_hint')}</p> : null}
        {state === 'delivered' ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-brand-800">
            <CheckIcon width={18} height={18} aria-hidden />
            {t('driver.delivered_to', { name: stop.receiver_name ?? '' })}
            {stop.delivered_at ? <span className="font-normal text-ink-muted">{t('driver.delivered_at', { time: formatDateAndTime(stop.delivered_at, locale).time })}</span> : null}
            {stop.delivery_photo ? <span className="font-normal text-ink-muted">· {t('driver.with_photo')}</span> : null}
          </p>
        ) : null}
        {state === 'delivered' && stop.delivery_photo ? (
          <StoredPhoto path={stop.delivery_photo} as="staff" alt={t('deliveryProof.photo_alt', { name: stop.receiver_name ?? '' })} className="mt-2 size-24" />
        ) : null}
      </footer>
    </article>
  );
}
