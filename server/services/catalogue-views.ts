import { fromCents } from '../../core/money';
import type { Locale, ShippingType } from '../../core/schemas/common';
import { productPickupAllowed } from '../../core/checkout/pickup-allowed';
import type { Category, Menu, ProductDetail, ProductSummary } from '../../core/schemas/catalogue';
import type { CatalogueSnapshot, CategoryRow, ProductRecord } from './catalogue-snapshot';

/** Turns stored rows into the wire shapes of spec §3 in one language. Pure: the cache memoizes them. */


export const productName = (p: Pick<ProductRecord, 'nameEn' | 'nameCn' | 'nameFr'>, locale: Locale): string =>
  locale === 'cn' ? p.nameCn : locale === 'fr' ? p.nameFr : p.nameEn;

export function categoryView(c: CategoryRow, locale: Locale): Category {
  return { id: c.id, slug: c.slug, name: c.name[locale], position: c.position, image: c.image, pickup_allowed: c.pickupAllowed };
}

export function productSummary(p: ProductRecord, category: CategoryRow | undefined, stock: number, locale: Locale): ProductSummary {
  const special = p.isSpecial === 1 && p.priceCents < p.orgPriceCents;
  return {
    product_id: p.id,
    sku: p.sku,
    category: p.categoryId,
    position: p.position,
    product_name: productName(p, locale),
    product_full_name: p.fullName[locale],
    propaganda_name: p.propaganda[locale],
    product_image: p.image,
    tags: p.tags.map((t) => ({ tag: t.tag[locale], color: t.color })),
    price: fromCents(p.priceCents),
    org_price: fromCents(p.orgPriceCents),
    unit_price: p.unitPrice[locale],
    unit_flag: p.unitFlag,
    unit_count: p.unitCount,
    unit_value: p.unitValue[locale],
    discount: fromCents(Math.max(0, p.orgPriceCents - p.priceCents)),
    discount_price: special ? fromCents(p.priceCents) : 0,
    discount_limit_times: p.discountLimitTimes,
    is_special: p.isSpecial === 1 ? 1 : 0,
    dis_qty: p.disQty,
    batch_price: p.batchPrices.map((b) => ({ start: b.start, end: b.end, price: fromCents(b.priceCents) })),
    stock,
    max: p.max,
    min_qty: p.minQty,
    qty_step: p.qtyStep,
    weight_value: p.weightValue,
    weight_unit: p.weightUnit,
    need_weigh: p.needWeigh === 1 ? 1 : 0,
    status: p.status,
    has_options: p.optionGroups.length > 0,
    pickup_allowed: productPickupAllowed(category, p),
  };
}

/** A product's option groups on the wire, in one language (spec §3 Option), nothing checked. */
export function optionGroupsView(p: Pick<ProductRecord, 'optionGroups'>, locale: Locale): ProductDetail['options'] {
  return p.optionGroups.map((g) => ({
    id: g.id,
    label: g.label[locale],
    type: g.type,
    status: 1,
    min: g.min,
    max: g.max,
    items: g.items.map((i) => ({
      id: i.id,
      name: i.name[locale],
      price: fromCents(i.priceCents),
      org_price: fromCents(i.orgPriceCents),
      max: i.max,
      status: i.status === 1 ? 1 : 0,
    })),
  }));
}

export function productDetail(p: ProductRecord, category: CategoryRow | undefined, stock: number, locale: Locale): ProductDetail {
  return {
    ...productSummary(p, category, stock, locale),
    product_desc: p.description[locale],
    product_detail: p.description[locale],
    specification: p.specification[locale],
    gallery: p.gallery,
    options: optionGroupsView(p, locale),
  };
}

/** The menu of one shop: listed products it sells, grouped by category in display order. */
export function menuView(snapshot: CatalogueSnapshot, shopId: number, shippingType: ShippingType, locale: Locale): Menu {
  const stock = snapshot.stock.get(shopId) ?? new Map<number, number>();
  const byCategory = new Map<number, ProductSummary[]>();
  for (const p of snapshot.products.values()) {
    const shopStock = stock.get(p.id);
    if (shopStock === undefined || p.status !== 0) continue;
    const category = snapshot.categoriesById.get(p.categoryId);
    const list = byCategory.get(p.categoryId) ?? [];
    list.push(productSummary(p, category, shopStock, locale));
    byCategory.set(p.categoryId, list);
  }
  return {
    shop_id: shopId,
    shipping_type: shippingType,
    menus: snapshot.categories
      .filter((c) => byCategory.has(c.id))
      .map((c) => ({ category: categoryView(c, locale), products: byCategory.get(c.id) ?? [] })),
  };
}

/**
 * The latest summary text of each product per language and stock. Keyed by the product record: a full
 * reload makes new records (and so new texts), while a stock delta keeps the records and changes only
 * some stocks, so rebuilding a shop's menu after an order re-encodes only the products whose stock moved.
 */
const summaryTexts = new WeakMap<ProductRecord, Map<Locale, { stock: number; text: string }>>();

function summaryText(p: ProductRecord, category: CategoryRow | undefined, stock: number, locale: Locale): string {
  let perLocale = summaryTexts.get(p);
  if (!perLocale) summaryTexts.set(p, (perLocale = new Map()));
  const held = perLocale.get(locale);
  if (held && held.stock === stock) return held.text;
  const text = JSON.stringify(productSummary(p, category, stock, locale));
  perLocale.set(locale, { stock, text });
  return text;
}

/**
 * The menu answer `{status: 1, data: menuView(…)}` as JSON text, byte for byte what JSON.stringify writes
 * of it (tests/server/catalogue-api.test.ts), assembled from the products' memoized summary texts.
 */
export function menuAnswerText(snapshot: CatalogueSnapshot, shopId: number, shippingType: ShippingType, locale: Locale): string {
  const stock = snapshot.stock.get(shopId) ?? new Map<number, number>();
  const byCategory = new Map<number, string[]>();
  for (const p of snapshot.products.values()) {
    const shopStock = stock.get(p.id);
    if (shopStock === undefined || p.status !== 0) continue;
    let list = byCategory.get(p.categoryId);
    if (!list) byCategory.set(p.categoryId, (list = []));
    list.push(summaryText(p, snapshot.categoriesById.get(p.categoryId), shopStock, locale));
  }
  const menus: string[] = [];
  for (const c of snapshot.categories) {
    const products = byCategory.get(c.id);
    if (products) menus.push(`{"category":${JSON.stringify(categoryView(c, locale))},"products":[${products.join(',')}]}`);
  }
  return `{"status":1,"data":{"shop_id":${JSON.stringify(shopId)},"shipping_type":${JSON.stringify(shippingType)},"menus":[${menus.join(',')}]}}`;
}
