import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

export interface ServedArea {
  id: number;
  shop_id: number;
  name: string;
  province: string;
}

/** GET /api/webclient/area (spec §7 Areas): every area a shop delivers to, names in the caller's language. */
export async function getAreas(locale: Locale, signal?: AbortSignal): Promise<ServedArea[]> {
  const data = await apiRequest<{ areas: ServedArea[] }>('/api/webclient/area', { locale, signal });
  return data.areas;
}

export function areasQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: ['areas', locale] as const, queryFn: ({ signal }) => getAreas(locale, signal) });
}

export function useAreas() {
  const locale = useLocale();
  return useQuery(areasQueryOptions(locale));
}
