import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DayOrder } from '../../../../core/schemas/fulfilment';
import { DataTable } from '../../../components/data-table';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { PaymentStatusBadge } from '../../../components/order/payment-status-badge';
import { StatusBadge } from '../../../components/order/status-badge';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { OrderStepButtons, type StepFeedback } from './order-step-buttons';

const column = createColumnHelper<DayOrder>();

/**
 * The day's orders (@tanstack/react-table): a checkbox on each order that can be accepted (for
 * "Accept selected"), the order number linking to packing, customer, shipping, statuses, total (the
 * settled total once packed), the weighed flag and the steps the order can take now. Every control is
 * an ordinary button, link or checkbox, so Tab walks the table row by row.
 */
export function DayOrdersTable({
  orders,
  selection,
  onSelectionChange,
  onFeedback,
  busy,
}: {
  orders: DayOrder[];
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  onFeedback: (feedback: StepFeedback) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();

  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            aria-label={t('warehouseDesk.orders.select_all')}
            checked={table.getIsAllRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomeRowsSelected();
            }}
            disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="size-5 accent-brand-700 disabled:opacity-30"
            aria-label={t('warehouseDesk.orders.select_order', { no: row.original.order_no })}
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
      column.accessor('order_no', {
        header: () => t('warehouseDesk.orders.columns.order_no'),
        cell: (info) => (
          <Link to={localized(paths.warehouseOrder(info.row.original.order_id))} className="font-mono font-semibold whitespace-nowrap text-brand-800 hover:underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('customer_name', {
        header: () => t('warehouseDesk.orders.columns.customer'),
        cell: (info) => (
          <span className="flex min-w-28 flex-col">
            <span className="font-medium text-ink">{info.getValue() || '—'}</span>
            {info.row.original.contact_name && info.row.original.contact_name !== info.getValue() ? (
              <span className="text-xs text-ink-muted">{info.row.original.contact_name}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('shipping_type', {
        header: () => t('warehouseDesk.orders.columns.shipping'),
        cell: (info) => (
          <span className="flex flex-col whitespace-nowrap">
            <span>{t(`agentOrders.shipping.${info.getValue()}`)}</span>
            <span className="text-xs text-ink-muted">
              {info.row.original.time_preference === 'asap' ? t('warehouseDesk.orders.asap') : info.row.original.time_preference}
            </span>
          </span>
        ),
      }),
      column.accessor('status', { header: () => t('warehouseDesk.orders.columns.status'), cell: (info) => <OrderStatusBadge order={info.row.original} /> }),
      column.accessor('payment_status', {
        header: () => t('warehouseDesk.orders.columns.payment'),
        cell: (info) => (
          <span className="flex flex-col items-start gap-1">
            <span className="text-xs whitespace-nowrap text-ink-muted">{t(`agentOrders.payment_types.${info.row.original.payment_type}`)}</span>
            <PaymentStatusBadge status={info.getValue()} paymentType={info.row.original.payment_type} />
          </span>
        ),
      }),
      column.accessor('total', {
        header: () => t('warehouseDesk.orders.columns.total'),
        meta: { numeric: true },
        cell: (info) => {
          const settled = info.row.original.settled_total;
          return settled === null || settled === info.getValue() ? (
            <span className="font-semibold text-ink tabular-nums">{formatPrice(info.getValue(), locale)}</span>
          ) : (
            <span className="flex flex-col items-end tabular-nums">
              <span className="font-semibold text-ink">{formatPrice(settled, locale)}</span>
              <span className="text-xs text-ink-muted">
                <span className="sr-only">{t('warehouseDesk.orders.charged_at_checkout')} </span>
                <s>{formatPrice(info.getValue(), locale)}</s>
              </span>
            </span>
          );
        },
      }),
      column.accessor('weighed', {
        header: () => t('warehouseDesk.orders.columns.weighed'),
        cell: (info) =>
          info.getValue() ? (
            <StatusBadge tone="warning">{t('warehouseDesk.weighed')}</StatusBadge>
          ) : (
            <span className="text-ink-muted">
              <span aria-hidden>—</span>
              <span className="sr-only">{t('warehouseDesk.not_weighed')}</span>
            </span>
          ),
      }),
      column.display({
        id: 'actions',
        header: () => t('warehouseDesk.orders.columns.actions'),
        cell: ({ row }) => <OrderStepButtons order={row.original} onFeedback={onFeedback} />,
      }),
    ],
    [t, locale, localized, onFeedback],
  );

  return (
    <DataTable
      data={orders}
      columns={columns}
      caption={t('warehouseDesk.orders.caption')}
      getRowId={(row) => String(row.order_id)}
      busy={busy}
      density="compact"
      rowProps={(row) => ({ 'data-order-no': row.original.order_no, className: row.getIsSelected() ? 'bg-brand-50' : undefined })}
      options={{
        enableRowSelection: (row) => row.original.actions.includes('accept'),
        state: { rowSelection: selection },
        onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
      }}
      data-testid="day-orders"
    />
  );
}
