import { useTranslation } from 'react-i18next';
import type { PackingOrder, SettlementView } from '../../../../core/schemas/fulfilment';
import { useLocale } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { formatGrams } from './packing-line';
import { PackingTotals } from './packing-totals';

/** A packed order: what each line delivered and weighed and what it settled to, and the stored settlement's totals. */
export function PackedSummary({ order, settlement }: { order: PackingOrder; settlement: SettlementView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const byLine = new Map(settlement.lines.map((l) => [l.line_id, l]));
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="packed-lines-title" className="relative min-w-0 overflow-x-auto rounded-card border border-line bg-surface shadow-card">
        <h2 id="packed-lines-title" className="border-b border-line px-4 py-3 text-base font-bold text-ink">
          {t('warehouseDesk.packed.title')}
        </h2>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-canvas text-xs font-semibold text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">{t('warehouseDesk.pick_list.columns.product')}</th>
              <th scope="col" className="px-2 py-2 text-right">{t('warehouseDesk.packed.delivered')}</th>
              <th scope="col" className="px-2 py-2 text-right">{t('warehouseDesk.packed.weight')}</th>
              <th scope="col" className="px-4 py-2 text-right">{t('warehouseDesk.packing.line_total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => {
              const s = byLine.get(line.line_id);
              return (
                <tr key={line.line_id} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-4 py-2 text-left font-medium text-ink">
                    {line.name}
                    <span className="block text-xs font-normal text-ink-muted">{t(`orders.line_status.${s?.status ?? line.status}`)}</span>
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {s?.delivered_qty ?? line.delivered_qty ?? '—'} / {line.qty}
                  </td>
                  <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                    {s?.actual_weight_grams != null ? formatGrams(s.actual_weight_grams, 'g', locale) : '—'}
                    {s?.ordered_weight_grams != null ? <span className="block text-xs text-ink-muted">/ {formatGrams(s.ordered_weight_grams, 'g', locale)}</span> : null}
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {formatPrice(s?.settled_row_total ?? line.row_total, locale)}
                    {s && s.credit > 0 ? <span className="block text-xs text-ink-muted">−{formatPrice(s.credit, locale)}</span> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <PackingTotals order={order} view={settlement} title={t('warehouseDesk.totals.title_settled')} />
    </div>
  );
}
