import { asc, eq, sql } from 'drizzle-orm';
import { isRunning } from '../../core/promotions/promotion-status';
import type { Database } from '../db/client';
import {
  areas,
  catalogueState,
  catalogueStockChanges,
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
import { rows } from './orders/sql-rows';
import { type GroupPricing, loadGroupPricing } from './price-lists/group-price-snapshot';

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
  /** `versionNumber(read)`: what ETags carry. */
  version: number;
  read: CatalogueVersion;
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
  /** Customer groups' price lists and members (issue 17); never in a shared answer. */
  groupPricing: GroupPricing;
}

/** A combo is on sale while switched on and within its dates (none: no limit), the back office's reading too. */
export const comboOnSale = (row: ComboRow, now: Date): boolean =>
  isRunning({ enabled: row.status === 1, startsAt: row.startsAt?.getTime() ?? null, endsAt: row.endsAt?.getTime() ?? null }, now.getTime());

/** Combos start and end on the minute: views of them are built once a minute. */
export const comboMinute = (now: Date): number => Math.floor(now.getTime() / 60_000);

const STOCK_CHANGES = sql.identifier(catalogueStockChanges.seqName!);

/**
 * What a snapshot was read at: catalogue_state.version (moved by catalogue edits, in their
 * transaction) and the orders' stock-change sequence (moved after each order commits). A sequence
 * read sees every session's nextval at once. Both only grow, so their sum (`version`) changes
 * whenever either does.
 */
export interface CatalogueVersion {
  edits: number;
  stockChanges: number;
}

export const versionNumber = (v: CatalogueVersion): number => v.edits + v.stockChanges;

export async function readCatalogueVersion(db: Database): Promise<CatalogueVersion> {
  const [row] = await rows<{ edits: string | number; stock_changes: string | number }>(
    db,
    sql`select s.version as edits, case when c.is_called then c.last_value else 0 end as stock_changes
        from ${catalogueState} s cross join ${STOCK_CHANGES} c
        where s.id = 1`,
  );
  return { edits: Number(row?.edits ?? 0), stockChanges: Number(row?.stock_changes ?? 0) };
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

/** shop id → product id → stock, from shop_products. */
async function loadStock(db: Database): Promise<Map<number, Map<number, number>>> {
  const stockRows = await db
    .select({ shopId: shopProducts.shopId, productId: shopProducts.productId, stock: shopProducts.stock })
    .from(shopProducts);
  const stock = new Map<number, Map<number, number>>();
  for (const row of stockRows) {
    let perShop = stock.get(row.shopId);
    if (!perShop) stock.set(row.shopId, (perShop = new Map()));
    perShop.set(row.productId, row.stock);
  }
  return stock;
}

/**
 * The same catalogue with the stock read again, for a version where only orders moved (they change
 * nothing else): one query instead of a full reload. `read` was read before the stock, so the stock is
 * at least as new as it.
 */
export async function withFreshStock(db: Database, snapshot: CatalogueSnapshot, read: CatalogueVersion): Promise<CatalogueSnapshot> {
  return { ...snapshot, version: versionNumber(read), read, stock: await loadStock(db) };
}

export async function loadCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const read = await readCatalogueVersion(db);
  const [shopRows, categoryRows, productRows, batchRows, groupRows, itemRows, stockRows, eventRows, warehouseRows, areaRows, comboRows, groupPricing] =
    await Promise.all([
      db.select().from(shops),
      db.select().from(categories).orderBy(asc(categories.position)),
      db.select().from(products).orderBy(asc(products.categoryId), asc(products.position), asc(products.id)),
      db.select().from(productBatchPrices).orderBy(asc(productBatchPrices.productId), asc(productBatchPrices.start)),
      db.select().from(productOptionGroups).orderBy(asc(productOptionGroups.productId), asc(productOptionGroups.position)),
      db.select().from(productOptionItems).orderBy(asc(productOptionItems.groupId), asc(productOptionItems.position)),
      loadStock(db),
      db.select().from(discountEvents).orderBy(asc(discountEvents.id)),
      db.select().from(warehouses).orderBy(asc(warehouses.id)),
      db.select().from(areas).orderBy(asc(areas.id)),
      db.select().from(productCombos).where(eq(productCombos.status, 1)).orderBy(asc(productCombos.position), asc(productCombos.id)),
      loadGroupPricing(db),
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
  return {
    version: versionNumber(read),
    read,
    shops: new Map(shopRows.map((s) => [s.id, s])),
    categories: categoryRows,
    categoriesById: new Map(categoryRows.map((c) => [c.id, c])),
    products: productMap,
    productsBySku: new Map([...productMap.values()].map((p) => [p.sku.toUpperCase(), p])),
    stock: stockRows,
    discountEvents: groupBy(eventRows, (e) => e.shopId),
    warehouses: warehouseRows,
    areas: areaRows,
    combos: groupBy(comboRows, (c) => c.shopId),
    groupPricing,
  };
}
