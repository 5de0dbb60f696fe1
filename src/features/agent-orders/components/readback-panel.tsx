import { useTranslation } from 'react-i18next';
import { BellIcon, CheckIcon, ClockIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { ErrorNotice } from '../../../components/error-notice';
import { OrderCard } from '../../../components/order/order-card';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/request-parsed';
import { useAgentReadback, useRemindReadback } from '../api/agent-readback';

/**
 * The customer's read-back of an order an agent took (issue 20): "Confirmed by the customer at 14:32"
 * (the server's sentence, in the console's language) or that it waits, with a reminder that sends a
 * new link; and whether the customer requires it before the charge.
 */
export function ReadbackPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const readback = useAgentReadback(orderId, true);
  const remind = useRemindReadback(orderId);

  return (
    <OrderCard title={t('agentOrders.readback.title')} landmark>
      <div className="flex flex-col gap-3 px-4 py-4 sm:px-5">
        {readback.isPending ? (
          <LoadingBox className="min-h-16 border-0" label={t('agentOrders.readback.loading')} />
        ) : readback.isError ? (
          <ErrorNotice error={readback.error} onRetry={() => void readback.refetch()} />
        ) : (
          <>
            <p
              data-testid="readback-state"
              className={`flex items-center gap-2 text-sm font-semibold ${readback.data.confirmed_at ? 'text-brand-900' : 'text-warning-800'}`}
            >
              {readback.data.confirmed_at ? <CheckIcon width={18} height={18} className="shrink-0" /> : <ClockIcon width={18} height={18} className="shrink-0" />}
              {readback.data.confirmed_at ? readback.data.message : readback.data.sent_at ? t('agentOrders.readback.awaiting') : readback.data.message}
            </p>
            <dl className="grid gap-1 text-sm">
              {readback.data.sent_at ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-ink-muted">{t('agentOrders.readback.sent')}</dt>
                  <dd className="text-ink">{formatDateTime(readback.data.sent_at, locale)}</dd>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">{t('agentOrders.readback.charge')}</dt>
                <dd className="text-ink">
                  {readback.data.required
                    ? readback.data.chargeable
                      ? t('agentOrders.readback.required_done')
                      : t('agentOrders.readback.required_waiting')
                    : t('agentOrders.readback.not_required')}
                </dd>
              </div>
            </dl>
            {readback.data.confirmed_at ? null : (
              <div className="flex flex-wrap items-center gap-3">
                <button type="button" className={buttonStyles.outline} onClick={() => remind.mutate()} disabled={remind.isPending} aria-busy={remind.isPending}>
                  {remind.isPending ? <Spinner /> : <BellIcon width={16} height={16} />}
                  {readback.data.sent_at ? t('agentOrders.readback.remind') : t('agentOrders.readback.send')}
                </button>
                <p role="status" className={remind.isSuccess || remind.isError ? `text-sm ${remind.isError ? 'font-medium text-danger-700' : 'text-brand-800'}` : 'sr-only'}>
                  {remind.isError ? errorMessage(remind.error, t('agentOrders.readback.remind_failed')) : remind.isSuccess ? t('agentOrders.readback.reminded') : ''}
                </p>
              </div>
            )}
          </>
        )}
      </div>
    </OrderCard>
  );
}
