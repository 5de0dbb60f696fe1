import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatPhone } from '../../../../core/account/phone';
import type { AgentOrderDetail } from '../../../../core/schemas/agent';
import type { OrderDetail } from '../../../../core/schemas/order';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { ChevronLeftIcon, TruckIcon, WarehouseIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { OrderCard } from '../../../components/order/order-card';
import { OrderFeeLines } from '../../../components/order/order-fee-lines';
import { OrderLineProduct } from '../../../components/order/order-line-product';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { OrderStatusLog } from '../../../components/order/order-status-log';
import { PaymentStatusBadge } from '../../../components/order/payment-status-badge';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { formatCalendarDay, formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { errorMessage } from '../../../lib/request-parsed';
import { useSession } from '../../../lib/session/session-store';
import { useAgentAudit } from '../api/get-agent-audit';
import { useAgentOrderDetail } from '../api/get-agent-order-detail';
import { saveAgentInvoice } from '../api/save-agent-invoice';
import { AuditEntriesList } from './audit-entries-list';
import { ConsoleFrame } from './console-frame';
import { ReadbackPanel } from './readback-panel';
import type { OrdersLinkState } from './orders-screen';

/**
 * /agent/orders/:orderId: the order as the customer sees it, plus who placed it (agent id and name)
 * and for whom, the agent actions recorded on it, "Save invoice", and a quick order from it.
 */
export function AgentOrderDetailScreen({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const location = useLocation();
  const detail = useAgentOrderDetail(orderId);
  const audit = useAgentAudit({ order_id: orderId ?? undefined, page: 1, page_size: 200 }, { enabled: orderId !== null });
  const backSearch = (location.state as Partial<OrdersLinkState> | null)?.ordersSearch ?? '';
  const title = detail.data ? t('agentOrders.detail.title', { no: detail.data.order_no }) : t('agentOrders.detail.title_plain');
  const notFound = orderId === null || (detail.error instanceof ApiRequestError && (detail.error.status === 404 || detail.error.status === 403));

  return (
    <ConsoleFrame
      title={title}
      above={
        <Link
          to={`${localized(paths.agentOrders)}${backSearch}`}
          className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-control pr-2 text-sm font-semibold text-brand-800 hover:underline"
        >
          <ChevronLeftIcon width={18} height={18} />
          {t('agentOrders.detail.back')}
        </Link>
      }
    >
      {notFound ? (
        <EmptyState title={t('agentOrders.detail.not_found')} />
      ) : detail.isPending ? (
        <LoadingBox label={t('agentOrders.detail.loading')} />
      ) : detail.isError ? (
        <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <OrderActions order={detail.data} />
          <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <div className="flex min-w-0 flex-col gap-6">
              <Summary order={detail.data} />
              <Lines lines={detail.data.lines} />
              <OrderCard title={t('agentOrders.detail.audit_title')} landmark>
                {audit.isPending ? (
                  <LoadingBox className="m-4 min-h-24 border-0" label={t('agentOrders.audit.loading')} />
                ) : audit.isError ? (
                  <ErrorNotice error={audit.error} className="m-4" onRetry={() => void audit.refetch()} />
                ) : audit.data.entries.length === 0 ? (
                  <p className="px-5 py-4 text-sm text-ink-muted">{t('agentOrders.detail.audit_empty')}</p>
                ) : (
                  <AuditEntriesList entries={audit.data.entries} />
                )}
              </OrderCard>
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              {detail.data.agent_id !== null ? <ReadbackPanel orderId={detail.data.order_id} /> : null}
              <OrderFeeLines feeLines={detail.data.fee_lines} landmark />
              <OrderStatusLog statusLog={detail.data.status_log} paymentType={detail.data.payment_type} landmark />
            </div>
          </div>
        </div>
      )}
    </ConsoleFrame>
  );
}

function OrderActions({ order }: { order: AgentOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // A quick order from this order needs agent-order mode for this very customer.
  const inMode = useSession((s) => s.agentOrder && s.token !== null && s.user?.cid === order.customer_id);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await saveAgentInvoice(order.order_id, order.order_no, locale);
      if (result.saved) setMessage({ text: result.path ? t('agentOrders.detail.invoice_saved_to', { path: result.path }) : t('agentOrders.detail.invoice_saved'), error: false });
      else if (!result.cancelled) setMessage({ text: t('agentOrders.detail.invoice_failed', { message: result.message ?? '' }), error: true });
    } catch (caught) {
      setMessage({ text: t('agentOrders.detail.invoice_failed', { message: errorMessage(caught, t('errors.internal')) }), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label={t('agentOrders.detail.actions_label')} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge order={order} />
        <PaymentStatusBadge status={order.payment_status} paymentType={order.payment_type} />
        <span className="ml-auto text-lg font-bold text-ink tabular-nums">{formatPrice(order.total, locale)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonStyles.primary} onClick={() => void save()} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner light /> : null}
          {busy ? t('agentOrders.detail.invoice_busy') : t('agentOrders.detail.invoice')}
        </button>
        {inMode ? (
          <Link to={`${localized(paths.quickOrder)}?fromOrder=${order.order_id}`} className={buttonStyles.outline}>
            {t('agentOrders.detail.quick_order')}
          </Link>
        ) : null}
      </div>
      <p role="status" className={message ? `text-sm ${message.error ? 'font-medium text-danger-700' : 'text-brand-800'}` : 'sr-only'}>
        {message?.text}
      </p>
      {inMode ? null : (
        <p className="text-sm text-ink-muted">
          {t('agentOrders.detail.quick_order_hint', { name: order.customer_name || order.customer_phone || `#${order.customer_id}` })}{' '}
          <Link
            to={`${localized(paths.agentCustomers)}?q=${order.customer_id}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('agentOrders.detail.open_customer')}
          </Link>
        </p>
      )}
    </section>
  );
}

function Summary({ order }: { order: AgentOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pickup = order.shipping_type === 'pickup';
  const contact = order.contact;
  const rows: [string, ReactNode][] = [
    [t('agentOrders.detail.order_no'), <span className="font-mono font-semibold break-all">{order.order_no}</span>],
    [t('agentOrders.detail.created'), formatDateTime(order.created_at, locale)],
    [t('agentOrders.detail.customer'), t('agentOrders.detail.customer_value', { name: order.customer_name || '—', id: order.customer_id })],
    [t('agentOrders.detail.phone'), formatPhone(order.customer_phone || contact.tel)],
    [
      t('agentOrders.detail.agent'),
      order.agent_id === null ? (
        <span className="text-ink-muted">{t('agentOrders.orders.agent_none_long')}</span>
      ) : (
        <span data-testid="order-agent">{t('agentOrders.detail.agent_value', { name: order.agent_name, id: order.agent_id })}</span>
      ),
    ],
    [
      t('agentOrders.detail.method'),
      <span className="inline-flex items-center gap-1.5">
        {pickup ? <WarehouseIcon width={16} height={16} /> : <TruckIcon width={16} height={16} />}
        {t(`agentOrders.shipping.${order.shipping_type}`)}
      </span>,
    ],
    [pickup ? t('agentOrders.detail.pickup_date') : t('agentOrders.detail.delivery_date'), formatCalendarDay(order.service_date, locale, { weekday: true })],
    [
      pickup ? t('agentOrders.detail.warehouse') : t('agentOrders.detail.address'),
      <span className="flex flex-col">
        {contact.name ? <span className="font-medium">{contact.name}</span> : null}
        <span>
          {contact.unit ? `${contact.unit} – ` : ''}
          {contact.addr}
        </span>
      </span>,
    ],
    [t('agentOrders.detail.payment_type'), t(`agentOrders.payment_types.${order.payment_type}`)],
    [t('agentOrders.detail.payment_status'), <PaymentStatusBadge status={order.payment_status} paymentType={order.payment_type} />],
    [t('agentOrders.detail.status'), <OrderStatusBadge order={order} />],
  ];
  if (order.note) rows.push([t('agentOrders.detail.note'), <span className="break-words whitespace-pre-line">{order.note}</span>]);
  return (
    <OrderCard title={t('agentOrders.detail.summary_title')} landmark>
      <dl className="divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 px-4 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:px-5">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </OrderCard>
  );
}

function Lines({ lines }: { lines: OrderDetail['lines'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <OrderCard title={t('agentOrders.detail.lines_title', { count: lines.length })} landmark>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('agentOrders.detail.lines_caption')}</caption>
          <thead className="border-b border-line bg-canvas text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5 sm:px-5">
                {t('agentOrders.detail.product')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('agentOrders.detail.qty')}
              </th>
              <th scope="col" className="hidden px-3 py-2.5 text-right sm:table-cell">
                {t('agentOrders.detail.price')}
              </th>
              <th scope="col" className="px-4 py-2.5 text-right sm:px-5">
                {t('agentOrders.detail.line_total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {lines.map((line, index) => (
              <tr key={`${line.product_id}-${index}`}>
                <td className="px-4 py-3 sm:px-5">
                  <OrderLineProduct line={line} />
                </td>
                <td className="px-3 py-3 text-right tabular-nums">{line.qty}</td>
                <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{formatPrice(line.price, locale)}</td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums sm:px-5">{formatPrice(line.row_total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </OrderCard>
  );
}
