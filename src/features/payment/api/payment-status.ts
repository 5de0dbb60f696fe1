import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentType } from '../../../../core/checkout/order-totals';
import type { Locale } from '../../../../core/schemas/common';
import { checkingStatusSchema, type CheckingStatus } from '../../../../core/schemas/payment';
import { useLocale } from '../../../hooks/use-locale';
import { PAYMENT_QUERY_ROOT } from './query-root';
import { requestParsed } from '../../../lib/request-parsed';

/** Spec §4 Payment flow / §9: authorizing takes 1–3 minutes; asking every few seconds is plenty. */
export const STATUS_POLL_MS = 3000;

/**
 * Card: GET /api/payment/stripe/checking_status?order_id=; PAD: POST /api/pad/check_payment_status
 * {order_id}. Both answer the same shape.
 */
export function getPaymentStatus(orderId: number, method: 'card' | 'pad', locale: Locale, signal?: AbortSignal): Promise<CheckingStatus> {
  if (method === 'pad') {
    return requestParsed(checkingStatusSchema, '/api/pad/check_payment_status', {
      locale,
      signal,
      method: 'POST',
      body: { order_id: orderId },
    });
  }
  return requestParsed(checkingStatusSchema, '/api/payment/stripe/checking_status', { locale, signal, query: { order_id: orderId } });
}

export const paymentStatusQueryKey = (orderId: number) => [PAYMENT_QUERY_ROOT, 'status', orderId] as const;

export function paymentStatusQueryOptions(orderId: number, method: 'card' | 'pad', locale: Locale) {
  return queryOptions({
    queryKey: [...paymentStatusQueryKey(orderId), method, locale] as const,
    queryFn: ({ signal }) => getPaymentStatus(orderId, method, locale, signal),
    // Poll while the bank is still deciding; stop once it has.
    refetchInterval: (query) => (query.state.data?.attempt === 'authorizing' ? STATUS_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** The payment state of an online (card / PAD) order, polled while authorizing; disabled for cash and pay later. */
export function usePaymentStatus(orderId: number, paymentType: PaymentType | undefined) {
  const locale = useLocale();
  const method = paymentType === 'pad' ? 'pad' : 'card';
  const online = paymentType === 'card' || paymentType === 'pad';
  return useQuery({ ...paymentStatusQueryOptions(orderId, method, locale), enabled: online && orderId > 0 });
}
