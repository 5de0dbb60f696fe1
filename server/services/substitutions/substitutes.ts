import { productKind, proposeSubstitute, type SubstituteCandidate } from '../../../core/substitutions/substitute-rule';
import type { CatalogueSnapshot, ProductRecord } from '../catalogue-snapshot';
import { lineProductOf } from '../cart/pricing-index';
import { groupPricingFor } from '../price-lists/group-price-snapshot';

/**
 * Substitutes from the catalogue (issue 20): core's rule (same category and kind, unit price within 10 %,
 * size within 25 %) over the shop's listed products that can fill the quantity now. Sizes are
 * normalised to grams, millilitres or pieces; an unreadable size is unknown (null).
 */

const UNIT_FACTORS: Record<string, number> = { g: 1, kg: 1000, lb: 453.592, oz: 28.3495, ml: 1, l: 1000, pc: 1, pcs: 1, ea: 1 };

export function sizeOf(p: Pick<ProductRecord, 'weightValue' | 'weightUnit'>): number | null {
  const value = Number.parseFloat(p.weightValue);
  const factor = UNIT_FACTORS[p.weightUnit.trim().toLowerCase()];
  return Number.isFinite(value) && value > 0 && factor !== undefined ? Math.round(value * factor) : null;
}

/** Whether the shop can fill `qty` of the product now (listed, unlimited or enough stock). */
export function canFill(snapshot: CatalogueSnapshot, shopId: number, productId: number, qty: number): boolean {
  const product = snapshot.products.get(productId);
  const stock = snapshot.stock.get(shopId)?.get(productId);
  return product !== undefined && product.status === 0 && stock !== undefined && (stock === -9999 || stock >= qty);
}

function candidate(snapshot: CatalogueSnapshot, shopId: number, p: ProductRecord, qty: number): SubstituteCandidate {
  return {
    productId: p.id,
    category: p.categoryId,
    priceCents: p.priceCents,
    size: sizeOf(p),
    available: canFill(snapshot, shopId, p.id, qty) && p.optionGroups.length === 0,
    kind: productKind(p.nameEn),
  };
}

const categoryIndexes = new WeakMap<CatalogueSnapshot['products'], Map<number, number[]>>();

/**
 * Category → its product ids, built once per product map (the quick-order grid asks per short line; a
 * scan of 20,000 products each time is what it replaces). Ids, not records: a price delta replaces a
 * record, and a product changes category only through an edit that reloads the whole catalogue.
 */
function productIdsByCategory(productsById: CatalogueSnapshot['products']): Map<number, number[]> {
  let index = categoryIndexes.get(productsById);
  if (!index) {
    index = new Map();
    for (const p of productsById.values()) {
      const ids = index.get(p.categoryId);
      if (ids) ids.push(p.id);
      else index.set(p.categoryId, [p.id]);
    }
    categoryIndexes.set(productsById, index);
  }
  return index;
}

/** The substitute core's rule proposes for `qty` of `productId` at the shop, or null. */
export function substituteFor(snapshot: CatalogueSnapshot, shopId: number, productId: number, qty: number): ProductRecord | null {
  const missing = snapshot.products.get(productId);
  if (!missing) return null;
  const pool = (productIdsByCategory(snapshot.products).get(missing.categoryId) ?? []).map((id) => candidate(snapshot, shopId, snapshot.products.get(id)!, qty));
  const chosen = proposeSubstitute(candidate(snapshot, shopId, missing, qty), pool);
  return chosen ? (snapshot.products.get(chosen.productId) ?? null) : null;
}

/**
 * What the order's customer pays per unit of a substitute: its selling price as their customer group
 * is offered it (core's group rule: never more than the public price).
 */
export function substituteUnitPriceCents(snapshot: CatalogueSnapshot, customerId: number, product: ProductRecord): number {
  const entry = groupPricingFor(snapshot.groupPricing, customerId).prices.get(product.id);
  // The cart's own view of the product for that group (core withGroupPrice); only its price is read.
  return entry ? lineProductOf(product, 0, 'en', entry).priceCents : product.priceCents;
}
