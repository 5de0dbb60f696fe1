import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../core/schemas/common';
import type { Database } from '../db/client';
import { preparedSql } from '../db/prepared-sql';
import { CachedAnswer, catalogueEtag } from '../http/cached-answer';
import { catalogueState, catalogueStockChanges } from '../db/schema';
import { type CatalogueSnapshot, loadCatalogueSnapshot, readCatalogueVersion, type StockDelta, stockKey, withFreshRows } from './catalogue-snapshot';

/** Largest number of memoized views kept per snapshot before the memo is dropped and rebuilt. */
const MAX_VIEWS = 50_000;
/** Shortest time between two version checks forced by this server's orders. */
const ORDER_RECHECK_MS = 250;

/**
 * Serves the catalogue from memory. Correctness across servers sharing one PostgreSQL: at most every
 * `refreshMs` one cheap query reads the catalogue version, and any change reloads the snapshot; when
 * only orders moved it, only the stock rows written since the previous read are read, and only the
 * views those rows touch are rebuilt. A write on this server calls `invalidate()` (an order:
 * `stockTaken()`) after it commits, so the next read here checks at once.
 */
export class CatalogueCache {
  private snapshot: CatalogueSnapshot | undefined;
  private pending: { run: Promise<CatalogueSnapshot>; generation: number } | undefined;
  /** When the version was last read, and which `invalidate()` generation that read came after. */
  private checkedAt = 0;
  private checkedGeneration = -1;
  private generation = 0;
  private stockCheckForcedAt = Number.NEGATIVE_INFINITY;
  private views = new Map<string, unknown>();
  /**
   * The product answers among the views (`answer:product:<shop>:<product>:<locale>`) by number: the
   * product route runs thousands of times a second, and writing and hashing that key on each request
   * was about a twentieth of a product answer's CPU. Holds the very answers the views hold, and is
   * emptied whenever they are replaced or cleared.
   */
  private productAnswers = new Map<number, Map<number, Partial<Record<Locale, CachedAnswer>>>>();
  /** Set when changes may have been missed (the notification connection was lost): the next refresh reloads everything. */
  private reloadDue = false;
  /** How many full reloads this cache has made (benchmarks and tests read it). */
  fullReloads = 0;
  /**
   * What the last refresh did (benchmarks and tests read it): a full reload, a stock delta, or a delta
   * that also changed prices ('price'), of so many rows read.
   */
  lastRefresh: { kind: 'full' | 'stock' | 'price'; rowsRead: number | null; viewsKept: number } = { kind: 'full', rowsRead: null, viewsKept: 0 };

