import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { apiRequest } from '../../../lib/api-client';
import { decodeStoredValue, encodeStoredValue } from '../../../lib/stored-value';
import { platform } from '../../../platform';

export interface TopSearchParams {
  shopId: number;
  locale: Locale;
}

/** GET /api/products/top_search (spec §7): the shop's hot keywords, most searched first. */
export async function getTopSearch({ shopId, locale }: TopSearchParams, signal?: AbortSignal): Promise<string[]> {
  const data = await apiRequest<{ res: { keyword: string; count: number }[]; token: string }>('/api/products/top_search', {
    locale,
    query: { shop_id: shopId },
    signal,
  });
  return data.res.map((entry) => entry.keyword);
}

/** Spec §9: the hot-search cache lives 1 hour (kept in platform storage across visits). */
const HOT_SEARCH_TTL_MS = 60 * 60_000;
const isKeywords = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The cached hot keywords while fresh; a missing, expired or unreadable cache is fetched again (spec §8). */
export async function getCachedTopSearch(params: TopSearchParams, signal?: AbortSignal): Promise<string[]> {
  const key = `HOT_SEARCH:${params.shopId}:${params.locale}`;
  try {
    const cached = decodeStoredValue(await platform.storage.get(key), Date.now(), isKeywords);
    if (cached.state === 'fresh') return cached.value;
  } catch {
    // Unreadable: fall through and fetch.
  }
  const keywords = await getTopSearch(params, signal);
  await platform.storage.set(key, encodeStoredValue(keywords, Date.now(), HOT_SEARCH_TTL_MS));
  return keywords;
}

export function topSearchQueryOptions(params: TopSearchParams) {
  return queryOptions({
    queryKey: ['top-search', params.shopId, params.locale] as const,
    queryFn: ({ signal }) => getCachedTopSearch(params, signal),
    staleTime: HOT_SEARCH_TTL_MS,
  });
}

export function useTopSearch({ enabled }: { enabled: boolean }) {
  const locale = useLocale();
  const { shopId } = useShopScope();
  return useQuery({ ...topSearchQueryOptions({ shopId, locale }), enabled });
}
