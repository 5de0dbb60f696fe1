import { createColumnHelper } from '@tanstack/react-table';
import { formatPhone } from '../../../../core/account/phone';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import type { CustomerRow } from '../../../../core/schemas/customer-terms';
import { DataTable } from '../../../components/data-table';
import { StatusBadge } from '../../../components/order/status-badge';
import { useLocale } from '../../../hooks/use-locale';

const column = createColumnHelper<CustomerRow>();

/** The customer's standing as one badge: a hold first, then being over the credit limit. */
export function CustomerStatusBadge({ customer }: { customer: Pick<CustomerRow, 'on_hold' | 'over_limit'> }) {
  const { t } = useTranslation();
  if (customer.on_hold) return <StatusBadge tone="danger">{t('backOffice.customers.status_on_hold')}</StatusBadge>;
  if (customer.over_limit) return <StatusBadge tone="warning">{t('backOffice.customers.status_over_limit')}</StatusBadge>;
  return <StatusBadge tone="muted">{t('backOffice.customers.status_ok')}</StatusBadge>;
}

/**
 * One page of customers (@tanstack/react-table; the server pages, searches and filters). The name is
 * a button that opens the customer's drawer, so Tab walks the list one customer at a time.
 */
export function CustomersTable({ customers, onOpen, busy }: { customers: CustomerRow[]; onOpen: (id: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('backOffice.customers.col.name'),
        cell: (info) => {
          const name = info.getValue() || t('backOffice.customers.unnamed');
          return (
            <button
              type="button"
              onClick={() => onOpen(info.row.original.id)}
              aria-label={t('backOffice.customers.open', { name })}
              className="min-h-10 text-left font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {name}
              <span className="block text-xs font-normal text-ink-muted">#{info.row.original.id}</span>
            </button>
          );
        },
      }),
      column.accessor('phone', { header: () => t('backOffice.customers.col.phone'), cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatPhone(info.getValue(), 'national')}</span> }),
      column.accessor('email', { header: () => t('backOffice.customers.col.email'), cell: (info) => <span className="break-all">{info.getValue() || '—'}</span> }),
      column.display({
        id: 'terms',
        header: () => t('backOffice.customers.col.terms'),
        cell: ({ row }) => {
          const c = row.original;
          if (!c.pay_later) return <span className="text-ink-muted">{t('backOffice.customers.terms_off')}</span>;
          return c.credit_limit_cents === null
            ? t('backOffice.customers.terms_no_limit')
            : t('backOffice.customers.terms_limit', { limit: formatCents(c.credit_limit_cents, locale) });
        },
      }),
      column.accessor('unpaid_cents', {
        header: () => t('backOffice.customers.col.balance'),
        meta: { numeric: true },
        cell: (info) => <span className="tabular-nums">{formatCents(info.getValue(), locale)}</span>,
      }),
      column.display({ id: 'status', header: () => t('backOffice.customers.col.status'), cell: ({ row }) => <CustomerStatusBadge customer={row.original} /> }),
    ],
    [t, locale, onOpen],
  );

  return (
    <DataTable
      data={customers}
      columns={columns}
      caption={t('backOffice.customers.title')}
      getRowId={(row) => String(row.id)}
      busy={busy}
      className="hidden md:block"
      data-testid="customers-table"
    />
  );
}

/** Below 768 px the same page of customers as cards: name (opens the drawer), phone, terms, balance and status. */
export function CustomerCards({ customers, onOpen, busy }: { customers: CustomerRow[]; onOpen: (id: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={clsx('flex flex-col gap-2 md:hidden', busy && 'opacity-70 transition-opacity')} aria-busy={busy} data-testid="customer-cards">
      {customers.map((c) => {
        const name = c.name || t('backOffice.customers.unnamed');
        return (
          <li key={c.id} className="rounded-card border border-line bg-surface p-3 shadow-card">
            <div className="flex items-start justify-between gap-2">
              <button
                type="button"
                onClick={() => onOpen(c.id)}
                aria-label={t('backOffice.customers.open', { name })}
                className="min-h-10 min-w-0 text-left font-semibold break-words text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {name} <span className="text-xs font-normal text-ink-muted">#{c.id}</span>
              </button>
              <CustomerStatusBadge customer={c} />
            </div>
            <p className="text-sm text-ink tabular-nums">{formatPhone(c.phone, 'national')}</p>
            {c.email ? <p className="text-sm break-all text-ink-muted">{c.email}</p> : null}
            <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-sm">
              <span className={c.pay_later ? 'text-ink' : 'text-ink-muted'}>
                {!c.pay_later
                  ? t('backOffice.customers.terms_off')
                  : c.credit_limit_cents === null
                    ? t('backOffice.customers.terms_no_limit')
                    : t('backOffice.customers.terms_limit', { limit: formatCents(c.credit_limit_cents, locale) })}
              </span>
              <span className="tabular-nums">
                {t('backOffice.customers.col.balance')}: {formatCents(c.unpaid_cents, locale)}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
