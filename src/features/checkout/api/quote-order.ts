import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { orderQuoteSchema, type orderQuoteBodySchema, type OrderQuote } from '../../../../core/schemas/checkout';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { CHECKOUT_QUERY_ROOT } from './get-checkout-options';

export type OrderQuoteRequest = z.input<typeof orderQuoteBodySchema>;

/**
 * POST /api/webclient/order/quote → the fee lines the server computes for these choices, whether the
 * order can be placed (and why not), the coupons applied and the lines that block pickup.
 */
export async function quoteOrder(body: OrderQuoteRequest, locale: Locale, signal?: AbortSignal): Promise<OrderQuote> {
  const data = await apiRequest<unknown>('/api/webclient/order/quote', { locale, method: 'POST', body, signal });
  return orderQuoteSchema.parse(data);
}

export function orderQuoteQueryOptions(body: OrderQuoteRequest, locale: Locale) {
  return queryOptions({
    queryKey: [CHECKOUT_QUERY_ROOT, 'quote', locale, body] as const,
    queryFn: ({ signal }) => quoteOrder(body, locale, signal),
    staleTime: 30_000,
    // A refused quote (stock, a bad coupon) is an answer to show, not a hiccup to retry.
    retry: false,
  });
}

/** The quote of `body` (debounced by the caller); the previous figures stay while the next one loads. */
export function useOrderQuote(body: OrderQuoteRequest | null) {
  const locale = useLocale();
  return useQuery({
    ...orderQuoteQueryOptions(body ?? ({} as OrderQuoteRequest), locale),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
