import clsx from 'clsx';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '../../../../core/checkout/order-totals';
import { AlertIcon, CheckIcon, ClockIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/request-parsed';
import { usePaymentStatus } from '../api/payment-status';
import { paymentOutcome, type PaymentOutcomeKind } from '../utils/payment-outcome';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';

const HEADLINES = {
  success: 'payment.ui.result.success_title',
  authorized: 'payment.ui.result.authorized_title',
  failure: 'payment.ui.result.failure_title',
  authorizing: 'payment.ui.result.authorizing_title',
  unpaid: 'payment.ui.result.unpaid_title',
  refunded: 'payment.ui.result.refunded_title',
  placed: 'payment.ui.result.placed_title',
} as const;
const TEXTS = {
  success: 'payment.ui.result.success_text',
  authorized: 'payment.ui.result.authorized_text',
  failure: 'payment.ui.result.failure_text',
  authorizing: 'payment.ui.result.authorizing_text',
  unpaid: 'payment.ui.result.unpaid_text',
  refunded: 'payment.ui.result.refunded_text',
  placed: 'payment.ui.result.placed_text',
} as const;

/**
 * The payment result (spec §2.8): "Payment Success!" / "Your order has been confirmed" ("Card
 * authorized" for a card held until packing, issue 15), the failure
 * line, or "Authorizing" (1–3 minutes) while the status is polled; cash and pay-later orders read
 * 'Order placed'. `children` (Order#, links) sit under the message and may depend on the outcome;
 * `onOutcome` hears every change of it (to refresh views of the order once it is settled).
 */
export function PaymentOutcome({
  orderId,
  paymentType,
  onOutcome,
  children,
}: {
  orderId: number;
  paymentType: PaymentType;
  onOutcome?: (kind: PaymentOutcomeKind) => void;
  children?: (kind: PaymentOutcomeKind | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const status = usePaymentStatus(orderId, paymentType);
  const kind = paymentOutcome(paymentType, status.data);
  useEffect(() => {
    if (kind) onOutcome?.(kind);
  }, [kind, onOutcome]);

  if (kind === null) {
    if (status.isError) {
      return (
        <Frame tone="danger" icon={<AlertIcon width={32} height={32} />} title={t('payment.ui.result.status_failed')}>
          <p className="text-sm text-ink-muted">{errorMessage(status.error, t('payment.ui.errors.generic'))}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void status.refetch()}>
            {t('common.retry')}
          </button>
          {children?.(null)}
        </Frame>
      );
    }
    return (
      <Frame tone="muted" icon={<Spinner />} title={t('payment.ui.result.checking')}>
        {children?.(null)}
      </Frame>
    );
  }

  const placedNote = paymentType === 'cash' ? t('payment.ui.result.placed_cash') : paymentType === 'pay_later' ? t('payment.ui.result.placed_pay_later') : null;
  return (
    <Frame tone={toneOf(kind)} icon={iconOf(kind)} title={t(HEADLINES[kind])} live>
      <p className="max-w-md text-sm text-ink-muted sm:text-base">{t(TEXTS[kind])}</p>
      {kind === 'placed' && placedNote ? <p className="text-sm font-medium text-ink">{placedNote}</p> : null}
      {kind === 'failure' && status.data?.message ? (
        <p className="rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">{status.data.message}</p>
      ) : null}
      {kind === 'authorizing' ? (
        <p className="flex items-center gap-2 text-xs text-ink-muted">
          <Spinner />
          {t('payment.ui.result.polling')}
        </p>
      ) : null}
      {children?.(kind)}
    </Frame>
  );
}

const toneOf = (kind: PaymentOutcomeKind) =>
  kind === 'success' || kind === 'authorized' || kind === 'placed' ? 'brand' : kind === 'failure' ? 'danger' : kind === 'authorizing' || kind === 'unpaid' ? 'warning' : 'muted';

function iconOf(kind: PaymentOutcomeKind) {
  if (kind === 'success' || kind === 'authorized' || kind === 'placed') return <CheckIcon width={32} height={32} />;
  if (kind === 'failure') return <AlertIcon width={32} height={32} />;
  return <ClockIcon width={32} height={32} />;
}

function Frame({
  tone,
  icon,
  title,
  live = false,
  children,
}: {
  tone: 'brand' | 'danger' | 'warning' | 'muted';
  icon: ReactNode;
  title: string;
  live?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="payment-outcome-title"
      className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface px-5 py-10 text-center shadow-card sm:px-10"
    >
      <span
        className={clsx(
          'grid size-16 place-items-center rounded-full',
          tone === 'brand' && 'bg-brand-50 text-brand-700',
          tone === 'danger' && 'bg-danger-50 text-danger-700',
          tone === 'warning' && 'bg-warning-50 text-warning-800',
          tone === 'muted' && 'bg-canvas text-ink-muted',
        )}
      >
        {icon}
      </span>
      {/* A live region around the heading: 'Authorizing' turning into the outcome is announced. */}
      <div role={live ? 'status' : undefined}>
        <h1 id="payment-outcome-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
}
