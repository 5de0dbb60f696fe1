import type { ProductSummary } from '../../../core/schemas/catalogue';
import type { Locale } from '../../../core/schemas/common';
import type { CatalogueSnapshot, CategoryRow, ProductRecord } from '../catalogue-snapshot';
import { productSummary } from '../catalogue-views';
import { inStock } from './shop-stock';

/**
 * Categories a buyer of one category also shops, nearest first (by slug, so the demo data and a real
 * catalogue share it). Categories not named here fall back to display order.
 */
const RELATED_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  produce: ['dairy-eggs', 'sauces-condiments', 'rice'],
  meat: ['seafood', 'frozen', 'sauces-condiments'],
  'dairy-eggs': ['produce', 'flour', 'frozen'],
  seafood: ['meat', 'frozen', 'sauces-condiments'],
  frozen: ['meat', 'seafood', 'dairy-eggs'],
  drinks: ['paper-goods', 'containers', 'dairy-eggs'],
  rice: ['flour', 'oil', 'sauces-condiments'],
  flour: ['rice', 'oil', 'dairy-eggs'],
  oil: ['sauces-condiments', 'flour', 'rice'],
  'sauces-condiments': ['oil', 'rice', 'produce'],
  containers: ['paper-goods', 'cleaning-supplies', 'drinks'],
  'paper-goods': ['containers', 'cleaning-supplies', 'drinks'],
  'cleaning-supplies': ['paper-goods', 'containers'],
};

/** The product's category, then its related categories, then every other category in display order. */
export function categoryOrder(snapshot: CatalogueSnapshot, category: CategoryRow | undefined): number[] {
  const bySlug = new Map(snapshot.categories.map((c) => [c.slug, c.id]));
  const ordered: number[] = [];
  const add = (id: number | undefined) => {
    if (id !== undefined && !ordered.includes(id)) ordered.push(id);
  };
  if (category) {
    add(category.id);
    for (const slug of RELATED_CATEGORIES[category.slug] ?? []) add(bySlug.get(slug));
  }
  for (const c of snapshot.categories) add(c.id);
  return ordered;
}

/**
 * "You may also like" (spec §2.8): listed, in-stock products the shop sells, from the product's own
 * category (nearest shelf position first, so neighbouring products differ) and then related categories
 * (in shelf order), never the product itself. Deterministic: the same snapshot gives the same list.
 */
export function recommendations(
  snapshot: CatalogueSnapshot,
  shopId: number,
  product: ProductRecord,
  limit: number,
  locale: Locale,
): ProductSummary[] {
  const stock = snapshot.stock.get(shopId);
  if (!stock) return [];
  const candidatesByCategory = new Map<number, ProductRecord[]>();
  for (const p of snapshot.products.values()) {
    if (p.id === product.id || p.status !== 0) continue;
    const s = stock.get(p.id);
    if (s === undefined || !inStock(s)) continue;
    const list = candidatesByCategory.get(p.categoryId);
    if (list) list.push(p);
    else candidatesByCategory.set(p.categoryId, [p]);
  }

  const picked: ProductRecord[] = [];
  for (const categoryId of categoryOrder(snapshot, snapshot.categoriesById.get(product.categoryId))) {
    const candidates = [...(candidatesByCategory.get(categoryId) ?? [])];
    if (categoryId === product.categoryId) {
      const distance = (p: ProductRecord) => Math.abs(p.position - product.position);
      candidates.sort((a, b) => distance(a) - distance(b) || a.position - b.position || a.id - b.id);
    } else {
      candidates.sort((a, b) => a.position - b.position || a.id - b.id);
    }
    for (const p of candidates) {
      if (picked.length >= limit) break;
      picked.push(p);
    }
    if (picked.length >= limit) break;
  }
  return picked.map((p) => productSummary(p, snapshot.categoriesById.get(p.categoryId), stock.get(p.id) ?? 0, locale));
}
