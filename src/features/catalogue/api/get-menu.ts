import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Menu } from '../../../../core/schemas/catalogue';
import type { Locale, ShippingType } from '../../../../core/schemas/common';
import { DEFAULT_SHIPPING_TYPE, DEFAULT_SHOP_ID } from '../../../config/shop';
import { useLocale } from '../../../hooks/use-locale';
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

export function menuQueryOptions(params: MenuParams) {
  return queryOptions({
    queryKey: ['menu', params.shopId, params.shippingType, params.locale] as const,
    queryFn: ({ signal }) => getMenu(params, signal),
    // Switching language keeps the previous names on screen until the translated menu arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMenu(options: Partial<Omit<MenuParams, 'locale'>> = {}) {
  const locale = useLocale();
  return useQuery(
    menuQueryOptions({
      shopId: options.shopId ?? DEFAULT_SHOP_ID,
      shippingType: options.shippingType ?? DEFAULT_SHIPPING_TYPE,
      locale,
    }),
  );
}
