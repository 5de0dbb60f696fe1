import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { areaResponseSchema, shopDetailSchema } from '../../../../core/schemas/shop';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';

export interface WarehouseShop {
  shopId: number;
  name: string;
}

/**
 * The shops the warehouse serves: the shops of the served areas (GET /api/webclient/area), named by
 * their detail (GET /api/webclient/shop/detail), in id order — the first is the screen's default.
 */
export async function getShops(locale: Locale, signal?: AbortSignal): Promise<WarehouseShop[]> {
  const areas = await requestParsed(areaResponseSchema.shape.data, '/api/webclient/area', { locale, signal, token: null });
  const ids = [...new Set(areas.areas.map((a) => a.shop_id))].sort((a, b) => a - b);
  return Promise.all(
    ids.map(async (shopId) => {
      const detail = await requestParsed(shopDetailSchema.pick({ mid: true, name: true }), '/api/webclient/shop/detail', { locale, signal, query: { mid: shopId }, token: null });
      return { shopId, name: detail.name };
    }),
  );
}

export function useShops() {
  const locale = useLocale();
  return useQuery({ queryKey: ['warehouse-shops', locale] as const, queryFn: ({ signal }) => getShops(locale, signal), staleTime: 10 * 60_000 });
}
