import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CLAIMABLE_ORDER_STATUSES } from '../../../../core/orders/claims';
import type { BuyerOrderDetail } from '../../../../core/schemas/buyer-order';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { CartIcon, ChevronLeftIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { ApiRequestError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { cartUiStore } from '../../../features/cart/stores/cart-instance';
import { OrderClaimsPanel } from '../../../features/claims/components/order-claims-panel';
import { useChangePaymentType } from '../../../features/orders/api/change-payment-type';
import { useOrderDetail } from '../../../features/orders/api/get-order-detail';
import { CancelOrderPanel } from '../../../features/orders/components/cancel-order';
import { OrderDetailView } from '../../../features/orders/components/order-detail-view';
import { OrderDocuments } from '../../../features/orders/components/order-documents';
import { RemindPayButton } from '../../../features/orders/components/remind-pay-dialog';
import { canPay } from '../../../features/orders/utils/order-format';
import { choiceProblem, PaymentMethodPicker, type PaymentChoice } from '../../../features/payment/components/payment-method-picker';
import { usePayOrder } from '../../../features/payment/hooks/use-pay-order';
import { orderAgain } from './order-again';
import { orderIdFromQuery, OrdersFrame } from './orders-frame';

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Order detail (/orderDetail?orderId=, spec §2.8): the order (features/orders) with Pay for an unpaid
 * card/PAD order (features/payment), Order again (the cart store), receipt and invoice.
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const orderId = orderIdFromQuery(params.get('orderId'));
  const detail = useOrderDetail(orderId);
  const title = detail.data ? t('orders.ui.detail_title', { no: detail.data.order_no }) : t('orders.ui.detail_title_plain');

  return (
    <OrdersFrame
      title={title}
      above={
        <Link
          to={localized(paths.orders)}
          className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-control pr-2 text-sm font-semibold text-brand-800 hover:underline"
        >
          <ChevronLeftIcon width={18} height={18} />
          {t('orders.ui.back_to_orders')}
        </Link>
      }
    >
      {(user) =>
        orderId === null || (detail.error instanceof ApiRequestError && detail.error.status === 404) ? (
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
          <OrderDetailView
            order={detail.data}
            actions={<OrderActions order={detail.data} />}
            documents={<OrderDocuments order={detail.data} defaultEmail={user.email} />}
            claims={CLAIMABLE_ORDER_STATUSES.includes(detail.data.status) ? <OrderClaimsPanel orderId={detail.data.order_id} paymentType={detail.data.payment_type} /> : null}
          />
        )
      }
    </OrdersFrame>
  );
}

function OrderActions({ order }: { order: BuyerOrderDetail }) {
  return (
    <div className="flex flex-col gap-4">
      {canPay(order) ? <PayPanel order={order} /> : null}
      <CancelOrderPanel order={order} />
      <OrderAgain order={order} />
    </div>
  );
}

/** Pay (spec §2.8): choose the card or bank account, change the payment type first if another one is chosen. */
function PayPanel({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pay, pending, error } = usePayOrder();
  const change = useChangePaymentType();
  const [choice, setChoice] = useState<PaymentChoice>({ type: order.payment_type, cardId: null, padAccountId: null });
  const [problem, setProblem] = useState<string | null>(null);
  const busy = pending || change.isPending;
  const typeChanges = choice.type !== order.payment_type;

  const submit = async () => {
    if (busy) return;
    setProblem(null);
    const missing = choiceProblem(choice);
    if (missing) {
      setProblem(t(missing === 'card_required' ? 'payment.ui.errors.card_required' : 'payment.ui.errors.pad_required'));
      return;
    }
    if (typeChanges) {
      try {
        await change.mutateAsync({ orderId: order.order_id, paymentType: choice.type });
      } catch (caught) {
        setProblem(caught instanceof ApiRequestError && caught.message ? caught.message : t('payment.ui.errors.generic'));
        return;
      }
    }
    await pay(order.order_id, choice);
  };

  const message = problem ?? error;
  return (
    <section aria-labelledby="pay-title" className="rounded-card border border-brand-200 bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pay-title" className="text-lg font-bold text-ink">
          {t('orders.ui.pay_title')}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('orders.ui.amount_due')} <span className="text-lg font-bold text-ink tabular-nums">{formatPrice(order.total, locale)}</span>
        </p>
      </div>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('orders.ui.pay_lead')}</p>
      <PaymentMethodPicker shippingType={order.shipping_type} allowedTypes={['card', 'pad']} value={choice} onChange={setChoice} />
      {typeChanges ? <p className="mt-3 text-sm text-ink-muted">{t('orders.ui.pay_type_change')}</p> : null}
      {message ? (
        <p role="alert" className="mt-3 rounded-control bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-700">
          {message}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <RemindPayButton orderId={order.order_id} orderNo={order.order_no} className={`${button} border border-brand-700 bg-surface text-brand-800 hover:bg-brand-50`} />
        <button
          type="button"
          onClick={() => void submit()}
          disabled={busy}
          aria-busy={busy}
          className={`${button} w-full bg-brand-700 text-white hover:bg-brand-800 sm:w-auto sm:min-w-48`}
        >
          {busy ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
          {busy ? t('orders.ui.paying') : t('orders.ui.pay_now')}
        </button>
      </div>
    </section>
  );
}

function OrderAgain({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const scope = useShopScope();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ text: string; problems: string[]; error: boolean } | null>(null);

  const run = async () => {
    if (running) return;
    setRunning(true);
    setResult(null);
    try {
      const outcome = await orderAgain(order, scope, locale, t);
      if (!outcome) return;
      setResult({
        text: outcome.added > 0 ? t('orders.ui.again_added', { count: outcome.added }) : t('orders.ui.again_none'),
        problems: outcome.problems,
        error: outcome.added === 0,
      });
      if (outcome.added > 0) cartUiStore.getState().setOpen(true);
    } catch (caught) {
      setResult({ text: caught instanceof ApiRequestError && caught.message ? caught.message : t('errors.internal'), problems: [], error: true });
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div>
        <button
          type="button"
          onClick={() => void run()}
          disabled={running}
          aria-busy={running}
          className={`${button} border border-brand-700 bg-surface text-brand-800 hover:bg-brand-50`}
        >
          <CartIcon width={18} height={18} />
          {running ? t('orders.ui.again_running') : t('orders.ui.again')}
        </button>
      </div>
      <div role="status" className={result ? 'text-sm' : 'sr-only'}>
        {result ? (
          <>
            <p className={result.error ? 'font-medium text-danger-700' : 'font-medium text-brand-800'}>{result.text}</p>
            {result.problems.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-ink-muted">
                {result.problems.map((problem) => (
                  <li key={problem} className="whitespace-pre-line">
                    {problem}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
