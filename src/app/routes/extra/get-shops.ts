import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { shopListSchema, type ShopDetail } from '../../../../core/schemas/shop';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';

/** GET /api/webclient/shop/list: the supplier's shops (spec §2.8 shop list). */
export function shopsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['shops', locale] as const,
    queryFn: async ({ signal }): Promise<ShopDetail[]> =>
      (await requestParsed(shopListSchema, '/api/webclient/shop/list', { locale, signal, token: null })).shops,
  });
}

export function useShops() {
  const locale = useLocale();
  return useQuery(shopsQueryOptions(locale));
}
