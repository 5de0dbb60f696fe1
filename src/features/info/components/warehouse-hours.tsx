import { useTranslation } from 'react-i18next';
import type { Warehouse } from '../../../../core/schemas/catalogue';
import { useLocale } from '../../../hooks/use-locale';
import { clockTime, openingRuns, weekdayName } from '../utils/weekdays';

/** A warehouse's weekly pickup hours, runs of equal days joined ("Monday–Friday 1:00 PM–4:00 PM"). */
export function WarehouseHours({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {openingRuns(warehouse.normal_operation).map((run) => (
        <div key={run.from} className="contents">
          <dt className="text-ink-muted">
            {run.from === run.to
              ? weekdayName(run.from, locale)
              : t('info.day_range', { from: weekdayName(run.from, locale), to: weekdayName(run.to, locale, true) })}
          </dt>
          <dd className="font-medium text-ink">
            {run.hours
              ? t('info.time_range', { open: clockTime(run.hours.open, locale), close: clockTime(run.hours.close, locale) })
              : t('info.closed')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Google Maps search link for a warehouse's location (spec §1: links to warehouse locations). */
function mapsUrl(warehouse: Pick<Warehouse, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${warehouse.lat}%2C${warehouse.lng}`;
}

/** "Open <city> in Maps", in a new tab. */
export function WarehouseMapsLink({ warehouse }: { warehouse: Warehouse }) {
  const { t } = useTranslation();
  return (
    <a
      href={mapsUrl(warehouse)}
      target="_blank"
      rel="noopener noreferrer"
      className="self-start text-sm font-semibold text-brand-700 hover:underline"
    >
      {t('info.open_in_maps', { place: warehouse.city })}
    </a>
  );
}
