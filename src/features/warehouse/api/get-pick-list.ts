import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { type PickList, pickListSchema } from '../../../../core/schemas/fulfilment';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { WAREHOUSE_QUERY_ROOT } from './fulfilment-request';

/** GET /api/fulfilment/pick_list: every product of one delivery date and shop, with its orders. */
export function getPickList(serviceDate: string, shopId: number, locale: Locale, signal?: AbortSignal): Promise<PickList> {
  return staffRequest(pickListSchema, '/api/fulfilment/pick_list', { locale, signal, query: { service_date: serviceDate, shop_id: shopId } });
}

export function usePickList(serviceDate: string, shopId: number) {
  const locale = useLocale();
  const sid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [WAREHOUSE_QUERY_ROOT, sid, 'pick-list', serviceDate, shopId, locale] as const,
    queryFn: ({ signal }) => getPickList(serviceDate, shopId, locale, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: sid > 0 && shopId > 0 && serviceDate !== '',
  });
}
