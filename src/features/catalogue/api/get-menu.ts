import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Menu } from '../../../../core/schemas/catalogue';
import type { Locale, ShippingType } from '../../../../core/schemas/common';
import { useGroupPriced } from '../../../hooks/use-group-prices';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { apiRequest } from '../../../lib/api-client';

export interface MenuParams {
  shopId: number;
  shippingType: ShippingType;
  /** Names come back in this language (APP-LANGUAGE), so it is part of the cache key. */
  locale: Locale;
}

/** GET /api/webclient/menu: every category of a shop with its products (spec §3 Menu). */
export function getMenu({ shopId, shippingType, locale }: MenuParams, signal?: AbortSignal): Promise<Menu> {
  return apiRequest<Menu>('/api/webclient/menu', {
    locale,
    query: { shop_id: shopId, shipping_type: shippingType },
    signal,
  });
}

/** The first element of every menu query key (the layout's loading overlay watches it). */
export const MENU_QUERY_ROOT = 'menu';

export function menuQueryOptions(params: MenuParams) {
  return queryOptions({
    queryKey: [MENU_QUERY_ROOT, params.shopId, params.shippingType, params.locale] as const,
    queryFn: ({ signal }) => getMenu(params, signal),
    // Switching language keeps the previous names on screen until the translated menu arrives.
    placeholderData: keepPreviousData,
  });
}

/** The menu of the shop the visitor's position selects (delivery or pickup). */
export function useMenu() {
  const locale = useLocale();
  const { shopId, shippingType } = useShopScope();
  // The shared menu carries public prices; a group's buyer sees their own laid over it.
  const priced = useGroupPriced();
  const select = useCallback((menu: Menu): Menu => ({ ...menu, menus: menu.menus.map((m) => ({ ...m, products: m.products.map(priced) })) }), [priced]);
  return useQuery({ ...menuQueryOptions({ shopId, shippingType, locale }), select });
}
