import { useTranslation } from 'react-i18next';
import type { Warehouse } from '../../../../core/schemas/catalogue';
import type { Locale } from '../../../../core/schemas/common';
import { ClockIcon, ExternalLinkIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/product/product-image';
import { useLocale } from '../../../hooks/use-locale';
import { htmlLang } from '../../../lib/locale';
import { closedToday, parseOperatingHours } from '../utils/operating-hours';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Monday' → the locale's name of that day ('星期一', 'lundi'); unknown names pass through. */
function weekdayName(day: string, locale: Locale): string {
  const index = WEEKDAYS.indexOf(day);
  if (index < 0) return day;
  // 4 January 2026 is a Sunday.
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + index)),
  );
}

/** The spec's external maps link for a warehouse (opens in a new tab). */
export const mapsLink = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lat},${lng}`)}`;

/** One pickup warehouse (spec §2.6); the whole card picks it, the address and phone are links of their own. */
export function WarehouseCard({ warehouse, onPick }: { warehouse: Warehouse; onPick: (warehouse: Warehouse) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `warehouse-${warehouse.id}`;
  const distance =
    warehouse.distance === null
      ? null
      : new Intl.NumberFormat(htmlLang(locale), { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
          warehouse.distance,
        );

  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition focus-within:border-brand-700 hover:border-brand-300 hover:shadow-raised"
    >
      <div className="aspect-[16/7] bg-canvas">
        <ProductImage src={warehouse.img} alt="" className="size-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-base font-bold text-ink">
            {warehouse.city}
          </h3>
          {distance ? (
            <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-ink">
              <span className="sr-only">{t('position.distance')}: </span>
              {distance}
            </span>
          ) : null}
        </div>
        <p
          className={
            closedToday(warehouse.normal_operation) ? 'text-sm font-medium text-danger-700' : 'text-sm font-medium text-brand-800'
          }
        >
          {warehouse.status}
        </p>
        <ul className="flex flex-col gap-1.5 text-sm">
          <li className="flex items-start gap-2">
            <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0 text-ink-muted" />
            <a
              href={mapsLink(warehouse.lat, warehouse.lng)}
              target="_blank"
              rel="noopener noreferrer"
              className="relative z-10 rounded text-ink underline decoration-line-strong underline-offset-2 hover:text-brand-800 hover:decoration-brand-700"
            >
              {warehouse.address}
              <ExternalLinkIcon width={13} height={13} className="ml-1 inline align-[-1px]" />
              <span className="sr-only"> ({t('position.opens_maps')})</span>
            </a>
          </li>
          <li className="flex items-center gap-2">
            <PhoneIcon width={16} height={16} className="shrink-0 text-ink-muted" />
            <a href={`tel:${warehouse.tel.replace(/[^\d+]/g, '')}`} className="relative z-10 rounded text-ink hover:text-brand-800 hover:underline">
              {warehouse.tel}
            </a>
          </li>
        </ul>
        <div>
          <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <ClockIcon width={14} height={14} />
            {t('position.normal_hours')}
          </h4>
          <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
            {parseOperatingHours(warehouse.normal_operation).map(({ day, hours, closed }) => (
              <div key={day} className="contents">
                <dt className="text-ink-muted">{weekdayName(day, locale)}</dt>
                <dd className={closed ? 'font-medium text-danger-700' : 'text-ink'}>
                  {closed ? t('position.closed') : hours.replace('-', '–')}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <button
          type="button"
          onClick={() => onPick(warehouse)}
          className="mt-auto rounded-control bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white after:absolute after:inset-0 after:content-[''] hover:bg-brand-800"
        >
          {t('position.pickup_here', { city: warehouse.city })}
        </button>
      </div>
    </article>
  );
}
