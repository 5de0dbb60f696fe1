import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../core/schemas/common';
import type { PlaceResult } from '../../../core/schemas/maps';
import { useLocale } from '../../hooks/use-locale';
import { apiRequest } from '../api-client';

/** GET /api/webclient/map/place_details (spec §7): coordinates and postal code of a picked suggestion. */
export async function getPlaceDetails(placeId: string, locale: Locale, signal?: AbortSignal): Promise<PlaceResult> {
  const data = await apiRequest<{ result: PlaceResult }>('/api/webclient/map/place_details', {
    locale,
    query: { place_id: placeId, language: 'en' },
    signal,
  });
  return data.result;
}

export function placeDetailsQueryOptions(placeId: string | undefined, locale: Locale) {
  return queryOptions({
    queryKey: ['place-details', placeId] as const,
    queryFn: ({ signal }) => getPlaceDetails(placeId ?? '', locale, signal),
    enabled: !!placeId,
    staleTime: Infinity,
  });
}

export function usePlaceDetails(placeId: string | undefined) {
  const locale = useLocale();
  return useQuery(placeDetailsQueryOptions(placeId, locale));
}
