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
  /**
   * The horizon of the read (see readStock): the oldest transaction still running when the version was
   * read. The next delta reads the stock rows and products written from it on.
   */
  rowsHorizon: number;
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
 * What a snapshot was read at: catalogue_state.version (moved by catalogue edits that change its
 * structure, in their transaction), catalogue_state.price_edits (moved by edits of prices and stock
 * only), and the orders' stock-change sequence (moved after each order commits). A sequence read sees
 * every session's nextval at once. All only grow, so their sum (`version`) changes whenever one does.
 * `horizon` is the oldest transaction still running at the read (pg_snapshot_xmin, see readStock).
 */
export interface CatalogueVersion {
  edits: number;
  priceEdits: number;
  stockChanges: number;
  horizon: number;
}

export const versionNumber = (v: CatalogueVersion): number => v.edits + v.priceEdits + v.stockChanges;

/** What anything built from prices (not stock) depends on: coupon sets, group price overlays. */
export const priceVersion = (v: CatalogueVersion): number => v.edits + v.priceEdits;

export async function readCatalogueVersion(db: Database): Promise<CatalogueVersion> {
  const [row] = await rows<{ edits: string | number; price_edits: string | number; stock_changes: string | number; horizon: string | number }>(
    db,
    sql`select s.version as edits, s.price_edits, case when c.is_called then c.last_value else 0 end as stock_changes,
          pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon
        from ${catalogueState} s cross join ${STOCK_CHANGES} c
        where s.id = 1`,
  );
  return {
    edits: Number(row?.edits ?? 0),
    priceEdits: Number(row?.price_edits ?? 0),
    stockChanges: Number(row?.stock_changes ?? 0),
    horizon: Number(row?.horizon ?? 0),
  };
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
 * Stock rows, all or those written from `since` on. The horizon of a read is the oldest transaction still
 * running when it read (pg_snapshot_xmin, taken with the version, before any row is read). Every
 * transaction before the horizon had finished, so its stock writes are in this read; any write this read
 * missed was made by a transaction at or after the horizon, and the trigger stamps each row with its
 * writer (shop_products.stock_xid). The next read therefore needs only the rows stamped at or after this
 * horizon. Products' prices work the same way (products.price_xid, readPrices).
 */
async function readStock(db: Database, since: number | null): Promise<{ shopId: number; productId: number; stock: number }[]> {
  const found = await rows<{ shop_id: number; product_id: number; stock: number }>(
    db,
    sql`select sp.shop_id, sp.product_id, sp.stock from ${shopProducts} sp where ${since === null ? sql`true` : sql`sp.stock_xid >= ${since}`}`,
  );
  return found.map((row) => ({ shopId: row.shop_id, productId: row.product_id, stock: row.stock }));
}

/** The price fields of a product (the ones stamped by products.price_xid) and its batch prices. */
type PriceFields = Pick<ProductRecord, 'priceCents' | 'orgPriceCents' | 'isSpecial' | 'disQty' | 'discountLimitTimes' | 'batchPrices'>;

/**
 * The prices of the products written from `since` on, with their batch prices, in one statement (one
 * snapshot). A plain join: a correlated subquery's estimate (from statistics that still count every
 * product as freshly written after a seed or an import) crossed PostgreSQL's JIT threshold, and compiling
 * the query cost ~200 ms where running it costs well under one.
 */
async function readPrices(db: Database, since: number): Promise<Map<number, PriceFields>> {
  const found = await rows<{
    id: number;
    price_cents: number;
    org_price_cents: number;
    is_special: number;
    dis_qty: number;
    discount_limit_times: number;
    tier_start: number | null;
    tier_end: number | null;
    tier_price_cents: number | null;
  }>(
    db,
    sql`select p.id, p.price_cents, p.org_price_cents, p.is_special, p.dis_qty, p.discount_limit_times,
          b.start as tier_start, b."end" as tier_end, b.price_cents as tier_price_cents
        from ${products} p left join ${productBatchPrices} b on b.product_id = p.id
        where p.price_xid >= ${since}
        order by p.id, b.start`,
  );
  const out = new Map<number, PriceFields>();
  for (const row of found) {
    let fields = out.get(row.id);
    if (!fields) {
      fields = {
        priceCents: row.price_cents,
        orgPriceCents: row.org_price_cents,
        isSpecial: row.is_special,
        disQty: row.dis_qty,
        discountLimitTimes: row.discount_limit_times,
        batchPrices: [],
      };
      out.set(row.id, fields);
    }
    if (row.tier_start !== null) fields.batchPrices.push({ productId: row.id, start: row.tier_start, end: row.tier_end!, priceCents: row.tier_price_cents! });
  }
  return out;
}

const samePrices = (a: PriceFields, b: PriceFields): boolean =>
  a.priceCents === b.priceCents &&
  a.orgPriceCents === b.orgPriceCents &&
  a.isSpecial === b.isSpecial &&
  a.disQty === b.disQty &&
  a.discountLimitTimes === b.discountLimitTimes &&
  a.batchPrices.length === b.batchPrices.length &&
  a.batchPrices.every((t, i) => t.start === b.batchPrices[i]!.start && t.end === b.batchPrices[i]!.end && t.priceCents === b.batchPrices[i]!.priceCents);

/** shop id → product id → stock, from shop_products, and the horizon of the read. */
async function loadStock(db: Database): Promise<Map<number, Map<number, number>>> {
  const stockRows = await readStock(db, null);
  const stock = new Map<number, Map<number, number>>();
  for (const row of stockRows) {
    let perShop = stock.get(row.shopId);
    if (!perShop) stock.set(row.shopId, (perShop = new Map()));
    perShop.set(row.productId, row.stock);
  }
  return stock;
}

/** What a delta changed: `shop:product` stock keys, products whose prices moved, and how many rows it read. */
export interface StockDelta {
  changed: Set<string>;
  prices: Set<number>;
  rowsRead: number;
}

export const stockKey = (shopId: number, productId: number): string => `${shopId}:${productId}`;

/**
 * The same catalogue with stock and prices brought up to date, for a version where only orders and
 * price-and-stock edits moved (they change nothing else): only the stock rows and products written since
 * the held snapshot's horizon are read, so the cost follows the rows changed, not the catalogue's size.
 * A shop's stock map is copied only when one of its rows changed, a product record only when its prices
 * did; the held snapshot is never modified (requests still using it keep their view).
 */
export async function withFreshRows(
  db: Database,
  snapshot: CatalogueSnapshot,
  read: CatalogueVersion,
): Promise<{ snapshot: CatalogueSnapshot; delta: StockDelta }> {
  const stockRows = await readStock(db, snapshot.rowsHorizon);
  // Only a price edit stamps products; it moves price_edits in its own transaction, so a version read
  // before it committed was read at a horizon no later than its transaction: the next delta reads it.
  const priceRows = read.priceEdits !== snapshot.read.priceEdits ? await readPrices(db, snapshot.rowsHorizon) : new Map<number, PriceFields>();
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
  const prices = new Set<number>();
  let productMap = snapshot.products;
  let productsBySku = snapshot.productsBySku;
  for (const [productId, fields] of priceRows) {
    const held = snapshot.products.get(productId);
    // A product this snapshot does not hold came with a structural edit: its version reloads everything.
    if (!held || samePrices(held, fields)) continue;
    if (productMap === snapshot.products) {
      productMap = new Map(snapshot.products);
      productsBySku = new Map(snapshot.productsBySku);
    }
    const record: ProductRecord = { ...held, ...fields };
    productMap.set(productId, record);
    productsBySku.set(record.sku.toUpperCase(), record);
    prices.add(productId);
  }
  return {
    snapshot: { ...snapshot, version: versionNumber(read), read, stock, products: productMap, productsBySku, rowsHorizon: read.horizon },
    delta: { changed, prices, rowsRead: stockRows.length + priceRows.size },
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
    stock: stockRows,
    rowsHorizon: read.horizon,
    discountEvents: groupBy(eventRows, (e) => e.shopId),
    warehouses: warehouseRows,
    areas: areaRows,
    combos: groupBy(comboRows, (c) => c.shopId),
    groupPricing,
  };
}
