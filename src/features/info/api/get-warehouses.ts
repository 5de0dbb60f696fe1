import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Warehouse } from '../../../../core/schemas/catalogue';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/warehouse (spec §7 Warehouse): the pickup warehouses with their weekly hours. */
export async function getWarehouses(locale: Locale, signal?: AbortSignal): Promise<Warehouse[]> {
  const data = await apiRequest<{ warehouse_address: Warehouse[] }>('/api/warehouse', { locale, signal });
  return data.warehouse_address;
}

export function warehousesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['warehouses', locale] as const,
    queryFn: ({ signal }) => getWarehouses(locale, signal),
  });
}

export function useWarehouses() {
  const locale = useLocale();
  return useQuery(warehousesQueryOptions(locale));
}
