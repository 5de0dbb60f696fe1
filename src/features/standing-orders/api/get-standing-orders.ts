import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import {
  standingOrderListResponseSchema,
  standingPaymentChoicesResponseSchema,
  type StandingOrderView,
  type StandingPaymentChoice,
} from '../../../../core/schemas/standing-order';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { useSession } from '../../../lib/session/session-store';

export const STANDING_ORDERS_QUERY_ROOT = 'standing-orders';

const listSchema = standingOrderListResponseSchema.shape.data;

/** GET /api/standing_orders (issue 20): the signed-in customer's standing orders (or the agent's customer's). */
export async function getStandingOrders(locale: Locale, signal?: AbortSignal): Promise<StandingOrderView[]> {
  return (await requestParsed(listSchema, '/api/standing_orders', { locale, signal })).rows;
}

export function useStandingOrders() {
  const locale = useLocale();
  const cid = useSession((s) => s.user?.cid ?? 0);
  return useQuery({
    queryKey: [STANDING_ORDERS_QUERY_ROOT, cid, locale] as const,
    queryFn: ({ signal }) => getStandingOrders(locale, signal),
    enabled: cid > 0,
    staleTime: 30_000,
  });
}

const choicesSchema = standingPaymentChoicesResponseSchema.shape.data;

/** GET /api/standing_orders/payment_choices: each way of paying, and whether what it needs is on file. */
export function useStandingPaymentChoices(shopId: number, enabled: boolean) {
  const locale = useLocale();
  const cid = useSession((s) => s.user?.cid ?? 0);
  return useQuery({
    queryKey: [STANDING_ORDERS_QUERY_ROOT, 'payment-choices', cid, shopId, locale] as const,
    queryFn: async ({ signal }): Promise<StandingPaymentChoice[]> =>
      (await requestParsed(choicesSchema, `/api/standing_orders/payment_choices?shop_id=${shopId}`, { locale, signal })).choices,
    enabled: enabled && cid > 0,
    staleTime: 30_000,
  });
}
