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

/** Coupons change rarely: hold them in memory, reread at most every `ttlMs`. */
export class CouponCache {
  private value: CouponSet | undefined;
  private loadedAt = 0;
  private pending: Promise<CouponSet> | undefined;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<CouponSet> {
    if (this.value && this.now() - this.loadedAt < this.ttlMs) return Promise.resolve(this.value);
    this.pending ??= this.load().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  invalidate(): void {
    this.loadedAt = 0;
  }

  private async load(): Promise<CouponSet> {
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
