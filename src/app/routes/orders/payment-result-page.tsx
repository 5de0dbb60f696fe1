import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { shownOrderStatus } from '../../../../core/orders/shown-status';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { useOrderDetail } from '../../../features/orders/api/get-order-detail';
import { ORDERS_QUERY_ROOT } from '../../../features/orders/api/query-root';
import { PaymentOutcome } from '../../../features/payment/components/payment-outcome';
import type { PaymentOutcomeKind } from '../../../features/payment/utils/payment-outcome';
import { orderIdFromQuery, OrdersFrame } from './orders-frame';

const link = 'inline-flex min-h-11 items-center justify-center rounded-control px-5 text-sm font-semibold';

/**
 * Payment result (/payment-result?orderId=, spec §2.8): the outcome (features/payment, polled while
 * authorizing) with the order's number and total (features/orders), order detail and continue.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = orderIdFromQuery(params.get('orderId'));
  const detail = useOrderDetail(orderId);
  // Once the payment settles the order's own status changed too: every view of it reloads.
  const refreshOrders = useCallback(
    (kind: PaymentOutcomeKind) => {
      if (kind !== 'authorizing') void queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] });
    },
    [queryClient],
  );

  return (
    <OrdersFrame title={t('payment.ui.result.title')} bare>
      {() => (
        <div className="mx-auto max-w-2xl">
          {orderId === null || (detail.error instanceof ApiRequestError && detail.error.status === 404) ? (
            <EmptyState title={t('orders.ui.not_found')}>
              <Link to={localized(paths.orders)} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
                {t('orders.ui.back_to_orders')}
              </Link>
            </EmptyState>
          ) : detail.isPending ? (
            <LoadingBox label={t('orders.ui.loading_order')} />
          ) : detail.isError ? (
            <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <PaymentOutcome orderId={detail.data.order_id} paymentType={detail.data.payment_type} onOutcome={refreshOrders}>
              {(kind) => (
                <>
                  <dl className="mt-2 grid w-full max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-control bg-canvas px-4 py-3 text-left text-sm">
                    <dt className="text-ink-muted">{t('payment.ui.result.order_no')}</dt>
                    <dd className="font-mono font-semibold break-all text-ink">{detail.data.order_no}</dd>
                    <dt className="text-ink-muted">{t('payment.ui.result.total')}</dt>
                    <dd className="font-semibold text-ink tabular-nums">{formatPrice(detail.data.total, locale)}</dd>
                    <dt className="text-ink-muted">{t('orders.ui.summary.status')}</dt>
                    <dd className="text-ink">
                      {t(
                        `orderStatus.${shownOrderStatus({ status: detail.data.status, paymentStatus: detail.data.payment_status, paymentType: detail.data.payment_type })}`,
                      )}
                    </dd>
                  </dl>
                  <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
                    <Link to={localized(paths.orderDetail(detail.data.order_id))} className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
                      {kind === 'failure' || kind === 'unpaid' ? t('payment.ui.result.try_again') : t('payment.ui.result.view_order')}
                    </Link>
                    <Link to={localized(paths.supply())} className={`${link} border border-line-strong bg-surface text-ink hover:bg-canvas`}>
                      {t('payment.ui.result.continue')}
                    </Link>
                  </div>
                </>
              )}
            </PaymentOutcome>
          )}
        </div>
      )}
    </OrdersFrame>
  );
}
