import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { type DayOrders, dayOrdersSchema } from '../../../../core/schemas/fulfilment';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { WAREHOUSE_QUERY_ROOT } from './fulfilment-request';

/** GET /api/fulfilment/orders: one delivery date's (or pickup day's) orders of one shop. */
export function getDayOrders(serviceDate: string, shopId: number, locale: Locale, signal?: AbortSignal): Promise<DayOrders> {
  return staffRequest(dayOrdersSchema, '/api/fulfilment/orders', { locale, signal, query: { service_date: serviceDate, shop_id: shopId } });
}

export function useDayOrders(serviceDate: string, shopId: number) {
  const locale = useLocale();
  const sid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [WAREHOUSE_QUERY_ROOT, sid, 'day', serviceDate, shopId, locale] as const,
    queryFn: ({ signal }) => getDayOrders(serviceDate, shopId, locale, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: sid > 0 && shopId > 0 && serviceDate !== '',
  });
}
