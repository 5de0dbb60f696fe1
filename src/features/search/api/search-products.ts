import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { Locale } from '../../../../core/schemas/common';
import type { searchResultSchema } from '../../../../core/schemas/search';
import { useGroupPriced } from '../../../hooks/use-group-prices';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { apiRequest } from '../../../lib/api-client';
import { recordEvent } from '../../../lib/event-log';

export type SearchResult = z.infer<typeof searchResultSchema>;

import { SEARCH_PAGE_SIZE } from '../../../../core/search/keyword';

export { SEARCH_PAGE_SIZE };

export interface SearchParams {
  shopId: number;
  keyword: string;
  locale: Locale;
}

/** POST /api/products/search (spec §7): a page of the shop's products matching the keyword. */
export function searchProducts(
  { shopId, keyword, locale }: SearchParams,
  offset: number,
  signal?: AbortSignal,
): Promise<SearchResult> {
  // The event log's searches (issue 19): the first page of each search, its keyword as the value.
  if (offset === 0) recordEvent({ eventType: 'search', shopId, locale, eventValue: keyword.slice(0, 200) });
  return apiRequest<SearchResult>('/api/products/search', {
    locale,
    method: 'POST',
    body: { shop_id: shopId, keyword, offset, limit: SEARCH_PAGE_SIZE },
    signal,
  });
}

export function searchProductsQueryOptions(params: SearchParams) {
  return infiniteQueryOptions({
    queryKey: ['product-search', params.shopId, params.locale, params.keyword] as const,
    queryFn: ({ pageParam, signal }) => searchProducts(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
      return last.products.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: 60_000,
  });
}

/** `keyword` null (empty or whitespace) searches nothing (spec §5). */
export function useSearchProducts(keyword: string | null) {
  const locale = useLocale();
  const { shopId } = useShopScope();
  // Shared answers carry public prices; a group's buyer sees their own laid over them.
  const priced = useGroupPriced();
  const select = useCallback(
    (data: InfiniteData<SearchResult, number>): InfiniteData<SearchResult, number> => ({ ...data, pages: data.pages.map((page) => ({ ...page, products: page.products.map(priced) })) }),
    [priced],
  );
  return useInfiniteQuery({
    ...searchProductsQueryOptions({ shopId, locale, keyword: keyword ?? '' }),
    enabled: keyword !== null,
    select,
  });
}
