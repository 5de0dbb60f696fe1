import { useTranslation } from 'react-i18next';
import type { PaymentType } from '../../../core/checkout/order-totals';
import { shownOrderStatus } from '../../../core/orders/shown-status';
import type { OrderStatus, PaymentStatus } from '../../../core/schemas/order';
import { orderStatusTone } from '../../lib/order-status-tone';
import { StatusBadge } from './status-badge';

/**
 * Spec §4 Order statuses: processing, preparing, on the way, completed… in the page's language; a
 * card or PAD order whose payment has not gone through reads "Awaiting payment" (shownOrderStatus).
 */
export function OrderStatusBadge({ order }: { order: { status: OrderStatus; payment_status: PaymentStatus; payment_type: PaymentType } }) {
  const { t } = useTranslation();
  const shown = shownOrderStatus({ status: order.status, paymentStatus: order.payment_status, paymentType: order.payment_type });
  return <StatusBadge tone={orderStatusTone(shown)}>{t(`orderStatus.${shown}`)}</StatusBadge>;
}
