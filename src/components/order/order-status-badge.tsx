import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../core/schemas/order';
import { orderStatusTone } from '../../lib/order-status-tone';
import { StatusBadge } from './status-badge';

/** Spec §4 Order statuses: processing, preparing, on the way, completed… in the page's language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={orderStatusTone(status)}>{t(`orderStatus.${status}`)}</StatusBadge>;
}
