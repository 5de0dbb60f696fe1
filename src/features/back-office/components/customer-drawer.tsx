import * as Dialog from '@radix-ui/react-dialog';
import { formatPhone } from '../../../../core/account/phone';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { useCustomer } from '../api/customers';
import { CustomerHoldForm } from './customer-hold-form';
import { RecordHistory } from '../../../components/record-history';
import { BACK_OFFICE_QUERY_ROOT } from '../api/query-root';
import { CustomerTermsForm } from './customer-terms-form';
import { CustomerStatusBadge } from './customers-table';

/**
 * One customer (issue 17) in a side drawer: contact, orders, pay-later terms with the unpaid balance,
 * and the hold with its history. The customer group (price lists, another area) gets its row in
 * the contact list when it exists.
 */
export function CustomerDrawer({ customerId, onClose }: { customerId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const customer = useCustomer(customerId);
  const data = customer.data;
  return (
    <Dialog.Root open={customerId !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-[70] flex w-full max-w-lg flex-col bg-canvas shadow-raised animate-fade-in focus:outline-none"
          data-testid="customer-drawer"
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-3 border-b border-line bg-surface px-4 py-3">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold break-words text-ink">
                {data ? data.name || t('backOffice.customers.unnamed') : t('backOffice.customers.title')}
              </Dialog.Title>
              {data ? (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  <span>#{data.id}</span>
                  <CustomerStatusBadge customer={data} />
                </p>
              ) : null}
            </div>
            <Dialog.Close className={buttonStyles.secondary}>{t('backOffice.customers.detail.close')}</Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            {customer.isPending ? (
              <LoadingBox label={t('common.loading')} />
            ) : customer.isError ? (
              <ErrorNotice error={customer.error} title={t('backOffice.customers.detail.load_failed')} onRetry={() => void customer.refetch()} />
            ) : data ? (
              <div className="flex flex-col gap-4">
                <section aria-labelledby="customer-contact" className="rounded-card border border-line bg-surface p-4">
                  <h2 id="customer-contact" className="mb-2 font-semibold text-ink">
                    {t('backOffice.customers.detail.contact')}
                  </h2>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-ink-muted">{t('backOffice.customers.col.phone')}</dt>
                    <dd className="tabular-nums">{formatPhone(data.phone, 'national')}</dd>
                    <dt className="text-ink-muted">{t('backOffice.customers.col.email')}</dt>
                    <dd className="break-all">{data.email || '—'}</dd>
                    <dt className="text-ink-muted">{t('backOffice.customers.detail.language')}</dt>
                    <dd>{t(`common.languages.${data.language}`, { defaultValue: data.language })}</dd>
                    <dt className="text-ink-muted">{t('backOffice.customers.detail.since')}</dt>
                    <dd>{formatDateTime(data.created_at, locale)}</dd>
                    {/* The customer group (issue 17, price lists) goes here: backOffice.customers.detail.group. */}
                    <dt className="text-ink-muted">{t('backOffice.customers.detail.orders')}</dt>
                    <dd>{t('backOffice.customers.detail.orders_summary', { count: data.orders.count, total: formatCents(data.orders.total_cents, locale) })}</dd>
                    <dt className="text-ink-muted">{t('backOffice.customers.detail.last_order')}</dt>
                    <dd>{data.orders.last_at ? formatDateTime(data.orders.last_at, locale) : t('backOffice.customers.detail.none')}</dd>
                  </dl>
                </section>
                <CustomerTermsForm key={`terms-${data.id}`} customer={data} />
                <CustomerHoldForm key={`hold-${data.id}`} customer={data} />
                <RecordHistory key={`history-${data.id}`} path={`/api/back-office/customers/${data.id}/history`} queryKey={[BACK_OFFICE_QUERY_ROOT, 'customers', data.id]} />
              </div>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
