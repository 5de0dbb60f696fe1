import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AGENT_PAGE_SIZES, type AgentOrderRow } from '../../../../core/schemas/agent';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { isSupervisor, useStaffSession } from '../../../lib/session/staff-session';
import { platform } from '../../../platform';
import { useAgentOrders } from '../api/get-agent-orders';
import { useStaffList } from '../api/get-staff-list';
import { useColumnVisibility } from '../hooks/use-column-visibility';
import { hasFilters, nextSort, pageCount, readOrdersView, writeOrdersView, type AgentOrderSort, type AgentPageSize, type OrdersView } from '../utils/orders-view';
import { BulkInvoicesDialog } from './bulk-invoices-dialog';
import { ColumnChooser } from './column-chooser';
import { ConsoleFrame } from './console-frame';
import { ExportCsvButton } from './export-csv-button';
import { OrdersCards } from './orders-cards';
import { OrdersFilters } from './orders-filters';
import { OrdersTable } from './orders-table';
import { TablePager } from './table-pager';

/** What the detail page's back link returns to: this list with the same query. */
export interface OrdersLinkState {
  ordersSearch: string;
}

/**
 * /agent/orders: the orders table for agents (their own and their customers') and supervisors
 * (everyone's). The whole view lives in the URL; react-query keeps the previous page on screen while
 * the next one loads.
 */
export function AgentOrdersScreen() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readOrdersView(params), [params]);
  const supervisor = useStaffSession(isSupervisor);
  const orders = useAgentOrders(view);
  const staff = useStaffList(supervisor);
  const [visibility, toggleColumn] = useColumnVisibility();

  const update = useCallback(
    (change: (current: OrdersView) => OrdersView, opts: { replace?: boolean } = {}) => {
      setParams((previous) => writeOrdersView(change(readOrdersView(previous))), { replace: opts.replace });
    },
    [setParams],
  );

  const total = orders.data?.total ?? 0;
  const pages = pageCount(total, view.page_size);
  // A page past the end (rows went away, or a shared link got old): go to the last page.
  const beyond = orders.data !== undefined && !orders.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (beyond) update((current) => ({ ...current, page: pages }), { replace: true });
  }, [beyond, pages, update]);

  const search = params.toString();
  const orderHref = useCallback((row: AgentOrderRow) => localized(paths.agentOrderDetail(row.id)), [localized]);
  const linkState: OrdersLinkState = useMemo(() => ({ ordersSearch: search ? `?${search}` : '' }), [search]);
  const open = (row: AgentOrderRow) => navigate(orderHref(row), { state: linkState });

  const bulk = platform.bulkInvoices;
  const rows = orders.data?.rows ?? [];
  const updating = orders.isFetching && orders.isPlaceholderData;

  return (
    <ConsoleFrame
      title={t('agentOrders.orders.title')}
      lead={supervisor ? t('agentOrders.orders.lead_supervisor') : t('agentOrders.orders.lead_agent')}
      actions={
        <>
          {supervisor && bulk ? <BulkInvoicesDialog bulk={bulk} /> : null}
          <div className="hidden md:block">
            <ColumnChooser visibility={visibility} onToggle={toggleColumn} />
          </div>
          <ExportCsvButton view={view} />
        </>
      }
    >
      {supervisor && !bulk ? <p className="-mt-2 mb-4 text-xs text-ink-muted">{t('agentOrders.bulk.desktop_only')}</p> : null}
      <OrdersFilters view={view} onChange={update} staff={staff.data ?? []} showAgentFilter={supervisor} />
      <p role="status" className="mb-2 text-sm text-ink-muted">
        {orders.data ? t('agentOrders.orders.count', { count: total }) : null}
        {updating ? ` · ${t('agentOrders.orders.updating')}` : null}
      </p>
      {orders.isPending ? (
        <LoadingBox label={t('agentOrders.orders.loading')} />
      ) : orders.isError && !orders.data ? (
        <ErrorNotice error={orders.error} title={t('agentOrders.orders.error_title')} onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={hasFilters(view) ? t('agentOrders.orders.empty') : t('agentOrders.orders.empty_all')}>
          {hasFilters(view) ? (
            <button
              type="button"
              className={buttonStyles.quiet}
              onClick={() => update((current) => ({ ...current, status: undefined, payment_status: undefined, from: undefined, to: undefined, agent_id: undefined, customer_id: undefined, q: undefined, page: 1 }))}
            >
              {t('agentOrders.filters.clear')}
            </button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {orders.isError ? <ErrorNotice error={orders.error} title={t('agentOrders.orders.error_title')} onRetry={() => void orders.refetch()} className="mb-3" /> : null}
          <div className="hidden md:block">
            <OrdersTable
              rows={rows}
              view={view}
              pages={pages}
              visibility={visibility}
              busy={updating}
              onSort={(column: AgentOrderSort) => update((current) => ({ ...current, ...nextSort(current, column), page: 1 }))}
              onPage={(page) => update((current) => ({ ...current, page: Math.min(Math.max(1, page), pages) }))}
              onOpen={open}
              orderHref={orderHref}
              linkState={linkState}
            />
          </div>
          <div className="md:hidden">
            <OrdersCards rows={rows} orderHref={orderHref} linkState={linkState} />
          </div>
          <TablePager
            page={view.page}
            pages={pages}
            pageSize={view.page_size}
            pageSizes={AGENT_PAGE_SIZES}
            total={total}
            onPage={(page) => update((current) => ({ ...current, page }))}
            onPageSize={(size) => update((current) => ({ ...current, page_size: size as AgentPageSize, page: 1 }))}
          />
        </>
      )}
    </ConsoleFrame>
  );
}
