import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Banner } from '../../../core/schemas/banner';
import type { Locale } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { banners } from '../../db/schema';

/** A banner row as the home page shows it (the back office's view adds its shop, language, switch and window). */
export function bannerView(r: typeof banners.$inferSelect): Banner {
  return {
    id: r.id,
    title: r.title,
    image: r.image,
    image_small: r.imageSmall,
    image_width: r.imageWidth,
    image_height: r.imageHeight,
    link: r.link,
    sort: r.sort,
  };
}

/** A banner as the home page gets it, with the window it is shown in (ms since the epoch; null: open). */
interface CachedBanner extends Banner {
  startsAt: number | null;
  endsAt: number | null;
}

interface Entry {
  list: CachedBanner[];
  loadedAt: number;
  /** The catalogue edits version it was read under: a banner change in the back office moves it. */
  edits: number;
}

/**
 * The home banners of each shop and language, read once and kept: the home page asks on every visit,
 * managers change them a few times a week. A change made on this server drops the entries at once
 * (`invalidate`); one made on another server moves the catalogue edits version, which every server
 * follows within its catalogue refresh (a second), so the entry read under an older version is read
 * again. The start and end of each banner are applied at every answer, so an entry never shows a
 * banner past its end; `ttlMs` only bounds how long a row changed outside the back office is missed.
 */
export class BannerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The banners of the shop in the language, shown at `at`, in order. */
  async shown(shopId: number, locale: Locale, edits: number, at: Date): Promise<Banner[]> {
    const entry = await this.entry(shopId, locale, edits, at);
    const time = at.getTime();
    return entry.list
      .filter((b) => (b.startsAt === null || b.startsAt <= time) && (b.endsAt === null || time < b.endsAt))
      .map(({ startsAt: _s, endsAt: _e, ...banner }) => banner);
  }

  invalidate(): void {
    this.entries.clear();
    this.pending.clear();
  }

  private entry(shopId: number, locale: Locale, edits: number, at: Date): Promise<Entry> {
    const key = `${shopId}:${locale}`;
    const held = this.entries.get(key);
    if (held && held.edits >= edits && this.now() - held.loadedAt < this.ttlMs) return Promise.resolve(held);
    let run = this.pending.get(key);
    if (!run) {
      run = this.load(shopId, locale, edits, at).then((entry) => {
        // Kept only if no invalidation came while it was read.
        if (this.pending.get(key) === run) this.entries.set(key, entry);
        return entry;
      });
      const settle = () => {
        if (this.pending.get(key) === run) this.pending.delete(key);
      };
      run.then(settle, settle);
      this.pending.set(key, run);
    }
    return run;
  }

  private async load(shopId: number, locale: Locale, edits: number, at: Date): Promise<Entry> {
    const loadedAt = this.now();
    const rows = await this.db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.shopId, shopId),
          eq(banners.locale, locale),
          eq(banners.active, true),
          // Ended banners never come back; future ones are kept and shown from their start.
          or(isNull(banners.endsAt), gt(banners.endsAt, at)),
        ),
      )
      .orderBy(asc(banners.sort), asc(banners.id));
    return {
      loadedAt,
      edits,
      list: rows.map((r) => ({ ...bannerView(r), startsAt: r.startsAt?.getTime() ?? null, endsAt: r.endsAt?.getTime() ?? null })),
    };
  }
}

const caches = new WeakMap<Database, BannerCache>();

/** One cache per database (each test app its own). */
export function bannerCacheFor(db: Database): BannerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new BannerCache(db);
    caches.set(db, cache);
  }
  return cache;
}
