import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueState } from '../db/schema';
import { type CatalogueSnapshot, loadCatalogueSnapshot, readCatalogueVersion } from './catalogue-snapshot';

/** Largest number of memoized views kept per snapshot before the memo is dropped and rebuilt. */
const MAX_VIEWS = 50_000;

/**
 * Serves the catalogue from memory. Correctness across servers sharing one PostgreSQL: at most every
 * `refreshMs` one cheap query reads catalogue_state.version, and any change reloads the snapshot;
 * writes on this server call `bumpCatalogueVersion`, which also invalidates locally at once.
 */
export class CatalogueCache {
  private snapshot: CatalogueSnapshot | undefined;
  private pending: Promise<CatalogueSnapshot> | undefined;
  private checkedAt = 0;
  private views = new Map<string, unknown>();

  constructor(
    private readonly db: Database,
    private readonly refreshMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<CatalogueSnapshot> {
    if (this.snapshot && this.now() - this.checkedAt < this.refreshMs) return Promise.resolve(this.snapshot);
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** A value derived from the current snapshot (a serialized menu, a product view), built once. */
  memo<T>(snapshot: CatalogueSnapshot, key: string, build: () => T): T {
    if (snapshot !== this.snapshot) return build();
    const hit = this.views.get(key);
    if (hit !== undefined) return hit as T;
    if (this.views.size >= MAX_VIEWS) this.views.clear();
    const value = build();
    this.views.set(key, value);
    return value;
  }

  invalidate(): void {
    this.checkedAt = 0;
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    const version = await readCatalogueVersion(this.db);
    this.checkedAt = this.now();
    if (this.snapshot && this.snapshot.version === version) return this.snapshot;
    const next = await loadCatalogueSnapshot(this.db);
    this.snapshot = next;
    this.views = new Map();
    return next;
  }
}

/** Call in the same transaction as any change to prices, stock or listings. */
export async function bumpCatalogueVersion(db: Pick<Database, 'update'>): Promise<void> {
  await db
    .update(catalogueState)
    .set({ version: sql`${catalogueState.version} + 1` })
    .where(eq(catalogueState.id, 1));
}
