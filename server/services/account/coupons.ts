import { and, asc, eq, gt, inArray, lte, notExists } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { formatCents, NBSP } from '../../../core/format/currency';
import { fromCents } from '../../../core/money';
import type { CouponPackage, RedeemPackageResult, UserCoupon, UserCouponGroups } from '../../../core/schemas/account';
import type { Locale } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { couponPackageRedemptions, couponPackages, coupons, customerCoupons } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';

/**
 * My Coupons (spec §7 api/user/coupons/list/group) and coupon packages (get_available_package,
 * redeem_package). Texts come out in the caller's language; amounts in dollars.
 */

type CouponRow = typeof coupons.$inferSelect;
type CustomerCouponRow = typeof customerCoupons.$inferSelect;
type PackageRow = typeof couponPackages.$inferSelect;

/** Basis points as a percentage: 500 → '5%', 250 → '2.5%' (fr '2,5 %'). */
export function formatPercent(basisPoints: number, locale: Locale): string {
  const digits = (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
  return locale === 'fr' ? `${digits.replace('.', ',')}${NBSP}%` : `${digits}%`;
}

/** '$10.00 off orders over $150.00', fr '10,00 $ de rabais sur les commandes de plus de 150,00 $'. */
export function couponDescription(coupon: CouponRow, locale: Locale, t: TFunction): string {
  const value = coupon.kind === 'amount' ? formatCents(coupon.value, locale) : formatPercent(coupon.value, locale);
  const key = `account.coupon_desc.${coupon.kind}${coupon.minSubtotalCents > 0 ? '_min' : ''}`;
  const text = t(key, { value, min: formatCents(coupon.minSubtotalCents, locale) });
  return coupon.shippingType === 'all' ? text : t(`account.coupon_desc.${coupon.shippingType}_only`, { text });
}

function couponFields(coupon: CouponRow, locale: Locale, t: TFunction) {
  return {
    code: coupon.code,
    name: coupon.name[locale],
    description: couponDescription(coupon, locale, t),
    kind: coupon.kind,
    value: coupon.kind === 'amount' ? fromCents(coupon.value) : coupon.value / 100,
    min_subtotal: fromCents(coupon.minSubtotalCents),
    shipping_type: coupon.shippingType,
    ends_at: coupon.endsAt.toISOString(),
  };
}

/** A granted coupon past its end is expired, whatever its row still says. */
export function userCouponStatus(row: Pick<CustomerCouponRow, 'status'>, coupon: Pick<CouponRow, 'endsAt'>, now: Date): UserCoupon['status'] {
  if (row.status === 'available' && coupon.endsAt.getTime() < now.getTime()) return 'expired';
  return row.status;
}

export function userCouponView(row: CustomerCouponRow, coupon: CouponRow, now: Date, locale: Locale, t: TFunction): UserCoupon {
  return {
    id: row.id,
    ...couponFields(coupon, locale, t),
    shop_id: coupon.shopId ?? 0,
    starts_at: coupon.startsAt.toISOString(),
    status: userCouponStatus(row, coupon, now),
    used_at: row.usedAt?.toISOString() ?? null,
    order_id: row.orderId,
  };
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

/** The caller's coupons in three groups: available (ending soonest first), used (latest first), expired (latest first). */
export async function userCouponGroups(db: Database, customerId: number, now: Date, locale: Locale, t: TFunction): Promise<UserCouponGroups> {
  const rows = await db
    .select({ held: customerCoupons, coupon: coupons })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(eq(customerCoupons.customerId, customerId))
    .orderBy(asc(customerCoupons.id));
  const groups: UserCouponGroups = { available: [], used: [], expired: [] };
  for (const { held, coupon } of rows) {
    const view = userCouponView(held, coupon, now, locale, t);
    groups[view.status].push(view);
  }
  groups.available.sort((a, b) => time(a.ends_at) - time(b.ends_at) || a.id - b.id);
  groups.used.sort((a, b) => time(b.used_at) - time(a.used_at) || b.id - a.id);
  groups.expired.sort((a, b) => time(b.ends_at) - time(a.ends_at) || b.id - a.id);
  return groups;
}

const live = (now: Date) => and(eq(couponPackages.enabled, true), lte(couponPackages.startsAt, now), gt(couponPackages.endsAt, now));

async function couponsById(db: Pick<Database, 'select'>, ids: readonly number[]): Promise<Map<number, CouponRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(coupons).where(inArray(coupons.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

function packageView(pkg: PackageRow, byId: Map<number, CouponRow>, locale: Locale, t: TFunction): CouponPackage {
  return {
    card_setting_id: pkg.id,
    name: pkg.name[locale],
    description: pkg.description[locale],
    shop_id: pkg.shopId ?? 0,
    starts_at: pkg.startsAt.toISOString(),
    ends_at: pkg.endsAt.toISOString(),
    coupons: pkg.couponIds.flatMap((id) => {
      const coupon = byId.get(id);
      return coupon ? [couponFields(coupon, locale, t)] : [];
    }),
  };
}

/** Packages on offer now that this customer has not redeemed. */
export async function availablePackages(db: Database, customerId: number, now: Date, locale: Locale, t: TFunction): Promise<CouponPackage[]> {
  const redeemed = db
    .select({ one: couponPackageRedemptions.packageId })
    .from(couponPackageRedemptions)
    .where(and(eq(couponPackageRedemptions.packageId, couponPackages.id), eq(couponPackageRedemptions.customerId, customerId)));
  const rows = await db
    .select()
    .from(couponPackages)
    .where(and(live(now), notExists(redeemed)))
    .orderBy(asc(couponPackages.id));
  const byId = await couponsById(db, rows.flatMap((r) => r.couponIds));
  return rows.map((r) => packageView(r, byId, locale, t));
}

export const packageNotFound = () => notFound('PACKAGE_NOT_FOUND', 'account.package_not_found');
export const packageAlreadyRedeemed = () => new ApiError(409, 'PACKAGE_ALREADY_REDEEMED', 'account.package_already_redeemed');

/**
 * Grants the package's coupons once. The redemption row's primary key (customer, package) decides a
 * race: of two redeems at once, the second waits for the first and then finds the row (409).
 */
export async function redeemPackage(
  db: Database,
  opts: { customerId: number; packageId: number; now: Date; locale: Locale; t: TFunction },
): Promise<RedeemPackageResult> {
  const { customerId, packageId, now, locale, t } = opts;
  const granted = await db.transaction(async (tx) => {
    const [pkg] = await tx
      .select()
      .from(couponPackages)
      .where(and(eq(couponPackages.id, packageId), live(now)))
      .limit(1);
    if (!pkg) throw packageNotFound();
    const claimed = await tx
      .insert(couponPackageRedemptions)
      .values({ customerId, packageId, redeemedAt: now })
      .onConflictDoNothing()
      .returning({ packageId: couponPackageRedemptions.packageId });
    if (claimed.length === 0) throw packageAlreadyRedeemed();
    const byId = await couponsById(tx, pkg.couponIds);
    const grants = pkg.couponIds.filter((id) => byId.has(id)).map((couponId) => ({ customerId, couponId, claimedAt: now }));
    const rows = grants.length === 0 ? [] : await tx.insert(customerCoupons).values(grants).returning();
    return rows.map((row) => ({ row, coupon: byId.get(row.couponId)! }));
  });
  return {
    card_setting_id: packageId,
    coupons: granted.map(({ row, coupon }) => userCouponView(row, coupon, now, locale, t)),
  };
}
