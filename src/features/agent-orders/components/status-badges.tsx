import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '../../../../core/checkout/order-totals';
import type { OrderStatus, PaymentStatus } from '../../../../core/schemas/order';
import { orderStatusTone, paymentStatusTone, type Tone } from '../utils/status-tone';

const TONES: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  warning: 'bg-warning-50 text-warning-800 ring-warning-800/20',
  danger: 'bg-danger-50 text-danger-700 ring-danger-700/20',
  muted: 'bg-canvas text-ink-muted ring-line',
  info: 'bg-surface text-ink ring-line-strong',
};

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[tone])}>
      {children}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={orderStatusTone(status)}>{t(`orderStatus.${status}`)}</Badge>;
}

/** An unpaid cash order reads 'payment type: cash' (it is paid on arrival), as on the storefront. */
export function PaymentStatusBadge({ status, paymentType }: { status: PaymentStatus; paymentType: PaymentType }) {
  const { t } = useTranslation();
  if (paymentType === 'cash' && status === 'unpaid') return <Badge tone="info">{t('paymentStatus.cash')}</Badge>;
  return <Badge tone={paymentStatusTone(status)}>{t(`paymentStatus.${status}`)}</Badge>;
}
