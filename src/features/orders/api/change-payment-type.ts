import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentType } from '../../../../core/checkout/order-totals';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { ORDERS_QUERY_ROOT } from './query-root';

/** POST /api/webclient/order/change_payment_type {order_id, payment_type}: before paying an unpaid order another way. */
export async function changePaymentType(orderId: number, paymentType: PaymentType, locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/webclient/order/change_payment_type', {
    locale,
    method: 'POST',
    body: { order_id: orderId, payment_type: paymentType },
  });
}

export function useChangePaymentType() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, paymentType }: { orderId: number; paymentType: PaymentType }) => changePaymentType(orderId, paymentType, locale),
    // The fee lines change with the type (2% channel fee for cards): every view of the order reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] }),
  });
}
