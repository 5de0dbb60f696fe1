import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { paymentConfigSchema, type PaymentConfig } from '../../../../core/schemas/payment';
import { useLocale } from '../../../hooks/use-locale';
import { PAYMENT_QUERY_ROOT } from './query-root';
import { requestParsed } from '../../../lib/request-parsed';

/** GET /api/payment/config: which provider runs (sandbox or Stripe), its publishable key, the sandbox's test cards. */
export function getPaymentConfig(locale: Locale, signal?: AbortSignal): Promise<PaymentConfig> {
  return requestParsed(paymentConfigSchema, '/api/payment/config', { locale, signal, token: null });
}

export function paymentConfigQueryOptions(locale: Locale) {
  return queryOptions({
    // The provider does not change while the app runs; the language does not matter to it.
    queryKey: [PAYMENT_QUERY_ROOT, 'config'] as const,
    queryFn: ({ signal }) => getPaymentConfig(locale, signal),
    staleTime: 30 * 60_000,
  });
}

export function usePaymentConfig() {
  const locale = useLocale();
  return useQuery(paymentConfigQueryOptions(locale));
}