  constructor(
    private readonly db: Database,
    private readonly refreshMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a snapshot has been loaded (the server is ready to answer: `/healthz`). */
  get loaded(): boolean {
    return this.snapshot !== undefined;
  }

  /**
   * The snapshot `current()` would resolve with at once (no version check is due), else undefined: a
   * route that finds it answers without awaiting a promise.
   */
  fresh(): CatalogueSnapshot | undefined {
    return this.snapshot && this.checkedGeneration === this.generation && this.now() - this.checkedAt < this.refreshMs ? this.snapshot : undefined;
  }

  current(): Promise<CatalogueSnapshot> {
    const fresh = this.fresh();
    if (fresh) return Promise.resolve(fresh);
    // A refresh already under way serves the caller, unless it began before the latest invalidate():
    // it may have read the version before that write, so a new one runs after it.
    if (!this.pending || this.pending.generation !== this.generation) {
      const generation = this.generation;
      const before = this.pending?.run.catch(() => undefined);
      const run: Promise<CatalogueSnapshot> = (before ?? Promise.resolve()).then(() => this.refresh(generation));
      const pending = { run, generation };
      this.pending = pending;
      run
        .finally(() => {
          if (this.pending === pending) this.pending = undefined;
        })
        .catch(() => undefined);
    }
    return this.pending.run;
  }

  /** A value derived from the current snapshot (a serialized menu, a product view), built once. */
  memo<T>(snapshot: CatalogueSnapshot, key: string, build: () => T): T {
    if (snapshot !== this.snapshot) return build();
    const hit = this.views.get(key);
    if (hit !== undefined) return hit as T;
    if (this.views.size >= MAX_VIEWS) {
      this.views.clear();
      this.productAnswers = new Map();
    }
    const value = build();
    this.views.set(key, value);
    return value;
  }

  /**
   * The JSON answer {status: 1, data} of one view of the snapshot (a shop's menu in one language, a
   * product), serialized once and compressed once per catalogue version, with that version's ETag.
   */
  answer(snapshot: CatalogueSnapshot, view: string, data: () => unknown): CachedAnswer {
    return this.answerText(snapshot, view, () => JSON.stringify({ status: 1, data: data() }));
  }

  /** As `answer`, for a view that writes its own JSON text (the menu, from memoized product texts). */
  answerText(snapshot: CatalogueSnapshot, view: string, text: () => string): CachedAnswer {
    return this.memo(snapshot, `answer:${view}`, () => new CachedAnswer(catalogueEtag(snapshot.version, view), Buffer.from(text())));
  }

  /** A product's answer for a shop and language (`answer`'s view `product:<shop>:<product>:<locale>`), found by number. */
  productAnswer(snapshot: CatalogueSnapshot, shopId: number, productId: number, locale: Locale, data: () => unknown): CachedAnswer {
    if (snapshot !== this.snapshot) return this.answer(snapshot, `product:${shopId}:${productId}:${locale}`, data);
    let byProduct = this.productAnswers.get(shopId);
    const byLocale = byProduct?.get(productId);
    const kept = byLocale?.[locale];
    if (kept) return kept;
    const answer = this.answer(snapshot, `product:${shopId}:${productId}:${locale}`, data);
    if (!byProduct) this.productAnswers.set(shopId, (byProduct = new Map()));
    if (byLocale) byLocale[locale] = answer;
    else byProduct.set(productId, { [locale]: answer });
    return answer;
  }

  /** The catalogue changed (this server wrote it): the next read checks the version again. */
  invalidate(): void {
    this.generation += 1;
  }

  /**
   * Changes may have been missed (the LISTEN connection was lost and opened again, server/db/listen.ts):
   * the next read reloads the whole snapshot rather than trust a delta.
   */
  reloadFully(): void {
    this.reloadDue = true;
    this.invalidate();
  }

  /**
   * An order on this server took stock (after its commit moved the version): the next read here
   * checks again at once, unless an order forced a check less than `ORDER_RECHECK_MS` ago; then the
   * regular check (within `refreshMs`) or a later order's shows it. Each check that finds a new
   * version reloads the stock and rebuilds every memoized view, so a burst of orders forces at most a
   * few a second instead of one per order (one per order cost bench:orders about a third of its
   * orders per second).
   */
  stockTaken(): void {
    const now = this.now();
    if (now - this.stockCheckForcedAt < ORDER_RECHECK_MS) return;
    this.stockCheckForcedAt = now;
    this.invalidate();
  }

  private async refresh(generation: number): Promise<CatalogueSnapshot> {
    const readAt = this.now();
    const read = await readCatalogueVersion(this.db);
    const held = this.snapshot;
    const reloadDue = this.reloadDue;
    this.reloadDue = false;
    // A horizon behind the held one: the database is not the one the snapshot was read from (restored,
    // replaced), and its stamps cannot be compared with ours.
    if (!held || reloadDue || held.read.edits !== read.edits || read.horizon < held.rowsHorizon) {
      this.install(await loadCatalogueSnapshot(this.db));
    } else if (held.read.stockChanges !== read.stockChanges || held.read.priceEdits !== read.priceEdits) {
      const { snapshot, delta } = await withFreshRows(this.db, held, read);
      this.installDelta(snapshot, delta);
    }
    this.checkedAt = readAt;
    this.checkedGeneration = generation;
    return this.snapshot!;
  }

  private install(snapshot: CatalogueSnapshot): void {
    this.snapshot = snapshot;
    this.views = new Map();
    this.productAnswers = new Map();
    this.fullReloads += 1;
    this.lastRefresh = { kind: 'full', rowsRead: null, viewsKept: 0 };
  }

  /**
   * A delta keeps every view the changed rows cannot touch: a product's answer when neither that
   * product's stock in that shop nor its prices changed, and a shop's views (menu, SKU index, pricing
   * index, search index, first screens…) when none of that shop's stock rows changed and it sells none of
   * the products whose prices did. A view whose key does not name its shop is dropped, as on a full
   * reload. (A rebuilt menu re-encodes only the changed products: catalogue-views.ts menuAnswerText.)
   */
  private installDelta(snapshot: CatalogueSnapshot, delta: StockDelta): void {
    const shops = new Set<string>();
    for (const key of delta.changed) shops.add(key.slice(0, key.indexOf(':')));
    for (const [shopId, stock] of snapshot.stock) {
      for (const productId of delta.prices) {
        if (stock.has(productId)) {
          shops.add(String(shopId));
          break;
        }
      }
    }
    const kept = new Map<string, unknown>();
    if (delta.changed.size === 0 && delta.prices.size === 0) {
      for (const [key, view] of this.views) kept.set(key, view);
    } else {
      for (const [key, view] of this.views) {
        const product = PRODUCT_VIEW.exec(key);
        if (product) {
          const productId = Number(product[2]);
          if (!delta.prices.has(productId) && !delta.changed.has(stockKey(Number(product[1]), productId))) kept.set(key, view);
          continue;
        }
        const shop = SHOP_VIEW.exec(key);
        if (shop && !shops.has(shop[1]!)) kept.set(key, view);
      }
    }
    this.snapshot = snapshot;
    this.views = kept;
    // Refilled from the kept views on the next request for each product.
    this.productAnswers = new Map();
    this.lastRefresh = { kind: delta.prices.size > 0 ? 'price' : 'stock', rowsRead: delta.rowsRead, viewsKept: kept.size };
  }
}

/** `answer:product:<shop>:<product>:<locale>`: one product's answer, which only its own stock moves. */
const PRODUCT_VIEW = /^answer:product:(\d+):(\d+):/;
/** Views of one shop (its id second): the shop's own stock is all they read of the stock. */
const SHOP_VIEW = /^(?:answer:menu|answer:sku_index|cart-index|cart-shop|cart-combos|search-index|recommend|combos):(\d+)(?::|$)/;

/**
 * Call in the same transaction as any change to prices, stock or listings (orders: `countStockChange`).
 * `prices`: the transaction changed only products' prices (price, original price, special fields, batch
 * prices) and stock rows, nothing a menu is shaped by: every server applies the rows it stamped as a
 * delta. `structure` (a new product, category, listing, name, picture, promotion…): every server reloads.
 */
export async function bumpCatalogueVersion(db: Pick<Database, 'update'>, change: 'structure' | 'prices' = 'structure'): Promise<void> {
  await db
    .update(catalogueState)
    .set(change === 'prices' ? { priceEdits: sql`${catalogueState.priceEdits} + 1` } : { version: sql`${catalogueState.version} + 1` })
    .where(eq(catalogueState.id, 1));
}

/**
 * Moves the catalogue version after a placed order committed, never inside its transaction (a server
 * that read the new version before the commit would keep the old stock under it). One `nextval`: no
 * row lock, so concurrent orders neither wait for each other nor need to share a bump.
 */
export async function countStockChange(db: Pick<Database, 'execute'>): Promise<void> {
  await stockChangeStatement.rows(db, {});
}

// The notification wakes the other servers at once (server/db/listen.ts); their poll is the fallback.
const stockChangeStatement = preparedSql<never>(
  'catalogue_stock_change',
  () => sql`select nextval(${catalogueStockChanges.seqName!}::regclass), pg_notify(${CATALOGUE_CHANNEL}, 'stock')`,
);

/** The channel catalogue edits (a trigger on catalogue_state, migration 0015) and orders notify. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
