import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../core/schemas/common';
import type { PlacePrediction } from '../../../core/schemas/maps';
import { useLocale } from '../../hooks/use-locale';
import { apiRequest } from '../api-client';

/** A point to bias suggestions toward (the position feature's LatLng has the same shape). */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface PlacePredictionsParams {
  input: string;
  /** Biases results toward the browser's location when known. */
  near: LatLng | null;
  locale: Locale;
}

/** GET /api/webclient/map/autocomplete (spec §7): Canadian addresses matching the typed text. */
export async function getPlacePredictions(
  { input, near, locale }: PlacePredictionsParams,
  signal?: AbortSignal,
): Promise<PlacePrediction[]> {
  const data = await apiRequest<{ predictions: PlacePrediction[] }>('/api/webclient/map/autocomplete', {
    locale,
    query: {
      input,
      components: 'country:ca',
      language: 'en',
      location: near ? `${near.lat},${near.lng}` : undefined,
    },
    signal,
  });
  return data.predictions;
}

export function placePredictionsQueryOptions(params: PlacePredictionsParams) {
  return queryOptions({
    queryKey: ['place-predictions', params.input, params.near?.lat, params.near?.lng] as const,
    queryFn: ({ signal }) => getPlacePredictions(params, signal),
    enabled: params.input.length > 0,
    // The list under the field stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** `input` should already be debounced (700 ms, spec §9). */
export function usePlacePredictions(input: string, near: LatLng | null) {
  const locale = useLocale();
  return useQuery(placePredictionsQueryOptions({ input: input.trim(), near, locale }));
}
