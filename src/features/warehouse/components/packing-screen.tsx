import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { PaymentStatusBadge } from '../../../components/order/payment-status-badge';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatCalendarDay } from '../../../lib/format-date';
import { usePackingOrder } from '../api/get-packing-order';
import { OrderStepButtons, type StepFeedback } from './order-step-buttons';
import { PackedSummary } from './packed-summary';
import { PackingForm } from './packing-form';
import { StepFeedbackNotice } from './step-feedback';

/** /warehouse/orders/:id: packing one order, then its next steps (out for delivery, ready for pickup…). */
export function PackingScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const query = usePackingOrder(orderId);
  const [feedback, setFeedback] = useState<StepFeedback[]>([]);
  const onFeedback = useCallback((next: StepFeedback) => setFeedback([next]), []);
  const order = query.data;
  const heading = order ? t(order.actions.includes('pack') ? 'warehouseDesk.packing.title' : 'warehouseDesk.packing.title_order', { no: order.order_no }) : null;
  useDocumentTitle(heading ?? t('warehouseDesk.packing.title_loading'));
  const back = `${localized(paths.warehouse)}?${new URLSearchParams(order ? { date: order.service_date, shop: String(order.shop_id) } : {}).toString()}`;

  return (
    <div className="container-page py-4 lg:py-6">
      <p className="mb-3">
        <Link to={back} className="text-sm font-semibold text-brand-800 hover:underline">
          ← {t('warehouseDesk.packing.back')}
        </Link>
      </p>
      {query.isPending ? (
        <LoadingBox />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : order ? (
        <>
          <header className="mb-4 flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-line pb-4">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">{heading}</h1>
              <p className="mt-1 text-sm text-ink">
                <span className="font-semibold">{order.customer_name || order.contact.name}</span>
                {' · '}
                {t(`agentOrders.shipping.${order.shipping_type}`)} {formatCalendarDay(order.service_date, locale, { weekday: true })}
                {order.time_preference && order.time_preference !== 'asap' ? ` · ${order.time_preference}` : ''}
                {' · '}
                {t(`agentOrders.payment_types.${order.payment_type}`)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <OrderStatusBadge order={order} />
                <PaymentStatusBadge status={order.payment_status} paymentType={order.payment_type} />
              </div>
              {order.note ? <p className="mt-2 max-w-2xl rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800">{t('warehouseDesk.packing.order_note', { note: order.note })}</p> : null}
            </div>
            <OrderStepButtons order={order} onFeedback={onFeedback} withPackLink={false} />
          </header>
          <StepFeedbackNotice feedback={feedback} onDismiss={() => setFeedback((f) => f.filter((x) => x.tone !== 'error'))} />
          {order.actions.includes('pack') ? (
            <PackingForm key={order.order_id} order={order} onFeedback={onFeedback} />
          ) : order.settlement ? (
            <PackedSummary order={order} settlement={order.settlement} />
          ) : (
            <p className="rounded-card border border-line bg-surface p-4 text-sm text-ink">
              {order.actions.includes('accept') ? t('warehouseDesk.packing.accept_first') : t('warehouseDesk.packing.not_packable', { status: t(`orderStatus.${order.status}`) })}
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
