import { useTranslation } from 'react-i18next';
import type { PaymentType } from '../../../core/checkout/order-totals';
import type { PaymentStatus } from '../../../core/schemas/order';
import { paymentStatusTone } from '../../lib/order-status-tone';
import { StatusBadge } from './status-badge';

/** Spec §4 Payment statuses; an unpaid cash order reads 'payment type: cash' (pay on arrival). */
export function PaymentStatusBadge({ status, paymentType }: { status: PaymentStatus; paymentType: PaymentType }) {
  const { t } = useTranslation();
  if (paymentType === 'cash' && status === 'unpaid') return <StatusBadge tone="info">{t('paymentStatus.cash')}</StatusBadge>;
  return <StatusBadge tone={paymentStatusTone(status)}>{t(`paymentStatus.${status}`)}</StatusBadge>;
}
