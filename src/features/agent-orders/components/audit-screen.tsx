import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../../core/schemas/agent';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { isSupervisor, useStaffSession } from '../../../lib/session/staff-session';
import { useAgentAudit } from '../api/get-agent-audit';
import { useStaffList } from '../api/get-staff-list';
import { describeAuditDetail } from '../utils/audit-detail';
import { AUDIT_FILTER_KEYS, AUDIT_PAGE_SIZES, auditApiQuery, readAuditView, writeAuditView, type AuditPageSize, type AuditView } from '../utils/audit-view';
import { pageCount } from '../utils/orders-view';
import { ConsoleFrame } from './console-frame';
import { CustomerIdField } from './customer-id-field';
import { DateField, SelectField } from './filter-fields';
import { FilterPanel } from './filter-panel';
import { TablePager } from './table-pager';

const column = createColumnHelper<AuditEntry>();

/**
 * /agent/audit: what agents did for customers, filterable by agent, customer, action and dates,
 * paged by the server. Supervisors read everyone's entries; an agent reads their own.
 */
export function AgentAuditScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readAuditView(params), [params]);
  const supervisor = useStaffSession(isSupervisor);
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  const audit = useAgentAudit(auditApiQuery(view, { aid, supervisor }));
  const staff = useStaffList(supervisor);

  const update = useCallback(
    (change: (current: AuditView) => AuditView, opts: { replace?: boolean } = {}) => {
      setParams((previous) => writeAuditView(change(readAuditView(previous))), { replace: opts.replace });
    },
    [setParams],
  );
  const filter = <K extends (typeof AUDIT_FILTER_KEYS)[number]>(key: K, value: AuditView[K], opts?: { replace?: boolean }) =>
    update((current) => ({ ...current, [key]: value, page: 1 }), opts);

  const total = audit.data?.total ?? 0;
  const pages = pageCount(total, view.page_size);
  const beyond = audit.data !== undefined && !audit.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (beyond) update((current) => ({ ...current, page: pages }), { replace: true });
  }, [beyond, pages, update]);

  const orderHref = useCallback((orderId: number) => localized(paths.agentOrderDetail(orderId)), [localized]);
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: () => t('agentOrders.audit.columns.at'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {formatDateTime(info.getValue(), locale)}
          </time>
        ),
      }),
      column.accessor('agent_name', {
        header: () => t('agentOrders.audit.columns.agent'),
        cell: (info) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{info.getValue()}</span>
            <span className="text-xs text-ink-muted">#{info.row.original.agent_id}</span>
          </span>
        ),
      }),
      column.accessor('customer_name', {
        header: () => t('agentOrders.audit.columns.customer'),
        cell: (info) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{info.getValue() || '—'}</span>
            <span className="text-xs text-ink-muted">#{info.row.original.customer_id}</span>
          </span>
        ),
      }),
      column.accessor('action', { header: () => t('agentOrders.audit.columns.action'), cell: (info) => t(`agentOrders.audit.actions.${info.getValue()}`) }),
      column.display({
        id: 'detail',
        header: () => t('agentOrders.audit.columns.detail'),
        cell: (info) => <span className="break-words">{describeAuditDetail(info.row.original, t, locale)}</span>,
      }),
      column.accessor('order_no', {
        header: () => t('agentOrders.audit.columns.order'),
        cell: (info) => {
          const entry = info.row.original;
          return entry.order_id !== null ? (
            <Link
              to={orderHref(entry.order_id)}
              onClick={(event) => event.stopPropagation()}
              className="font-mono font-semibold whitespace-nowrap text-brand-800 underline-offset-2 hover:underline"
              aria-label={t('agentOrders.audit.open_order', { no: entry.order_no ?? entry.order_id })}
            >
              {entry.order_no ?? `#${entry.order_id}`}
            </Link>
          ) : (
            <span className="text-ink-muted">—</span>
          );
        },
      }),
    ],
    [t, locale, orderHref],
  );
  const rows = audit.data?.entries ?? [];
  const activeFilters = AUDIT_FILTER_KEYS.filter((key) => view[key] !== undefined && (key !== 'agent_id' || supervisor)).length;
  const updating = audit.isFetching && audit.isPlaceholderData;

  return (
    <ConsoleFrame title={t('agentOrders.audit.title')} lead={supervisor ? t('agentOrders.audit.lead_supervisor') : t('agentOrders.audit.lead_agent')}>
      <FilterPanel
        active={activeFilters}
        onClear={() => update((current) => ({ ...current, agent_id: undefined, customer_id: undefined, action: undefined, from: undefined, to: undefined, page: 1 }))}
        footer={supervisor ? null : <p className="mt-3 text-sm text-ink-muted">{t('agentOrders.audit.own_only')}</p>}
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {supervisor ? (
            <SelectField id={`${id}-agent`} label={t('agentOrders.filters.agent')} value={view.agent_id !== undefined ? String(view.agent_id) : ''} onChange={(value) => filter('agent_id', value ? Number(value) : undefined)}>
              <option value="">{t('agentOrders.filters.all_agents')}</option>
              {(staff.data ?? []).map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name || member.username}
                </option>
              ))}
            </SelectField>
          ) : null}
          <CustomerIdField id={`${id}-customer`} value={view.customer_id} onCommit={(customerId) => filter('customer_id', customerId, { replace: true })} />
          <SelectField id={`${id}-action`} label={t('agentOrders.filters.action')} value={view.action ?? ''} onChange={(value) => filter('action', (value || undefined) as AuditView['action'])}>
            <option value="">{t('agentOrders.filters.all_actions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`agentOrders.audit.actions.${action}`)}
              </option>
            ))}
          </SelectField>
          <DateField id={`${id}-from`} label={t('agentOrders.filters.from')} value={view.from ?? ''} onChange={(value) => filter('from', value || undefined)} />
          <DateField id={`${id}-to`} label={t('agentOrders.filters.to')} value={view.to ?? ''} onChange={(value) => filter('to', value || undefined)} />
        </div>
      </FilterPanel>
      <p role="status" className="mb-2 text-sm text-ink-muted">
        {audit.data ? t('agentOrders.audit.count', { count: total }) : null}
        {updating ? ` · ${t('agentOrders.orders.updating')}` : null}
      </p>
      {audit.isPending ? (
        <LoadingBox label={t('agentOrders.audit.loading')} />
      ) : audit.isError && !audit.data ? (
        <ErrorNotice error={audit.error} title={t('agentOrders.audit.error_title')} onRetry={() => void audit.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('agentOrders.audit.empty')} />
      ) : (
        <>
          <DataTable
            data={rows}
            columns={columns}
            caption={t('agentOrders.audit.caption')}
            getRowId={(row) => String(row.id)}
            onRowActivate={(row) => {
              if (row.order_id !== null) void navigate(orderHref(row.order_id));
            }}
            canActivate={(row) => row.order_id !== null}
            busy={updating}
            valign="top"
            className="hidden md:block"
            tableClassName="min-w-[48rem]"
          />
          <ul aria-label={t('agentOrders.audit.caption')} className="flex flex-col gap-3 md:hidden">
            {rows.map((entry) => (
              <li key={entry.id} className="rounded-card border border-line bg-surface p-4 text-sm shadow-card">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-ink">{t(`agentOrders.audit.actions.${entry.action}`)}</span>
                  <time dateTime={entry.at} className="text-xs text-ink-muted">
                    {formatDateTime(entry.at, locale)}
                  </time>
                </p>
                <p className="mt-1 break-words text-ink">{describeAuditDetail(entry, t, locale)}</p>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  <dt className="text-ink-muted">{t('agentOrders.audit.columns.agent')}</dt>
                  <dd className="text-ink">
                    {entry.agent_name} <span className="text-ink-muted">#{entry.agent_id}</span>
                  </dd>
                  <dt className="text-ink-muted">{t('agentOrders.audit.columns.customer')}</dt>
                  <dd className="text-ink">
                    {entry.customer_name || '—'} <span className="text-ink-muted">#{entry.customer_id}</span>
                  </dd>
                  {entry.order_id !== null ? (
                    <>
                      <dt className="text-ink-muted">{t('agentOrders.audit.columns.order')}</dt>
                      <dd>
                        <Link to={orderHref(entry.order_id)} className="font-mono font-semibold break-all text-brand-800 underline underline-offset-2">
                          {entry.order_no ?? `#${entry.order_id}`}
                        </Link>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
          <TablePager
            page={view.page}
            pages={pages}
            pageSize={view.page_size}
            pageSizes={AUDIT_PAGE_SIZES}
            total={total}
            onPage={(page) => update((current) => ({ ...current, page }))}
            onPageSize={(size) => update((current) => ({ ...current, page_size: size as AuditPageSize, page: 1 }))}
          />
        </>
      )}
    </ConsoleFrame>
  );
}
