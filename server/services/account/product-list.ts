import type { ProductList } from '../../../core/schemas/account';
import type { Locale } from '../../../core/schemas/common';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { productSummary } from '../catalogue-views';
import { listedInShop } from '../product-extras/shop-stock';

/**
 * Saved product ids (favourites, recently viewed) as the shop sells them now, in the order given;
 * the ones it does not sell, or has delisted, are only counted.
 */
export function shopProductList(snapshot: CatalogueSnapshot, shopId: number, productIds: readonly number[], locale: Locale): ProductList {
  const list: ProductList['list'] = [];
  let unavailable = 0;
  for (const id of productIds) {
    const found = listedInShop(snapshot, shopId, id);
    if (!found) {
      unavailable += 1;
      continue;
    }
    list.push(productSummary(found.product, snapshot.categoriesById.get(found.product.categoryId), found.stock, locale));
  }
  return { list, unavailable };
}

/** The ids the shop sells and lists, in the order given. */
export function listedIds(snapshot: CatalogueSnapshot, shopId: number, productIds: readonly number[]): number[] {
  return productIds.filter((id) => listedInShop(snapshot, shopId, id) !== undefined);
}
