import { useQuery } from '@tanstack/react-query';
import { orderClaimsSchema, type OrderClaims } from '../../../../core/schemas/claims';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { useSession } from '../../../lib/session/session-store';
import { CLAIMS_QUERY_ROOT } from './query-root';

/** GET /api/claims?order_id=: the buyer's claims on the order and what each delivered line can still claim. */
export function getOrderClaims(orderId: number, locale: Locale, signal?: AbortSignal): Promise<OrderClaims> {
  return requestParsed(orderClaimsSchema, '/api/claims', { locale, signal, query: { order_id: orderId } });
}

export function useOrderClaims(orderId: number, enabled = true) {
  const locale = useLocale();
  const cid = useSession((s) => (s.token ? (s.user?.cid ?? null) : null));
  return useQuery({
    queryKey: [CLAIMS_QUERY_ROOT, cid, 'order', orderId, locale] as const,
    queryFn: ({ signal }) => getOrderClaims(orderId, locale, signal),
    enabled: enabled && cid !== null && orderId > 0,
  });
}
