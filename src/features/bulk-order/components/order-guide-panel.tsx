import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../../lib/locale';
import { quantityRuleFromWire, roundUpToValid } from '../../../../core/cart/quantity-rule';
import type { OrderGuideItem } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { formatPrice } from '../../../lib/format-price';

export type GuideSort = 'category' | 'shelf';

/** Category order (category position, then name), or the customer's own order (their shelves). */
export function sortGuide(items: readonly OrderGuideItem[], sort: GuideSort): OrderGuideItem[] {
  const byName = (a: OrderGuideItem, b: OrderGuideItem) => a.name.localeCompare(b.name);
  return [...items].sort((a, b) =>
    sort === 'category'
      ? a.category_position - b.category_position || a.category_name.localeCompare(b.category_name) || byName(a, b)
      : (a.guide_position ?? Infinity) - (b.guide_position ?? Infinity) || a.shelf_position - b.shelf_position || byName(a, b),
  );
}

/**
 * What the guide puts in the grid for a product (issue 20): the customer's par level, rounded up to a
 * quantity the product's rule allows, when they set one; else their usual quantity.
 */
export function guideFillQty(item: OrderGuideItem): number {
  if (item.par !== null && item.par !== undefined && item.par > 0) return roundUpToValid(quantityRuleFromWire(item), item.par);
  return item.usual_qty;
}

/**
 * The order guide (what this customer buys, last 90 days): name, SKU, usual quantity, last price,
 * last ordered; sorted by category or by the customer's own order. Fill puts every item in the
 * grid at its usual quantity (Alt+G); + puts one.
 */
export function OrderGuidePanel({
  items,
  isPending,
  error,
  onRetry,
  locale,
  onFill,
}: {
  items: readonly OrderGuideItem[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  locale: Locale;
  onFill: (items: readonly OrderGuideItem[]) => void;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<GuideSort>('category');
  const sorted = useMemo(() => (items ? sortGuide(items, sort) : []), [items, sort]);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium' }), [locale]);

  if (isPending) return <LoadingBox label={t('bulk.guide.loading')} />;
  if (error) return <ErrorNotice error={error} onRetry={onRetry} />;
  if (sorted.length === 0) return <p className="rounded-control bg-canvas p-4 text-sm text-ink-muted">{t('bulk.guide.empty')}</p>;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex items-center gap-1 rounded-control border border-line-strong p-0.5">
          <legend className="sr-only">{t('bulk.guide.sort_label')}</legend>
          {(['category', 'shelf'] as const).map((value) => (
            <label
              key={value}
              className={clsx(
                'cursor-pointer rounded-[0.45rem] px-2.5 py-1.5 text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                sort === value ? 'bg-brand-700 text-white' : 'text-ink hover:bg-canvas',
              )}
            >
              <input type="radio" name="bulk-guide-sort" value={value} checked={sort === value} onChange={() => setSort(value)} className="sr-only" />
              {t(`bulk.guide.sort_${value}`)}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={() => onFill(sorted)} className={buttonStyles.primary} aria-keyshortcuts="Alt+G">
          {t('bulk.guide.fill')}
          <kbd className="rounded border border-white/40 px-1 font-mono text-[0.7rem]">Alt+G</kbd>
        </button>
      </div>
      <div className="max-h-[32rem] overflow-y-auto rounded-control border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('bulk.guide.caption')}</caption>
          <thead className="sticky top-0 bg-canvas text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                {t('bulk.guide.col_name')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                {t('bulk.guide.col_usual')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                {t('bulk.guide.col_last')}
              </th>
              <th scope="col" className="px-2 py-1.5">
                <span className="sr-only">{t('bulk.guide.col_add')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {sorted.map((item) => (
              <tr key={item.product_id}>
                <td className="px-2 py-1.5 align-top">
                  <span className="block font-medium text-ink">{item.name}</span>
                  <span className="block text-xs text-ink-muted">
                    <span className="font-mono">{item.sku}</span>
                    {sort === 'category' ? ` · ${item.category_name}` : ''}
                  </span>
                </td>
                <td className="px-2 py-1.5 text-right align-top tabular-nums">{guideFillQty(item)}</td>
                <td className="px-2 py-1.5 text-right align-top">
                  <span className="block tabular-nums">{formatPrice(item.last_price, locale)}</span>
                  <span className="block text-xs text-ink-muted">{formatDate(dateFormat, item.last_ordered_at)}</span>
                </td>
                <td className="px-1 py-1 text-right align-top">
                  <button
                    type="button"
                    onClick={() => onFill([item])}
                    className={buttonStyles.quiet}
                    aria-label={t('bulk.guide.add_one', { name: item.name, qty: guideFillQty(item) })}
                  >
                    +
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function formatDate(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
