import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import type { Suggestion } from '../../../../core/schemas/search';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { apiRequest } from '../../../lib/api-client';
import { TtlCache } from '../../../lib/ttl-cache';
import { wantsSuggestions } from '../utils/search-keyword';

export interface AutoMatchParams {
  prefix: string;
  shopId: number;
  locale: Locale;
}

/** GET /api/search/auto_match (spec §7): suggestions for a prefix, limited to the current shop. */
export async function getAutoMatch({ prefix, shopId, locale }: AutoMatchParams, signal?: AbortSignal): Promise<Suggestion[]> {
  const data = await apiRequest<{ suggestions: Suggestion[] }>('/api/search/auto_match', {
    locale,
    query: { prefix, shop_id: shopId },
    signal,
  });
  return data.suggestions;
}

/** Spec §9: the suggestion cache lives 5 minutes and holds at most 10 entries. */
const suggestionCache = new TtlCache<Suggestion[]>({ ttlMs: 5 * 60_000, maxEntries: 10 });

export function autoMatchQueryOptions(params: AutoMatchParams) {
  const key = `${params.shopId}:${params.locale}:${params.prefix}`;
  return queryOptions({
    queryKey: ['auto-match', params.shopId, params.locale, params.prefix] as const,
    queryFn: async ({ signal }) => {
      const cached = suggestionCache.get(key);
      if (cached) return cached;
      try {
        const suggestions = await getAutoMatch(params, signal);
        suggestionCache.set(key, suggestions);
        return suggestions;
      } catch (error) {
        if (signal.aborted) throw error;
        // Spec §8: a search-index failure gives an empty suggestion list.
        return [];
      }
    },
    enabled: wantsSuggestions(params.prefix),
    // The TTL cache above is the cache; React Query only tracks the request.
    staleTime: Infinity,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** `prefix` should already be trimmed and debounced. */
export function useAutoMatch(prefix: string) {
  const locale = useLocale();
  const { shopId } = useShopScope();
  return useQuery(autoMatchQueryOptions({ prefix, shopId, locale }));
}
