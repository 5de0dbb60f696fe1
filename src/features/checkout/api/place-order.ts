import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { placedOrderSchema, type PlacedOrder } from '../../../../core/schemas/checkout';
import type { placeOrderBodySchema } from '../../../../core/schemas/order';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import type { Locale } from '../../../../core/schemas/common';

export type PlaceOrderRequest = z.input<typeof placeOrderBodySchema> & { idempotency_key: string };

/**
 * POST /api/webclient/order/place_order. The idempotency key makes a repeated submission of the same
 * attempt return the first order (`replayed`) instead of placing another.
 */
export async function placeOrder(body: PlaceOrderRequest, locale: Locale): Promise<PlacedOrder> {
  const data = await apiRequest<unknown>('/api/webclient/order/place_order', { locale, method: 'POST', body });
  return placedOrderSchema.parse(data);
}

export function usePlaceOrder() {
  const locale = useLocale();
  return useMutation({ mutationFn: (body: PlaceOrderRequest) => placeOrder(body, locale) });
}
