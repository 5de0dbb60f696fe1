import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Warehouse } from '../../../../core/schemas/catalogue';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import type { LatLng } from '../types/position';

/** GET /api/warehouse (spec §7): the pickup warehouses, with distances from `origin` when given. */
export async function getWarehouses(origin: LatLng | null, locale: Locale, signal?: AbortSignal): Promise<Warehouse[]> {
  const data = await apiRequest<{ warehouse_address: Warehouse[] }>('/api/warehouse', {
    locale,
    query: origin ? { lat: origin.lat, lng: origin.lng } : {},
    signal,
  });
  return data.warehouse_address;
}

export function warehousesQueryOptions(origin: LatLng | null, locale: Locale) {
  return queryOptions({
    queryKey: ['warehouses', locale, origin?.lat, origin?.lng] as const,
    queryFn: ({ signal }) => getWarehouses(origin, locale, signal),
  });
}

export function useWarehouses(origin: LatLng | null) {
  const locale = useLocale();
  return useQuery(warehousesQueryOptions(origin, locale));
}
