import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { summarizeBulkRows } from '../../../../core/bulk-entry/summarize-rows';
import { formatCents } from '../../../../core/format/currency';
import type { Locale, ShippingType } from '../../../../core/schemas/common';
import { useBulkGrid } from '../stores/bulk-grid-store';
import { isBadStatus, rowStatus, type ProductIndex } from '../utils/row-state';

/** The sticky footer: rows ready, units, the subtotal before discounts, rows needing attention, and the add button. */
export function SummaryBar({
  index,
  shippingType,
  locale,
  children,
}: {
  index: ProductIndex | null;
  shippingType: ShippingType;
  locale: Locale;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const rows = useBulkGrid((s) => s.rows);
  const summary = useMemo(() => {
    const ready: { price: number; qty: number }[] = [];
    let bad = 0;
    for (const row of rows) {
      const status = rowStatus(row, index, shippingType);
      if (status.kind === 'ready') ready.push({ price: status.product.price, qty: status.qty });
      else if (isBadStatus(status)) bad++;
    }
    return { ...summarizeBulkRows(ready), bad };
  }, [rows, index, shippingType]);
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-raised">
      <p className="text-sm text-ink" data-testid="bulk-summary">
        <span className="font-semibold">{t('bulk.summary.lines', { count: summary.lines })}</span>
        {' · '}
        {t('bulk.summary.units', { count: summary.units })}
        {' · '}
        <span className="tabular-nums">{t('bulk.summary.subtotal', { amount: formatCents(summary.subtotal, locale) })}</span>
        {summary.bad > 0 ? <span className="ml-2 font-semibold text-danger-700">{t('bulk.summary.bad', { count: summary.bad })}</span> : null}
      </p>
      {children}
    </div>
  );
}
