import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../core/schemas/common';
import { DEFAULT_SHOP_ID } from '../../config/shop';
import { shopDetailQueryOptions } from '../../features/cart/api/get-shop-rules';
import { menuQueryOptions } from '../../features/catalogue/api/get-menu';
import type { Position } from '../../features/position/types/position';
import { isPickup, shopIdOf } from '../../features/position/utils/position-codec';
import { stripLocale } from '../../lib/locale';

/** The catalogue pages: '/', '/home' and '/supply/…', in any locale. */
const CATALOGUE_PATH = /^\/(?:home|supply)?(?:\/|$)/;

/** The pages a visitor usually opens first: catalogue, search results and product (spec §2.1). */
const FIRST_PAGE_PATH = /^\/(?:home|supply|results|product|product-detail)?(?:\/|$)/;

/** Whether the page shows only the first part of the strings (scripts/locale-parts-plugin.ts). */
export function isFirstPage(pathname: string): boolean {
  return FIRST_PAGE_PATH.test(stripLocale(pathname));
}

/**
 * Starts the requests a catalogue page waits for while its code still loads, all at once: the menu
 * of the position's shop (the default shop without one, as the layout's shop scope does) and that
 * shop's detail (the cart's rules). The pages' queries then find them in flight or done.
 */
export function prefetchFirstData(queryClient: QueryClient, pathname: string, position: Position | null, locale: Locale): void {
  if (!CATALOGUE_PATH.test(stripLocale(pathname))) return;
  const positionShop = shopIdOf(position);
  const shopId = positionShop > 0 ? positionShop : DEFAULT_SHOP_ID;
  void queryClient.prefetchQuery(
    menuQueryOptions({ shopId, shippingType: isPickup(position) ? 'pickup' : 'delivery', locale }),
  );
  if (positionShop > 0) void queryClient.prefetchQuery(shopDetailQueryOptions(positionShop, locale));
}

/**
 * The code a buyer on a catalogue page most likely needs next, fetched once the page is idle: the
 * product page and the cart drawer. Only downloads and evaluates modules; nothing renders.
 */
export function prefetchLikelyNext(): void {
  void import('../../features/product/components/product-page').catch(() => undefined);
  void import('../../features/cart/components/cart-overlays').catch(() => undefined);
}
