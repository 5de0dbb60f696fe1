import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '../../../core/checkout/order-totals';
import { shownOrderStatus } from '../../../core/orders/shown-status';
import type { OrderDetail } from '../../../core/schemas/order';
import { useLocale } from '../../hooks/use-locale';
import { formatDateTime } from '../../lib/format-date';
import { OrderCard } from './order-card';

/** The "Status log" card: the order's status changes, newest first, on a timeline. */
export function OrderStatusLog({
  statusLog,
  paymentType,
  className,
  landmark,
}: {
  statusLog: OrderDetail['status_log'];
  paymentType: PaymentType;
  className?: string;
  landmark?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const entries = [...statusLog].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <OrderCard title={t('orders.ui.log.title')} className={className} landmark={landmark}>
      {entries.length === 0 ? (
        <p className="px-5 py-4 text-sm text-ink-muted">{t('orders.ui.log.empty')}</p>
      ) : (
        <ol className="flex flex-col px-4 py-4 sm:px-5">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="relative flex gap-3 pb-4 last:pb-0">
              {index < entries.length - 1 ? <span aria-hidden="true" className="absolute top-5 bottom-0 left-[0.4375rem] w-px bg-line" /> : null}
              <span
                aria-hidden="true"
                className={clsx('mt-1 size-3.5 shrink-0 rounded-full border-2', index === 0 ? 'border-brand-700 bg-brand-700' : 'border-line-strong bg-surface')}
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold text-ink">
                    {t(`orderStatus.${shownOrderStatus({ status: entry.status, paymentStatus: entry.payment_status, paymentType })}`)}
                  </span>
                  <span className="text-ink-muted">·</span>
                  <span className="text-ink-muted">
                    {paymentType === 'cash' && entry.payment_status === 'unpaid' ? t('paymentStatus.cash') : t(`paymentStatus.${entry.payment_status}`)}
                  </span>
                </p>
                <p className="text-xs text-ink-muted">
                  <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
                </p>
                {entry.note ? <p className="mt-0.5 text-sm break-words text-ink">{entry.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </OrderCard>
  );
}
