import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AGENT_ORDER_SORTS, type AgentOrderRow } from '../../../../core/schemas/agent';
import { ArrowDownIcon } from '../../../components/icons';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { PaymentStatusBadge } from '../../../components/order/payment-status-badge';
import { useLocale } from '../../../hooks/use-locale';
import { formatCalendarDay, formatDateAndTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import type { ColumnVisibility, OrderColumn } from '../utils/column-visibility';
import type { AgentOrderSort, OrdersView } from '../utils/orders-view';
import { rowKeyAction } from '../utils/row-navigation';

const column = createColumnHelper<AgentOrderRow>();
const SORTABLE: ReadonlySet<string> = new Set(AGENT_ORDER_SORTS);
const NUMERIC: ReadonlySet<string> = new Set(['total']);

/**
 * The orders table (@tanstack/react-table in manual mode: the server sorts and pages). The body is
 * one tab stop with a roving tabindex: ↑/↓ move the active row, Home/End, PageUp/PageDown change
 * page, Enter opens; a click on a row opens it too.
 */
export function OrdersTable({
  rows,
  view,
  pages,
  visibility,
  busy,
  onSort,
  onPage,
  onOpen,
  orderHref,
  linkState,
}: {
  rows: AgentOrderRow[];
  view: OrdersView;
  pages: number;
  visibility: ColumnVisibility;
  busy: boolean;
  onSort: (column: AgentOrderSort) => void;
  onPage: (page: number) => void;
  onOpen: (row: AgentOrderRow) => void;
  orderHref: (row: AgentOrderRow) => string;
  linkState?: unknown;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  /** Set when the keyboard changed page: the first row of the new page takes the focus. */
  const focusAfterPage = useRef<'first' | 'last' | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('order_no', {
        header: () => t('agentOrders.columns.order_no'),
        cell: (info) => (
          <Link
            to={orderHref(info.row.original)}
            state={linkState}
            tabIndex={-1}
            onClick={(event) => event.stopPropagation()}
            className="font-mono font-semibold text-brand-800 hover:underline"
            aria-label={t('agentOrders.orders.open_order', { no: info.getValue() })}
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('created_at', {
        header: () => t('agentOrders.columns.created_at'),
        cell: (info) => {
          const { date, time } = formatDateAndTime(info.getValue(), locale);
          return (
            <span className="flex flex-col whitespace-nowrap">
              <span>{date}</span>
              <span className="text-xs text-ink-muted">{time}</span>
            </span>
          );
        },
      }),
      column.accessor('service_date', { header: () => t('agentOrders.columns.service_date'), cell: (info) => <span className="whitespace-nowrap">{formatCalendarDay(info.getValue(), locale)}</span> }),
      column.accessor('customer_name', {
        header: () => t('agentOrders.columns.customer_name'),
        cell: (info) => (
          <span className="flex min-w-24 flex-col">
            <span className="font-medium text-ink">{info.getValue() || '—'}</span>
            <span className="text-xs text-ink-muted">#{info.row.original.customer_id}</span>
          </span>
        ),
      }),
      column.accessor('customer_phone', { header: () => t('agentOrders.columns.customer_phone'), cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span> }),
      column.accessor('agent_name', {
        header: () => t('agentOrders.columns.agent_name'),
        cell: (info) =>
          info.row.original.agent_id === null ? (
            <span className="text-ink-muted">{t('agentOrders.orders.agent_none')}</span>
          ) : (
            <span className="flex flex-col whitespace-nowrap">
              <span className="font-medium text-ink">{info.getValue()}</span>
              <span className="text-xs text-ink-muted">#{info.row.original.agent_id}</span>
            </span>
          ),
      }),
      column.accessor('shipping_type', { header: () => t('agentOrders.columns.shipping_type'), cell: (info) => <span className="whitespace-nowrap">{t(`agentOrders.shipping.${info.getValue()}`)}</span> }),
      column.accessor('payment_type', { header: () => t('agentOrders.columns.payment_type'), cell: (info) => <span className="block min-w-16">{t(`agentOrders.payment_types.${info.getValue()}`)}</span> }),
      column.accessor('status', { header: () => t('agentOrders.columns.status'), cell: (info) => <OrderStatusBadge order={info.row.original} /> }),
      column.accessor('payment_status', {
        header: () => t('agentOrders.columns.payment_status'),
        cell: (info) => <PaymentStatusBadge status={info.getValue()} paymentType={info.row.original.payment_type} />,
      }),
      column.accessor('total', {
        header: () => t('agentOrders.columns.total'),
        cell: (info) => <span className="font-semibold text-ink tabular-nums">{formatPrice(info.getValue(), locale)}</span>,
      }),
    ],
    [t, locale, orderHref, linkState],
  );

  const sorting: SortingState = useMemo(() => [{ id: view.sort, desc: view.dir === 'desc' }], [view.sort, view.dir]);
  // eslint-disable-next-line react-hooks/incompatible-library -- react-table's instance is read during render by design.
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    pageCount: pages,
    state: {
      sorting,
      pagination: { pageIndex: view.page - 1, pageSize: view.page_size },
      columnVisibility: visibility as Record<OrderColumn, boolean>,
    },
    enableSorting: true,
  });

  // A new page (or new filter) starts at its first row; after PageUp/PageDown the focus follows.
  const firstId = rows[0]?.id;
  useEffect(() => {
    const where = focusAfterPage.current;
    if (rows.length === 0) return;
    const index = where === 'last' ? rows.length - 1 : 0;
    setActive(index);
    if (where) {
      focusAfterPage.current = null;
      body.current?.querySelectorAll<HTMLTableRowElement>('tr')[index]?.focus();
    }
  }, [firstId, rows.length]);

  const focusRow = (index: number) => {
    setActive(index);
    body.current?.querySelectorAll<HTMLTableRowElement>('tr')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const action = rowKeyAction(event.key, active, rows.length, { page: view.page, pages });
    if (!action) return;
    event.preventDefault();
    if (action.type === 'move') focusRow(action.index);
    else if (action.type === 'open') onOpen(rows[action.index]!);
    else {
      focusAfterPage.current = 'first';
      onPage(view.page + action.delta);
    }
  };

  const visibleRows = table.getRowModel().rows;
  const current = Math.min(active, Math.max(0, visibleRows.length - 1));
  // relative: the sorted heading's sr-only text is absolutely positioned; the scroll box must be its
  // containing block, or it escapes at its place in the wide table and widens the page.
  return (
    <div className={clsx('relative overflow-x-auto rounded-card border border-line bg-surface shadow-card', busy && 'opacity-70 transition-opacity')} aria-busy={busy}>
      <table className="w-full text-left text-[0.8125rem] leading-snug">
        <caption className="sr-only">
          {t('agentOrders.orders.caption')}. {t('agentOrders.orders.keyboard_hint')}
        </caption>
        <thead className="border-b border-line bg-canvas text-xs font-semibold text-ink-muted uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const sortable = SORTABLE.has(id);
                const sorted = view.sort === id ? view.dir : null;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={clsx(
                      'px-2 py-2 align-middle first:sticky first:left-0 first:z-[1] first:bg-canvas first:pl-3 last:pr-3',
                      NUMERIC.has(id) && 'text-right',
                    )}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSort(id as AgentOrderSort)}
                        className={clsx(
                          'inline-flex min-h-9 items-center gap-1 rounded-md px-1 -mx-1 text-left uppercase hover:text-ink',
                          sorted && 'text-ink',
                          NUMERIC.has(id) && 'flex-row-reverse',
                        )}
                      >
                        {label}
                        <ArrowDownIcon
                          width={14}
                          height={14}
                          aria-hidden="true"
                          className={clsx('shrink-0 transition-transform', sorted ? 'opacity-100' : 'opacity-0', sorted === 'asc' && 'rotate-180')}
                        />
                        {sorted ? <span className="sr-only">, {t(sorted === 'asc' ? 'agentOrders.columns.sorted_asc' : 'agentOrders.columns.sorted_desc')}</span> : null}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown} className="divide-y divide-line">
          {visibleRows.map((row, index) => (
            <tr
              key={row.id}
              tabIndex={index === current ? 0 : -1}
              onClick={() => onOpen(row.original)}
              onFocus={() => setActive(index)}
              data-active={index === current ? 'true' : undefined}
              className="cursor-pointer bg-surface outline-none hover:bg-canvas focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={clsx(
                    'px-2 py-2.5 align-middle first:sticky first:left-0 first:z-[1] first:bg-inherit first:pl-3 last:pr-3',
                    NUMERIC.has(cell.column.id) && 'text-right',
                  )}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
