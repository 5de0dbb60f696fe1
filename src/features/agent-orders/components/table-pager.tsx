import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { inputStyles } from '../../../components/ui/input-styles';

const step =
  'inline-flex size-11 items-center justify-center rounded-control border border-line-strong bg-surface text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-40';

/** Server-side paging: "1–25 of 120", rows per page, previous / next with "Page 1 of 5". */
export function TablePager({
  page,
  pages,
  pageSize,
  pageSizes,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pages: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted tabular-nums">{t('agentOrders.orders.range', { from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-size`} className="text-sm whitespace-nowrap text-ink-muted">
            {t('agentOrders.paging.page_size')}
          </label>
          <select
            id={`${id}-size`}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className={`${inputStyles()} min-h-11 w-auto py-2 text-sm`}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={t('agentOrders.paging.label')} className="flex items-center gap-2">
          <button type="button" className={step} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('agentOrders.paging.previous')}>
            <ChevronLeftIcon width={18} height={18} />
          </button>
          <span className="min-w-24 text-center text-sm font-medium whitespace-nowrap text-ink tabular-nums" aria-live="polite">
            {t('agentOrders.paging.page_of', { page, count: pages })}
          </span>
          <button type="button" className={step} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('agentOrders.paging.next')}>
            <ChevronRightIcon width={18} height={18} />
          </button>
        </nav>
      </div>
    </div>
  );
}
