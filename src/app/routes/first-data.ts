import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../core/schemas/common';
import { DEFAULT_SHOP_ID } from '../../config/shop';
import { bannersQueryOptions } from '../../features/banners/api/get-banners';
import { shopDetailQueryOptions } from '../../features/cart/api/get-shop-rules';
import { menuQueryOptions } from '../../features/catalogue/api/get-menu';
import { productQueryOptions } from '../../features/product/api/get-product';
import { searchProductsQueryOptions } from '../../features/search/api/search-products';
import { normalizeKeyword } from '../../features/search/utils/search-keyword';
import type { Position } from '../../features/position/types/position';
import { isPickup, shopIdOf } from '../../features/position/utils/position-codec';
import { stripLocale } from '../../lib/locale';
import { firstPreloads, preloadModules } from '../first-preloads';

/** The catalogue pages: '/', '/home' and '/supply/…', in any locale. */
const CATALOGUE_PATH = /^\/(?:home|supply)?(?:\/|$)/;

/** The home page: '/', '/home'. */
const HOME_PATH = /^\/(?:home)?\/?$/;

/** The pages a visitor usually opens first: catalogue, search results and product (spec §2.1). */
const FIRST_PAGE_PATH = /^\/(?:home|supply|results|product|product-detail)?(?:\/|$)/;

/** Whether the page shows only the first part of the strings (scripts/locale-parts-plugin.ts). */
export function isFirstPage(pathname: string): boolean {
  return FIRST_PAGE_PATH.test(stripLocale(pathname));
}

/** /product/:productId and /product-detail/:id with a valid id (as the product page parses it). */
const PRODUCT_PATH = /^\/product(?:-detail)?\/([1-9]\d{0,9})\/?$/;

/**
 * Starts the requests a first page waits for while its code and strings still load, all at once:
 * catalogue pages, the menu of the shop (the position's, else the default shop, as the layout's shop
 * scope has it) and that shop's detail (the cart's rules); /results, the first page of results;
 * a product page, the product. The pages' queries then find them in flight or done.
 */
export function prefetchFirstData(queryClient: QueryClient, url: URL, position: Position | null, locale: Locale): void {
  const path = stripLocale(url.pathname);
  const positionShop = shopIdOf(position);
  const shopId = positionShop > 0 ? positionShop : DEFAULT_SHOP_ID;
  if (CATALOGUE_PATH.test(path)) {
    void queryClient.prefetchQuery(
      menuQueryOptions({ shopId, shippingType: isPickup(position) ? 'pickup' : 'delivery', locale }),
    );
    if (HOME_PATH.test(path)) {
      // The home page's banners and shop card (spec §2.8).
      void queryClient.prefetchQuery(bannersQueryOptions(shopId, locale));
      void queryClient.prefetchQuery(shopDetailQueryOptions(shopId, locale));
    } else if (positionShop > 0) void queryClient.prefetchQuery(shopDetailQueryOptions(positionShop, locale));
    return;
  }
  if (/^\/results\/?$/.test(path)) {
    const keyword = normalizeKeyword(url.searchParams.get('keyword') ?? '');
    if (keyword) void queryClient.prefetchInfiniteQuery(searchProductsQueryOptions({ shopId, locale, keyword }));
    return;
  }
  const productId = Number(PRODUCT_PATH.exec(path)?.[1] ?? 0);
  if (productId > 0 && productId <= 2_147_483_647) {
    void queryClient.prefetchQuery(productQueryOptions({ shopId, productId, locale }));
  }
}

/**
 * What a buyer on a first page most likely needs next, fetched once the page is idle: the product
 * page, the cart drawer and the rest of the strings they show. Fetched and compiled, not run: a
 * phone's main thread stays free while the buyer starts scrolling, and opening one starts at once.
 * (Without the build's lists — development, the desktop app — there is nothing to fetch ahead.)
 */
export function prefetchLikelyNext(locale: Locale): void {
  const lists = firstPreloads();
  if (!lists) return;
  preloadModules([...(lists.rest[locale] ?? []), ...Object.values(lists.next).flat()]);
}
