import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Warehouse } from '../../../../core/schemas/catalogue';
import { useLocale } from '../../../hooks/use-locale';
import type { ServedArea } from '../api/get-areas';
import { deliveryDays, searchable } from '../utils/delivery-days';
import { WEEKDAYS, weekdayName } from '../utils/weekdays';

const PAGE_SIZES = [10, 25, 50] as const;

interface ScheduleRow {
  key: string;
  area: string;
  region: string;
  orderDay: string;
  deliveryDay: string;
  /** Everything a search may match, normalized. */
  haystack: string;
}

/**
 * Spec §2.8 delivery schedule: one row per served area and order day, with 'Show N entries', a search
 * box over areas and days, and pages.
 */
export function ScheduleTable({ areas, warehouses }: { areas: readonly ServedArea[]; warehouses: readonly Warehouse[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const deliveryWindow = t('info.schedule.window');

  const rows = useMemo<ScheduleRow[]>(() => {
    const regionOf = new Map(warehouses.map((w) => [w.shop_id, w.city]));
    const days = WEEKDAYS.map((_, i) => weekdayName(i, locale));
    return areas.flatMap((area) => {
      const region = regionOf.get(area.shop_id) ?? area.province;
      return days.map((orderDay, day) => {
        const delivery = deliveryDays(day).map((d) => days[d]!);
        const deliveryDay =
          delivery.length > 1 ? t('info.schedule.either_day', { first: delivery[0], second: delivery[1] }) : delivery[0]!;
        return {
          key: `${area.id}-${day}`,
          area: area.name,
          region,
          orderDay,
          deliveryDay,
          haystack: searchable([area.name, region, orderDay, deliveryDay].join(' ')),
        };
      });
    });
  }, [areas, warehouses, locale, t]);

  const words = searchable(query).split(/\s+/).filter(Boolean);
  const filtered = words.length === 0 ? rows : rows.filter((row) => words.every((w) => row.haystack.includes(w)));
  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pageCount);
  const start = (current - 1) * pageSize;
  const visible = filtered.slice(start, start + pageSize);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <label className="flex items-center gap-2 text-sm text-ink">
          {t('info.schedule.show')}
          <select
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
            className="rounded-control border border-line-strong bg-surface px-2.5 py-2 text-sm text-ink"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          {t('info.schedule.entries')}
        </label>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-ink">
            {t('info.schedule.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
            placeholder={t('info.schedule.search_placeholder')}
            aria-describedby={`${id}-summary`}
            className="w-full rounded-control border border-line-strong bg-surface px-3 py-2 text-base text-ink sm:w-72 sm:text-sm"
          />
        </div>
      </div>

      <div className="overflow-hidden rounded-card border border-line bg-surface">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="border-b border-line px-4 py-3 text-left text-sm text-ink-muted">
            {t('info.schedule.caption', { window: deliveryWindow })}
          </caption>
          <thead className="bg-canvas align-bottom text-ink">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('info.schedule.col_area')}
              </th>
              <th scope="col" className="hidden px-4 py-2.5 font-semibold sm:table-cell">
                {t('info.schedule.col_region')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('info.schedule.col_order_day')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {t('info.schedule.col_delivery_day')}
              </th>
              <th scope="col" className="hidden px-4 py-2.5 font-semibold md:table-cell">
                {t('info.schedule.col_window')}
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.key} className="border-t border-line even:bg-canvas/50">
                <th scope="row" className="px-4 py-2.5 font-medium text-ink">
                  {row.area}
                  <span className="block text-xs font-normal text-ink-muted sm:hidden">{row.region}</span>
                </th>
                <td className="hidden px-4 py-2.5 text-ink-muted sm:table-cell">{row.region}</td>
                <td className="px-4 py-2.5 text-ink">{row.orderDay}</td>
                <td className="px-4 py-2.5 font-medium text-ink">{row.deliveryDay}</td>
                <td className="hidden px-4 py-2.5 text-ink-muted md:table-cell">{deliveryWindow}</td>
              </tr>
            ))}
            {visible.length === 0 ? (
              <tr className="border-t border-line">
                <td colSpan={5} className="px-4 py-8 text-center text-ink-muted">
                  {t('info.schedule.no_match')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-summary`} aria-live="polite" className="text-sm text-ink-muted">
          {filtered.length === 0
            ? t('info.schedule.showing_none')
            : t('info.schedule.showing', { from: start + 1, to: start + visible.length, total: filtered.length })}
          {filtered.length !== rows.length ? ` ${t('info.schedule.filtered', { total: rows.length })}` : null}
        </p>
        {pageCount > 1 ? (
          <nav aria-label={t('info.schedule.pages')}>
            <ul className="flex flex-wrap items-center gap-1">
              <li>
                <button
                  type="button"
                  onClick={() => setPage(current - 1)}
                  disabled={current === 1}
                  className="rounded-control px-3 py-2 text-sm font-medium text-ink hover:bg-surface disabled:text-ink-muted disabled:opacity-60"
                >
                  {t('info.schedule.previous')}
                </button>
              </li>
              {pageList(current, pageCount).map((n, i) =>
                n === null ? (
                  <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
                    …
                  </li>
                ) : (
                  <li key={n}>
                    <button
                      type="button"
                      onClick={() => setPage(n)}
                      aria-current={n === current ? 'page' : undefined}
                      aria-label={t('info.schedule.page', { page: n })}
                      className={clsx(
                        'min-w-10 rounded-control px-3 py-2 text-sm font-medium',
                        n === current ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface',
                      )}
                    >
                      {n}
                    </button>
                  </li>
                ),
              )}
              <li>
                <button
                  type="button"
                  onClick={() => setPage(current + 1)}
                  disabled={current === pageCount}
                  className="rounded-control px-3 py-2 text-sm font-medium text-ink hover:bg-surface disabled:text-ink-muted disabled:opacity-60"
                >
                  {t('info.schedule.next')}
                </button>
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

/** Page buttons: the first, the last and the current one with its neighbours; null marks a gap. */
function pageList(current: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const list: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) list.push(n - prev === 2 ? n - 1 : null);
    list.push(n);
  });
  return list;
}
