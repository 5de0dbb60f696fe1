import { useTranslation } from 'react-i18next';
import type { PaymentType } from '../../../../core/checkout/order-totals';

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
