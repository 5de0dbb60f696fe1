import { createColumnHelper } from '@tanstack/react-table';
import clsx from 'clsx';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_PAGE_SIZE, type OrderSummary } from '../../../../core/schemas/order';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { ChevronRightIcon, TruckIcon, WarehouseIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { PaymentStatusBadge } from '../../../components/order/payment-status-badge';
import { StatusBadge } from '../../../components/order/status-badge';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatCalendarDay, formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { useOrderList } from '../api/get-order-list';
import { canPay } from '../utils/order-format';
import { pageCount } from '../utils/pagination';
import { usePaymentTypeLabel } from './orders-ui';
import { Pagination } from './pagination';
import { RemindPayButton } from './remind-pay-dialog';

const column = createColumnHelper<OrderSummary>();

/**
 * My Orders / Recent orders (spec §2.8, §7 order list, §9: 12 per page): a table from 992 px (the
 * spec's desktop breakpoint), cards on phones; status and payment status, totals, dates; an empty
 * state with `emptyAction` (e.g. a link to the catalogue).
 */
export function OrderList({ page, onPage, emptyAction }: { page: number; onPage: (page: number) => void; emptyAction?: ReactNode }) {
  const { t } = useTranslation();
  const orders = useOrderList(page);

  if (orders.isPending) return <LoadingBox label={t('orders.ui.loading')} />;
  if (orders.isError) return <ErrorNotice error={orders.error} onRetry={() => void orders.refetch()} />;
  const { list, total } = orders.data;
  const count = pageCount(total, ORDER_PAGE_SIZE);
  if (list.length === 0 && page === 0) {
    return (
      <EmptyState title={t('orders.ui.empty')}>
        <p className="max-w-sm text-sm text-ink-muted">{t('orders.ui.empty_hint')}</p>
        {emptyAction}
      </EmptyState>
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState title={t('orders.ui.page_empty')}>
        <button type="button" onClick={() => onPage(0)} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          {t('orders.ui.first_page')}
        </button>
      </EmptyState>
    );
  }

  return (
    <div aria-busy={orders.isPlaceholderData} className={clsx(orders.isPlaceholderData && 'opacity-60 transition-opacity')}>
      <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
        {t('orders.ui.showing', {
          from: page * ORDER_PAGE_SIZE + 1,
          to: page * ORDER_PAGE_SIZE + list.length,
          total,
        })}
      </p>
      {orders.isRefetchError ? (
        // Spec §8: the list could not be refreshed, so what shows is the last one fetched.
        <p role="status" className="mb-3 rounded-control bg-warning-50 px-3 py-2 text-sm font-medium text-warning-800">
          {t('errors.data_may_have_cache')}
        </p>
      ) : null}
      <div className="hidden lg:block">
        <OrderTable orders={list} />
      </div>
      <ul className="flex flex-col gap-3 lg:hidden" aria-label={t('orders.ui.list_label')}>
        {list.map((order) => (
          <li key={order.order_id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <Pagination page={page} count={count} onPage={onPage} />
    </div>
  );
}

function OrderTable({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const typeLabel = usePaymentTypeLabel();

  const columns = useMemo(
    () => [
      column.accessor('order_no', {
        header: () => t('orders.ui.columns.order'),
        cell: (info) => (
          <span className="flex flex-col items-start gap-1">
            <Link
              to={localized(paths.orderDetail(info.row.original.order_id))}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              aria-label={t('orders.ui.view_order_named', { no: info.getValue() })}
            >
              {info.getValue()}
            </Link>
            {canPay(info.row.original) ? <UnpaidFlag /> : null}
          </span>
        ),
      }),
      column.accessor('created_at', {
        header: () => t('orders.ui.columns.date'),
        cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue(), locale)}</span>,
      }),
      column.accessor('shipping_type', {
        header: () => t('orders.ui.columns.method'),
        cell: (info) => (
          <span className="flex flex-col">
            <span className="font-medium">{t(`orders.ui.method.${info.getValue()}`)}</span>
            <span className="text-xs whitespace-nowrap text-ink-muted">{formatCalendarDay(info.row.original.service_date, locale, { weekday: true })}</span>
          </span>
        ),
      }),
      column.accessor('item_count', {
        header: () => t('orders.ui.columns.items'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor('total', {
        header: () => t('orders.ui.columns.total'),
        cell: (info) => (
          <span className="flex flex-col">
            <span className="font-semibold whitespace-nowrap tabular-nums">{formatPrice(info.getValue(), locale)}</span>
            <span className="text-xs text-ink-muted">{typeLabel(info.row.original.payment_type)}</span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: () => t('orders.ui.columns.status'),
        cell: (info) => <OrderStatusBadge order={info.row.original} />,
      }),
      column.accessor('payment_status', {
        header: () => t('orders.ui.columns.payment'),
        cell: (info) => <PaymentStatusBadge status={info.getValue()} paymentType={info.row.original.payment_type} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('orders.ui.columns.actions')}</span>,
        cell: (info) => (
          <span className="flex flex-col items-start gap-1">
            <Link
              to={localized(paths.orderDetail(info.row.original.order_id))}
              className="inline-flex min-h-9 items-center gap-1 rounded-control px-2.5 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
              aria-label={canPay(info.row.original) ? t('orders.ui.pay_order_named', { no: info.row.original.order_no }) : t('orders.ui.view_order_named', { no: info.row.original.order_no })}
            >
              {canPay(info.row.original) ? t('orders.ui.pay') : t('orders.ui.details')}
              <ChevronRightIcon width={16} height={16} />
            </Link>
            {canPay(info.row.original) ? (
              <RemindPayButton orderId={info.row.original.order_id} orderNo={info.row.original.order_no} className={remindLink} />
            ) : null}
          </span>
        ),
      }),
    ],
    [t, locale, localized, typeLabel],
  );

  // The server pages (12 per page); the table only lays the rows out.
  return (
    <DataTable
      data={orders}
      columns={columns}
      caption={t('orders.ui.list_label')}
      getRowId={(order) => String(order.order_id)}
      density="comfortable"
      rowProps={() => ({ className: 'hover:bg-canvas/60' })}
    />
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const typeLabel = usePaymentTypeLabel();
  const payable = canPay(order);
  return (
    <article className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink">{t('orders.ui.order_no', { no: order.order_no })}</h3>
        {payable ? <UnpaidFlag /> : null}
      </div>
      <p className="text-xs text-ink-muted">{formatDateTime(order.created_at, locale)}</p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <OrderStatusBadge order={order} />
        <PaymentStatusBadge status={order.payment_status} paymentType={order.payment_type} />
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm text-ink">
        {order.shipping_type === 'pickup' ? (
          <WarehouseIcon width={16} height={16} className="shrink-0 text-ink-muted" />
        ) : (
          <TruckIcon width={16} height={16} className="shrink-0 text-ink-muted" />
        )}
        <span className="min-w-0">
          {t(`orders.ui.method.${order.shipping_type}`)} · {formatCalendarDay(order.service_date, locale, { weekday: true })}
        </span>
      </p>
      <p className="mt-1 text-xs text-ink-muted">
        {t('orders.ui.items_count', { count: order.item_count })} · {typeLabel(order.payment_type)}
      </p>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-line pt-3">
        <p className="text-lg font-bold whitespace-nowrap text-ink tabular-nums">
          <span className="sr-only">{t('orders.ui.columns.total')}: </span>
          {formatPrice(order.total, locale)}
        </p>
        <Link
          to={localized(paths.orderDetail(order.order_id))}
          className={clsx(
            'inline-flex min-h-10 items-center gap-1 rounded-control px-3 text-sm font-semibold',
            payable ? 'bg-brand-700 text-white hover:bg-brand-800' : 'text-brand-800 hover:bg-brand-50',
          )}
          aria-label={payable ? t('orders.ui.pay_order_named', { no: order.order_no }) : t('orders.ui.view_order_named', { no: order.order_no })}
        >
          {payable ? t('orders.ui.pay') : t('orders.ui.details')}
          <ChevronRightIcon width={16} height={16} />
        </Link>
      </div>
      {payable ? (
        <div className="mt-2 flex justify-end">
          <RemindPayButton orderId={order.order_id} orderNo={order.order_no} className={remindLink} />
        </div>
      ) : null}
    </article>
  );
}

const remindLink =
  'inline-flex min-h-9 items-center rounded-control px-2.5 text-sm font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2 hover:bg-brand-50';

/** Issue 19: the list flags an order still waiting for an online payment. */
function UnpaidFlag() {
  const { t } = useTranslation();
  return (
    <StatusBadge tone="warning">
      <span aria-hidden="true" className="mr-1 inline-block size-1.5 rounded-full bg-current" />
      {t('orders.ui.unpaid_badge')}
    </StatusBadge>
  );
}
