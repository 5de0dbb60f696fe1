import { useMutation } from '@tanstack/react-query';
import type { RemindChannel } from '../../../../core/orders/payment-remind';
import type { Locale } from '../../../../core/schemas/common';
import type { PaymentRemindSent } from '../../../../core/schemas/payment';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/payment/remind {order_id, channel}: the order's pay link by SMS or e-mail (spec §2.8 remind dialog). */
export async function remindPayment(orderId: number, channel: RemindChannel, locale: Locale): Promise<PaymentRemindSent> {
  return apiRequest<PaymentRemindSent>('/api/payment/remind', { locale, method: 'POST', body: { order_id: orderId, channel } });
}

export function useRemindPayment() {
  const locale = useLocale();
  return useMutation({ mutationFn: ({ orderId, channel }: { orderId: number; channel: RemindChannel }) => remindPayment(orderId, channel, locale) });
}
