import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { pageItems } from '../utils/pagination';

/** Page buttons (1-based labels); the current page is marked with aria-current. */
export function Pagination({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  const current = page + 1;
  const item = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-control px-2 text-sm font-semibold';
  return (
    <nav aria-label={t('orders.ui.pagination')} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={clsx(item, 'text-ink hover:bg-canvas disabled:opacity-40')}
            disabled={current === 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('orders.ui.previous_page')}
          >
            <ChevronLeftIcon width={18} height={18} />
          </button>
        </li>
        {pageItems(current, count).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                aria-current={entry === current ? 'page' : undefined}
                aria-label={t('orders.ui.page_n', { page: entry })}
                onClick={() => onPage(entry - 1)}
                className={clsx(item, entry === current ? 'bg-brand-700 text-white' : 'text-ink hover:bg-canvas')}
              >
                {entry}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={clsx(item, 'text-ink hover:bg-canvas disabled:opacity-40')}
            disabled={current === count}
            onClick={() => onPage(page + 1)}
            aria-label={t('orders.ui.next_page')}
          >
            <ChevronRightIcon width={18} height={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
