import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentOrderRow } from '../../../../core/schemas/agent';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { PaymentStatusBadge } from '../../../components/order/payment-status-badge';
import { useLocale } from '../../../hooks/use-locale';
import { formatCalendarDay, formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';

/** Phones: the same rows as cards, each one link to the order. */
export function OrdersCards({ rows, orderHref, linkState }: { rows: AgentOrderRow[]; orderHref: (row: AgentOrderRow) => string; linkState?: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul aria-label={t('agentOrders.orders.caption')} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={orderHref(row)}
            state={linkState}
            className="block rounded-card border border-line bg-surface p-4 shadow-card hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-mono text-sm font-semibold break-all text-brand-800">{row.order_no}</span>
                <span className="block text-xs text-ink-muted">{formatDateTime(row.created_at, locale)}</span>
              </span>
              <span className="shrink-0 text-base font-bold text-ink tabular-nums">{formatPrice(row.total, locale)}</span>
            </span>
            <span className="mt-2 flex flex-wrap gap-1.5">
              <OrderStatusBadge order={row} />
              <PaymentStatusBadge status={row.payment_status} paymentType={row.payment_type} />
            </span>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">{t('agentOrders.columns.customer_name')}</dt>
              <dd className="min-w-0 text-ink">
                {row.customer_name || '—'} <span className="text-ink-muted">#{row.customer_id}</span>
              </dd>
              <dt className="text-ink-muted">{t('agentOrders.columns.customer_phone')}</dt>
              <dd className="text-ink">{row.customer_phone}</dd>
              <dt className="text-ink-muted">{t('agentOrders.columns.agent_name')}</dt>
              <dd className="text-ink">
                {row.agent_id === null ? t('agentOrders.orders.agent_none') : `${row.agent_name} #${row.agent_id}`}
              </dd>
              <dt className="text-ink-muted">{t('agentOrders.columns.service_date')}</dt>
              <dd className="text-ink">
                {formatCalendarDay(row.service_date, locale)} · {t(`agentOrders.shipping.${row.shipping_type}`)}
              </dd>
              <dt className="text-ink-muted">{t('agentOrders.columns.payment_type')}</dt>
              <dd className="text-ink">{t(`agentOrders.payment_types.${row.payment_type}`)}</dd>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
