import { gone, notFound } from '../http/api-error';
import type { CatalogueSnapshot, ProductRecord, ShopRow } from './catalogue-snapshot';

/** The lookups every catalogue route shares, failing with the spec's messages. */

export function requireShop(snapshot: CatalogueSnapshot, shopId: number): ShopRow {
  const shop = snapshot.shops.get(shopId);
  if (!shop) throw notFound('SHOP_NOT_FOUND', 'errors.shop_not_found', { shopId });
  return shop;
}

export interface ShopProduct {
  product: ProductRecord;
  stock: number;
}

/** A product the shop sells; delisted products answer 410 so the client shows the delisted page. */
export function requireShopProduct(snapshot: CatalogueSnapshot, shopId: number, product: ProductRecord | undefined): ShopProduct {
  requireShop(snapshot, shopId);
  const stock = product ? snapshot.stock.get(shopId)?.get(product.id) : undefined;
  if (!product || stock === undefined) throw notFound('PRODUCT_NOT_FOUND', 'errors.product_not_found');
  if (product.status !== 0) {
    throw gone('PRODUCT_DELISTED', 'errors.product_delisted');
  }
  return { product, stock };
}

export function findProductBySku(snapshot: CatalogueSnapshot, sku: string): ProductRecord | undefined {
  return snapshot.productsBySku.get(sku.trim().toUpperCase());
}
