import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentStatus } from '../../../../core/schemas/order';
import type { PaymentType } from '../../../../core/checkout/order-totals';
import { orderStatusTone, paymentStatusTone, type Tone } from '../utils/order-format';

const TONES: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  warning: 'bg-warning-50 text-warning-800 ring-warning-800/20',
  danger: 'bg-danger-50 text-danger-700 ring-danger-700/20',
  muted: 'bg-canvas text-ink-muted ring-line',
  info: 'bg-surface text-ink ring-line-strong',
};

export function Badge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[tone], className)}>
      {children}
    </span>
  );
}

/** Spec §4 Order statuses: processing, preparing, on the way, completed… in the page's language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={orderStatusTone(status)}>{t(`orderStatus.${status}`)}</Badge>;
}

/** Spec §4 Payment statuses; an unpaid cash order reads 'payment type: cash' (pay on arrival). */
export function PaymentStatusBadge({ status, paymentType }: { status: PaymentStatus; paymentType: PaymentType }) {
  const { t } = useTranslation();
  if (paymentType === 'cash' && status === 'unpaid') return <Badge tone="info">{t('paymentStatus.cash')}</Badge>;
  return <Badge tone={paymentStatusTone(status)}>{t(`paymentStatus.${status}`)}</Badge>;
}

const TYPE_KEYS = {
  card: 'orders.ui.payment_types.card',
  pad: 'orders.ui.payment_types.pad',
  cash: 'orders.ui.payment_types.cash',
  pay_later: 'orders.ui.payment_types.pay_later',
} as const;

export function usePaymentTypeLabel() {
  const { t } = useTranslation();
  return (type: PaymentType) => t(TYPE_KEYS[type]);
}
