import { UNLIMITED_STOCK } from '../../../core/cart/add-to-cart-check';
import type { CatalogueSnapshot, ProductRecord } from '../catalogue-snapshot';

/** A product of the shop's catalogue with its stock there. */
export interface StockedProduct {
  product: ProductRecord;
  stock: number;
}

/** Spec §3 Product: -9999 is unlimited; any other stock at or below 0 is out of stock. */
export function inStock(stock: number): boolean {
  return stock === UNLIMITED_STOCK || stock > 0;
}

/** The product as the shop sells it: undefined when the shop does not sell it or it is delisted. */
export function listedInShop(snapshot: CatalogueSnapshot, shopId: number, productId: number): StockedProduct | undefined {
  const product = snapshot.products.get(productId);
  const stock = snapshot.stock.get(shopId)?.get(productId);
  if (!product || stock === undefined || product.status !== 0) return undefined;
  return { product, stock };
}
