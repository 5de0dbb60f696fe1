import type { RowSelectionState } from '@tanstack/react-table';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DayOrder } from '../../../../core/schemas/fulfilment';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { PaymentStatusBadge } from '../../../components/order/payment-status-badge';
import { StatusBadge } from '../../../components/order/status-badge';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { OrderStepButtons, type StepFeedback } from './order-step-buttons';

/** The day's orders on a phone: one card per order with the same checkbox, facts and steps as the table's row. */
export function DayOrderCards({
  orders,
  selection,
  onSelectionChange,
  onFeedback,
}: {
  orders: DayOrder[];
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  onFeedback: (feedback: StepFeedback) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('warehouseDesk.orders.caption')}>
      {orders.map((order) => {
        const id = String(order.order_id);
        const selectable = order.actions.includes('accept');
        const selected = Boolean(selection[id]) && selectable;
        return (
          <li key={id} data-order-card={order.order_no} className={clsx('rounded-card border border-line bg-surface p-3 shadow-card', selected && 'border-brand-700 bg-brand-50')}>
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-5 accent-brand-700 disabled:opacity-30"
                aria-label={t('warehouseDesk.orders.select_order', { no: order.order_no })}
                checked={selected}
                disabled={!selectable}
                onChange={(event) => {
                  const next = { ...selection };
                  if (event.target.checked) next[id] = true;
                  else delete next[id];
                  onSelectionChange(next);
                }}
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <Link to={localized(paths.warehouseOrder(order.order_id))} className="font-mono text-sm font-semibold break-all text-brand-800 hover:underline">
                    {order.order_no}
                  </Link>
                  <span className="text-right font-semibold text-ink tabular-nums">
                    {formatPrice(order.settled_total ?? order.total, locale)}
                    {order.settled_total !== null && order.settled_total !== order.total ? (
                      <s className="block text-xs font-normal text-ink-muted">
                        <span className="sr-only">{t('warehouseDesk.orders.charged_at_checkout')} </span>
                        {formatPrice(order.total, locale)}
                      </s>
                    ) : null}
                  </span>
                </div>
                <p className="text-sm font-medium text-ink">{order.customer_name || order.contact_name}</p>
                <p className="text-xs text-ink-muted">
                  {t(`agentOrders.shipping.${order.shipping_type}`)} · {order.time_preference === 'asap' ? t('warehouseDesk.orders.asap') : order.time_preference} ·{' '}
                  {t(`agentOrders.payment_types.${order.payment_type}`)}
                </p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  <OrderStatusBadge order={order} />
                  <PaymentStatusBadge status={order.payment_status} paymentType={order.payment_type} />
                  {order.weighed ? <StatusBadge tone="warning">{t('warehouseDesk.weighed')}</StatusBadge> : null}
                </div>
                <div className="mt-3">
                  <OrderStepButtons order={order} onFeedback={onFeedback} />
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
