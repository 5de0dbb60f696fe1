import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CUSTOMER_FILTERS, customerFilterSchema, type CustomerFilter } from '../../../../core/schemas/customer-terms';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCustomers } from '../api/customers';
import { BackOfficeFrame } from '../../../components/back-office-frame';
import { CustomerDrawer } from './customer-drawer';
import { CustomerCards, CustomersTable } from './customers-table';

const PAGE_SIZE = 25;

/**
 * /back-office/customers (issue 17): search restaurants by name, phone, e-mail or id, filter by hold,
 * pay-later and over-limit, page on the server; a customer opens in a drawer (?customer=id, so the
 * address bar can be shared and Back closes it).
 */
export function CustomersScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filter: CustomerFilter = customerFilterSchema.catch('all').parse(params.get('filter') ?? 'all');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('customer')) || null;
  const debouncedQ = useDebouncedValue(q.trim(), 250);
  const list = useCustomers({ q: debouncedQ, filter, page, page_size: PAGE_SIZE });

  const update = useCallback(
    (changes: Record<string, string | null>, replace = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  const openCustomer = useCallback((customerId: number) => update({ customer: String(customerId) }, false), [update]);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <BackOfficeFrame title={t('backOffice.customers.title')} lead={t('backOffice.customers.lead')}>
      <form role="search" className="mb-4 flex flex-wrap items-start gap-3" onSubmit={(event) => event.preventDefault()}>
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-semibold text-ink">
            {t('backOffice.customers.search_label')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={100}
            autoComplete="off"
            placeholder={t('backOffice.customers.search_placeholder')}
            onChange={(event) => update({ q: event.target.value, page: null })}
            className={inputStyles()}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-filter`} className="text-sm font-semibold text-ink">
            {t('backOffice.customers.filter_label')}
          </label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => update({ filter: event.target.value === 'all' ? null : event.target.value, page: null })}
            className={inputStyles()}
          >
            {CUSTOMER_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`backOffice.customers.filter.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {list.isPending ? (
        <LoadingBox label={t('common.loading')} />
      ) : list.isError ? (
        <ErrorNotice error={list.error} title={t('backOffice.customers.load_failed')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
            {t('backOffice.customers.count', { count: list.data.total })}
          </p>
          {list.data.rows.length === 0 ? (
            <p className="rounded-card border border-line bg-surface p-6 text-center text-sm text-ink-muted">{t('backOffice.customers.empty')}</p>
          ) : (
            <>
              <CustomersTable customers={list.data.rows} onOpen={openCustomer} busy={list.isFetching} />
              <CustomerCards customers={list.data.rows} onOpen={openCustomer} busy={list.isFetching} />
            </>
          )}
          {pages > 1 ? (
            <nav aria-label={t('backOffice.customers.pagination')} className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <button type="button" className={buttonStyles.secondary} disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                {t('backOffice.customers.previous')}
              </button>
              <span className="text-sm text-ink-muted">{t('backOffice.customers.page', { page, pages })}</span>
              <button type="button" className={buttonStyles.secondary} disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                {t('backOffice.customers.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
      <CustomerDrawer customerId={open} onClose={() => update({ customer: null })} />
    </BackOfficeFrame>
  );
}
