import { isWeighed } from '../../../core/cart/weight-display';
import { productPickupAllowed } from '../../../core/checkout/pickup-allowed';
import { fromCents } from '../../../core/money';
import type { SkuIndex, SkuIndexRow } from '../../../core/schemas/agent';
import type { Locale, ShippingType } from '../../../core/schemas/common';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';

/**
 * The SKU index bulk entry validates against (GET /api/catalogue/sku_index): every product the shop
 * stocks, delisted ones included (so a row can say 'delisted' rather than 'unknown SKU'), in menu
 * order, in one language. Pure: the catalogue cache memoizes it per snapshot, shop, shipping type
 * and language, and the snapshot carries stock and prices as the menu sees them.
 */
export function skuIndexView(snapshot: CatalogueSnapshot, shopId: number, shippingType: ShippingType, locale: Locale): SkuIndex {
  const stock = snapshot.stock.get(shopId) ?? new Map<number, number>();
  const rows: SkuIndexRow[] = [];
  // Products are held ordered by category, position and id; categories by position.
  const order = new Map(snapshot.categories.map((c, index) => [c.id, index]));
  for (const p of snapshot.products.values()) {
    const shopStock = stock.get(p.id);
    if (shopStock === undefined) continue;
    const category = snapshot.categoriesById.get(p.categoryId);
    const weighed = isWeighed({ need_weigh: p.needWeigh === 1 ? 1 : 0, weight_value: p.weightValue, weight_unit: p.weightUnit });
    rows.push({
      product_id: p.id,
      sku: p.sku,
      name: productName(p, locale),
      category_id: p.categoryId,
      category_name: category?.name[locale] ?? '',
      category_position: category?.position ?? 0,
      price: fromCents(p.priceCents),
      stock: shopStock,
      max: p.max,
      min_qty: p.minQty,
      qty_step: p.qtyStep,
      need_weigh: p.needWeigh === 1 ? 1 : 0,
      // As the menu computes it (catalogue-views productSummary).
      pickup_allowed: productPickupAllowed(category, p),
      status: p.status,
      has_options: p.optionGroups.length > 0,
      unit: weighed ? p.weightUnit.trim() : '',
    });
  }
  rows.sort((a, b) => (order.get(a.category_id) ?? 0) - (order.get(b.category_id) ?? 0));
  return { shop_id: shopId, shipping_type: shippingType, version: snapshot.version, rows };
}
