import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { FeeLineCode } from '../../../../core/checkout/order-totals';
import type { PackingOrder, SettlementView } from '../../../../core/schemas/fulfilment';
import { FEE_KEYS } from '../../../components/order/order-fee-lines';
import { useLocale } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';

const FEE_ORDER: readonly FeeLineCode[] = ['subtotal', 'discount', 'delivery_fee', 'tax', 'small_order_fee', 'channel_fee', 'tips', 'total'];
const ALWAYS: ReadonlySet<FeeLineCode> = new Set(['subtotal', 'tax', 'total']);

/**
 * The order's figures at checkout beside the settled ones (core's settlement view): subtotal,
 * discount, delivery fee, tax, small order fee, channel fee, tips, total, then the PAD cashback and
 * the difference the buyer is not charged. The total sentence is a polite live region.
 */
export function PackingTotals({ order, view, title }: { order: Pick<PackingOrder, 'fee_lines' | 'total'>; view: SettlementView; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const charged = new Map(order.fee_lines.map((f) => [f.code, f.amount]));
  const settled = new Map(view.fee_lines.map((f) => [f.code, f.amount]));
  const rows = FEE_ORDER.filter((code) => ALWAYS.has(code) || Math.abs(charged.get(code) ?? 0) >= 0.005 || Math.abs(settled.get(code) ?? 0) >= 0.005);
  return (
    <section aria-labelledby="packing-totals-title" className="rounded-card border border-line bg-surface shadow-card" data-testid="packing-totals">
      <h2 id="packing-totals-title" className="border-b border-line px-4 py-3 text-base font-bold text-ink">
        {title}
      </h2>
      <table className="w-full text-sm">
        <thead className="text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-4 pt-2 text-left font-semibold">
              <span className="sr-only">{t('warehouseDesk.totals.figure')}</span>
            </th>
            <th scope="col" className="px-2 pt-2 text-right font-semibold">
              {t('warehouseDesk.totals.at_checkout')}
            </th>
            <th scope="col" className="px-4 pt-2 text-right font-semibold">
              {t('warehouseDesk.totals.settled')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((code) => {
            const before = code === 'total' ? order.total : (charged.get(code) ?? 0);
            const after = code === 'total' ? view.settled_total : (settled.get(code) ?? 0);
            const moved = Math.abs(before - after) >= 0.005;
            return (
              <tr key={code} data-fee={code} className={clsx(code === 'total' && 'border-t border-line text-base font-bold')}>
                <th scope="row" className={clsx('px-4 py-1.5 text-left font-normal', code === 'total' ? 'font-bold text-ink' : 'text-ink-muted')}>
                  {t(FEE_KEYS[code])}
                </th>
                <td className="px-2 py-1.5 text-right text-ink-muted tabular-nums">{formatPrice(before, locale)}</td>
                <td className={clsx('px-4 py-1.5 text-right tabular-nums', moved ? 'font-semibold text-brand-800' : 'text-ink')}>{formatPrice(after, locale)}</td>
              </tr>
            );
          })}
          {view.cashback > 0 ? (
            <tr>
              <th scope="row" className="px-4 py-1.5 text-left font-normal text-ink-muted">
                {t('orders.ui.fees.cashback')}
              </th>
              <td className="px-2 py-1.5" />
              <td className="px-4 py-1.5 text-right text-ink tabular-nums">{formatPrice(view.cashback, locale)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <p role="status" aria-live="polite" className="m-3 rounded-control bg-canvas px-3 py-2 text-sm text-ink" data-testid="packing-difference">
        {view.difference > 0
          ? t('warehouseDesk.totals.lower', { total: formatPrice(view.settled_total, locale), difference: formatPrice(view.difference, locale) })
          : t('warehouseDesk.totals.same', { total: formatPrice(view.settled_total, locale) })}
      </p>
    </section>
  );
}
