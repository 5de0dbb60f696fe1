import type { CatalogueSnapshot, ProductRecord } from '../catalogue-snapshot';

/** Of the products a search found, those the shop lists now (in the catalogue, stocked by the shop, on sale), in order, with the shop's stock. */
export function listedProducts(snapshot: CatalogueSnapshot, shopId: number, ids: readonly number[]): { product: ProductRecord; stock: number }[] {
  const stock = snapshot.stock.get(shopId);
  const listed: { product: ProductRecord; stock: number }[] = [];
  for (const id of ids) {
    const product = snapshot.products.get(id);
    const shopStock = stock?.get(id);
    if (!product || shopStock === undefined || product.status !== 0) continue;
    listed.push({ product, stock: shopStock });
  }
  return listed;
}
