import { SUPER_TRIAL_CATEGORIES, SUPER_TRIAL_PER_CATEGORY, type SuperTrialCategory } from '../../../core/schemas/product-extras';
import { productPickupAllowed } from '../../../core/checkout/pickup-allowed';
import type { Locale, ShippingType } from '../../../core/schemas/common';
import type { CatalogueSnapshot, ProductRecord } from '../catalogue-snapshot';
import { productSummary } from '../catalogue-views';
import { categoryOrder } from './recommendations';
import { inStock } from './shop-stock';

/**
 * Super trial (spec §2.8): categories the cart has nothing from, related ones first (a cart of meat
 * is offered seafood and frozen before paper goods), each with the first few listed, in-stock
 * products of its shelf. A pickup order is offered only categories that can be picked up.
 */
export function superTrial(
  snapshot: CatalogueSnapshot,
  shopId: number,
  cartProductIds: readonly number[],
  shippingType: ShippingType,
  locale: Locale,
): SuperTrialCategory[] {
  const stock = snapshot.stock.get(shopId);
  if (!stock) return [];
  const inCart = new Set(cartProductIds);
  const cartCategories = new Set<number>();
  for (const id of inCart) {
    const record = snapshot.products.get(id);
    if (record) cartCategories.add(record.categoryId);
  }
  // Related to the cart's first category, then display order (`categoryOrder` covers every category).
  const first = [...cartCategories][0];
  const order = categoryOrder(snapshot, first === undefined ? undefined : snapshot.categoriesById.get(first));

  const byCategory = new Map<number, ProductRecord[]>();
  for (const p of snapshot.products.values()) {
    if (p.status !== 0 || inCart.has(p.id)) continue;
    const s = stock.get(p.id);
    if (s === undefined || !inStock(s)) continue;
    const list = byCategory.get(p.categoryId);
    if (list) list.push(p);
    else byCategory.set(p.categoryId, [p]);
  }

  const result: SuperTrialCategory[] = [];
  for (const categoryId of order) {
    if (result.length >= SUPER_TRIAL_CATEGORIES) break;
    const category = snapshot.categoriesById.get(categoryId);
    if (!category || cartCategories.has(categoryId)) continue;
    if (shippingType === 'pickup' && !category.pickupAllowed) continue;
    const candidates = (byCategory.get(categoryId) ?? [])
      .filter((p) => shippingType !== 'pickup' || productPickupAllowed(category, p))
      .sort((a, b) => a.position - b.position || a.id - b.id).slice(0, SUPER_TRIAL_PER_CATEGORY);
    if (candidates.length === 0) continue;
    result.push({
      category_id: category.id,
      slug: category.slug,
      name: category.name[locale],
      products: candidates.map((p) => productSummary(p, category, stock.get(p.id) ?? 0, locale)),
    });
  }
  return result;
}
