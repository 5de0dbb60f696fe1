import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import type { PlaceResult } from '../../../../core/schemas/maps';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import type { LatLng } from '../types/position';

/** GET /api/webclient/map/latlng2address (spec §7): the address at the browser's location. */
export async function getAddressFromLatLng({ lat, lng }: LatLng, locale: Locale, signal?: AbortSignal): Promise<PlaceResult> {
  const data = await apiRequest<{ result: PlaceResult }>('/api/webclient/map/latlng2address', {
    locale,
    query: { lat, lng },
    signal,
  });
  return data.result;
}

export function addressFromLatLngQueryOptions(latLng: LatLng | null, locale: Locale) {
  return queryOptions({
    queryKey: ['latlng-address', latLng?.lat, latLng?.lng] as const,
    queryFn: ({ signal }) => getAddressFromLatLng(latLng ?? { lat: 0, lng: 0 }, locale, signal),
    enabled: latLng !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export function useAddressFromLatLng(latLng: LatLng | null) {
  const locale = useLocale();
  return useQuery(addressFromLatLngQueryOptions(latLng, locale));
}
