import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { type PackingOrder, packingOrderSchema } from '../../../../core/schemas/fulfilment';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { WAREHOUSE_QUERY_ROOT } from './fulfilment-request';

/** GET /api/fulfilment/order: one order with what packing needs (lines, checkout charges, stored settlement). */
export function getPackingOrder(orderId: number, locale: Locale, signal?: AbortSignal): Promise<PackingOrder> {
  return staffRequest(packingOrderSchema, '/api/fulfilment/order', { locale, signal, query: { order_id: orderId } });
}

export function usePackingOrder(orderId: number) {
  const locale = useLocale();
  const sid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [WAREHOUSE_QUERY_ROOT, sid, 'order', orderId, locale] as const,
    queryFn: ({ signal }) => getPackingOrder(orderId, locale, signal),
    // The packer's typing lives in the screen; a refetch must not reset it behind their back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    enabled: sid > 0 && orderId > 0,
  });
}
