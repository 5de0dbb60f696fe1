import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyerOrderDetailSchema, type BuyerOrderDetail } from '../../../../core/schemas/buyer-order';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { ORDERS_QUERY_ROOT } from './query-root';

/** POST /api/orders/cancel {order_id, reason}: the buyer (or their agent) cancels; answers the order as it now is. */
export function cancelOrder(orderId: number, locale: Locale, reason = ''): Promise<BuyerOrderDetail> {
  return requestParsed(buyerOrderDetailSchema, '/api/orders/cancel', { locale, method: 'POST', body: { order_id: orderId, reason } });
}

export function useCancelOrder() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason?: string }) => cancelOrder(orderId, locale, reason),
    // The status, payment and ledger change everywhere the order shows (detail, lists).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] }),
  });
}
