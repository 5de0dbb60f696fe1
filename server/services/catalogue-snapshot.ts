import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  areas,
  catalogueState,
  categories,
  discountEvents,
  productBatchPrices,
  productCombos,
  productOptionGroups,
  productOptionItems,
  products,
  shopProducts,
  shops,
  warehouses,
} from '../db/schema';

export type ShopRow = typeof shops.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type BatchPriceRow = typeof productBatchPrices.$inferSelect;
export type OptionGroupRow = typeof productOptionGroups.$inferSelect & { items: (typeof productOptionItems.$inferSelect)[] };
export type DiscountEventRow = typeof discountEvents.$inferSelect;
export type WarehouseRow = typeof warehouses.$inferSelect;
export type AreaRow = typeof areas.$inferSelect;
export type ComboRow = typeof productCombos.$inferSelect;

export interface ProductRecord extends ProductRow {
  batchPrices: BatchPriceRow[];
  optionGroups: OptionGroupRow[];
}

/** Everything the catalogue calls read, loaded in a handful of queries and held in memory. */
export interface CatalogueSnapshot {
  version: number;
  shops: Map<number, ShopRow>;
  categories: CategoryRow[];
  categoriesById: Map<number, CategoryRow>;
  products: Map<number, ProductRecord>;
  /** Upper-cased SKU → product. */
  productsBySku: Map<string, ProductRecord>;
  /** shop id → product id → stock, for the products the shop sells. */
  stock: Map<number, Map<number, number>>;
  discountEvents: Map<number, DiscountEventRow[]>;
  warehouses: WarehouseRow[];
  areas: AreaRow[];
  /** shop id → combo sales on offer, in display order. */
  combos: Map<number, ComboRow[]>;
}

export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueState.version }).from(catalogueState).where(eq(catalogueState.id, 1));
  return row?.version ?? 0;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export async function loadCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const version = await readCatalogueVersion(db);
  const [shopRows, categoryRows, productRows, batchRows, groupRows, itemRows, stockRows, eventRows, warehouseRows, areaRows, comboRows] =
    await Promise.all([
      db.select().from(shops),
      db.select().from(categories).orderBy(asc(categories.position)),
      db.select().from(products).orderBy(asc(products.categoryId), asc(products.position), asc(products.id)),
      db.select().from(productBatchPrices).orderBy(asc(productBatchPrices.productId), asc(productBatchPrices.start)),
      db.select().from(productOptionGroups).orderBy(asc(productOptionGroups.productId), asc(productOptionGroups.position)),
      db.select().from(productOptionItems).orderBy(asc(productOptionItems.groupId), asc(productOptionItems.position)),
      db.select().from(shopProducts),
      db.select().from(discountEvents).orderBy(asc(discountEvents.id)),
      db.select().from(warehouses).orderBy(asc(warehouses.id)),
      db.select().from(areas).orderBy(asc(areas.id)),
      db.select().from(productCombos).where(eq(productCombos.status, 1)).orderBy(asc(productCombos.position), asc(productCombos.id)),
    ]);

  const batchesByProduct = groupBy(batchRows, (r) => r.productId);
  const itemsByGroup = groupBy(itemRows, (r) => r.groupId);
  const groupsByProduct = groupBy(
    groupRows.map((g) => ({ ...g, items: itemsByGroup.get(g.id) ?? [] })),
    (g) => g.productId,
  );
  const productMap = new Map<number, ProductRecord>();
  for (const p of productRows) {
    productMap.set(p.id, { ...p, batchPrices: batchesByProduct.get(p.id) ?? [], optionGroups: groupsByProduct.get(p.id) ?? [] });
  }
  const stock = new Map<number, Map<number, number>>();
  for (const row of stockRows) {
    let perShop = stock.get(row.shopId);
    if (!perShop) stock.set(row.shopId, (perShop = new Map()));
    perShop.set(row.productId, row.stock);
  }
  return {
    version,
    shops: new Map(shopRows.map((s) => [s.id, s])),
    categories: categoryRows,
    categoriesById: new Map(categoryRows.map((c) => [c.id, c])),
    products: productMap,
    productsBySku: new Map([...productMap.values()].map((p) => [p.sku.toUpperCase(), p])),
    stock,
    discountEvents: groupBy(eventRows, (e) => e.shopId),
    warehouses: warehouseRows,
    areas: areaRows,
    combos: groupBy(comboRows, (c) => c.shopId),
  };
}
