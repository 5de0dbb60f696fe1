import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import type { Combo } from '../../../../core/schemas/product-extras';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

export interface ComboSalePage {
  combos: Combo[];
  page: number;
  has_more: boolean;
}

interface ComboSaleParams {
  shopId: number;
  productId: number;
  locale: Locale;
  /** Product ids in the cart, so combos already there are flagged (none until the cart exists). */
  cartProductIds?: readonly number[];
}

/** GET /api/promotion/product_combo_sale_v2 (spec §7 Combo sale): four combos a page. */
export function getComboSales(
  { shopId, productId, locale, cartProductIds = [] }: ComboSaleParams,
  page: number,
  signal?: AbortSignal,
): Promise<ComboSalePage> {
  return apiRequest<ComboSalePage>('/api/promotion/product_combo_sale_v2', {
    locale,
    query: {
      shop_id: shopId,
      product_id: productId,
      page,
      event: 'product_detail',
      cart_product_ids: cartProductIds.length > 0 ? cartProductIds.join(',') : undefined,
    },
    signal,
  });
}

export function comboSalesQueryOptions(params: ComboSaleParams) {
  return infiniteQueryOptions({
    queryKey: ['combo-sales', params.shopId, params.productId, params.locale, params.cartProductIds ?? []] as const,
    queryFn: ({ pageParam, signal }) => getComboSales(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

/** 'See more combos' fetches the next page and appends it. */
export function useComboSales(shopId: number, productId: number) {
  const locale = useLocale();
  return useInfiniteQuery(comboSalesQueryOptions({ shopId, productId, locale }));
}
