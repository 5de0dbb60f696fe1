import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/webclient/receipt/request {order_id, email}: the receipt by e-mail. */
export async function sendReceipt(orderId: number, email: string, locale: Locale): Promise<void> {
  await apiRequest<unknown>('/api/webclient/receipt/request', { locale, method: 'POST', body: { order_id: orderId, email } });
}

export function useSendReceipt() {
  const locale = useLocale();
  return useMutation({ mutationFn: ({ orderId, email }: { orderId: number; email: string }) => sendReceipt(orderId, email, locale) });
}
