import { eq } from 'drizzle-orm';
import type { Coupon } from '../../../core/promotions/coupons';
import type { LocalizedText } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';

export interface StoredCoupon extends Coupon {
  name: LocalizedText;
}

export interface CouponSet {
  /** Upper-cased code → coupon. */
  byCode: Map<string, StoredCoupon>;
  /** Public coupons (user_coupon false), the auto-match candidates. */
  publicCoupons: StoredCoupon[];
}

/**
 * Coupons change rarely: hold them in memory, reread at most every `ttlMs`, and at once when the
 * catalogue version the caller holds moved past the one the list was read under (a back-office
 * promotion change moves it, on whichever server it was made: every server follows within its
 * catalogue refresh, a second, instead of the TTL).
 */
export class CouponCache {
  private value: CouponSet | undefined;
  private loadedAt = 0;
  /** The catalogue edits version the list was read under (undefined: not known). */
  private loadedForEdits: number | undefined;
  private pending: { run: Promise<CouponSet>; edits: number | undefined } | undefined;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** `catalogueEdits`: the caller's snapshot's `read.edits`; a newer one than the list's rereads it. */
  current(catalogueEdits?: number): Promise<CouponSet> {
    const moved = catalogueEdits !== undefined && this.loadedForEdits !== undefined && catalogueEdits > this.loadedForEdits;
    if (this.value && !moved && this.now() - this.loadedAt < this.ttlMs) return Promise.resolve(this.value);
    // A load already under way serves the caller unless it was started for an older version.
    if (!this.pending || (catalogueEdits !== undefined && (this.pending.edits === undefined || this.pending.edits < catalogueEdits))) {
      const pending = {
        edits: catalogueEdits,
        run: this.load(catalogueEdits).finally(() => {
          if (this.pending === pending) this.pending = undefined;
        }),
      };
      this.pending = pending;
    }
    return this.pending.run;
  }

  invalidate(): void {
    this.loadedAt = 0;
  }

  private async load(catalogueEdits: number | undefined): Promise<CouponSet> {
    // A coupon switched off in the back office is as good as unknown to every cart.
    const rows = await this.db.select().from(coupons).where(eq(coupons.enabled, true));
    const list: StoredCoupon[] = rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      kind: r.kind,
      value: r.value,
      minSubtotalCents: r.minSubtotalCents,
      shippingType: r.shippingType,
      productIds: r.productIds,
      stackable: r.stackable,
      userCoupon: r.userCoupon,
      perUserLimit: r.perUserLimit,
      shopId: r.shopId,
      startsAt: r.startsAt.getTime(),
      endsAt: r.endsAt.getTime(),
    }));
    this.value = {
      byCode: new Map(list.map((c) => [c.code.toUpperCase(), c])),
      publicCoupons: list.filter((c) => !c.userCoupon),
    };
    this.loadedAt = this.now();
    this.loadedForEdits = catalogueEdits;
    return this.value;
  }
}

const caches = new WeakMap<Database, CouponCache>();

/** One cache per database handle (per app). */
export function couponCacheFor(db: Database): CouponCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CouponCache(db)));
  return cache;
}
