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
  /** The stock read's horizon (see readStock): the next stock delta reads rows written from it on. */
  stockHorizon: number;
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

/**
 * Stock rows and the read's horizon, in one statement (one snapshot): the oldest transaction still
 * running when it read (pg_snapshot_xmin). Every transaction before the horizon had finished, so its
 * stock writes are in this read; any write this read missed was made by a transaction at or after the
 * horizon, and the trigger stamps each row with its writer (shop_products.stock_xid). The next read
 * therefore needs only the rows stamped at or after this horizon: `since` (a full read: none).
 */
async function readStock(db: Database, since: number | null): Promise<{ horizon: number; rows: { shopId: number; productId: number; stock: number }[] }> {
  const found = await rows<{ horizon: string | number; shop_id: number | null; product_id: number | null; stock: number | null }>(
    db,
    sql`select h.horizon, sp.shop_id, sp.product_id, sp.stock
        from (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon) h
        left join ${shopProducts} sp on ${since === null ? sql`true` : sql`sp.stock_xid >= ${since}`}`,
  );
  const out: { shopId: number; productId: number; stock: number }[] = [];
  for (const row of found) if (row.shop_id !== null) out.push({ shopId: row.shop_id, productId: row.product_id!, stock: row.stock! });
  return { horizon: Number(found[0]?.horizon ?? 0), rows: out };
}

/** shop id → product id → stock, from shop_products, and the horizon of the read. */
async function loadStock(db: Database): Promise<{ stock: Map<number, Map<number, number>>; horizon: number }> {
  const { horizon, rows: stockRows } = await readStock(db, null);
  const stock = new Map<number, Map<number, number>>();
  for (const row of stockRows) {
    let perShop = stock.get(row.shopId);
    if (!perShop) stock.set(row.shopId, (perShop = new Map()));
    perShop.set(row.productId, row.stock);
  }
  return { stock, horizon };
}

/** What a stock delta changed: `shop:product` keys, and how many rows it read. */
export interface StockDelta {
  changed: Set<string>;
  rowsRead: number;
}

export const stockKey = (shopId: number, productId: number): string => `${shopId}:${productId}`;

/**
 * The same catalogue with the stock brought up to date, for a version where only orders moved (they
 * change nothing else): only the rows written since the held snapshot's horizon are read, so the cost
 * follows the rows changed, not the catalogue's size. A shop's stock map is copied only when one of its
 * rows changed; the held snapshot is never modified (requests still using it keep their view).
 */
export async function withFreshStock(
  db: Database,
  snapshot: CatalogueSnapshot,
  read: CatalogueVersion,
): Promise<{ snapshot: CatalogueSnapshot; delta: StockDelta }> {
  const { horizon, rows: stockRows } = await readStock(db, snapshot.stockHorizon);
  const stock = new Map(snapshot.stock);
  const copied = new Set<number>();
  const changed = new Set<string>();
  for (const row of stockRows) {
    const held = snapshot.stock.get(row.shopId);
    if (held?.get(row.productId) === row.stock) continue;
    let perShop = stock.get(row.shopId);
    if (!copied.has(row.shopId)) {
      perShop = new Map(perShop);
      stock.set(row.shopId, perShop);
      copied.add(row.shopId);
    }
    perShop!.set(row.productId, row.stock);
    changed.add(stockKey(row.shopId, row.productId));
  }
  return {
    snapshot: { ...snapshot, version: versionNumber(read), read, stock, stockHorizon: horizon },
    delta: { changed, rowsRead: stockRows.length },
  };
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
    stock: stockRows.stock,
    stockHorizon: stockRows.horizon,
    discountEvents: groupBy(eventRows, (e) => e.shopId),
    warehouses: warehouseRows,
    areas: areaRows,
    combos: groupBy(comboRows, (c) => c.shopId),
    groupPricing,
  };
}
