import { inArray } from 'drizzle-orm';
import type { LocalizedText } from '../../../core/schemas/common';
import type { Database } from '../client';
import { couponPackages, coupons } from '../schema';

/** The demo's coupon packages (api/coupon_package/…): bundles of the demo coupons, redeemed once each. */

const text = (en: string, cn: string, fr: string): LocalizedText => ({ en, cn, fr });

interface DemoCouponPackage {
  name: LocalizedText;
  description: LocalizedText;
  /** Codes of demo coupons (demo-shops.ts demoCoupons). */
  codes: string[];
  startsAt: Date;
  endsAt: Date;
}

export const demoCouponPackages: DemoCouponPackage[] = [
  {
    name: text('Restaurant starter pack', '餐厅开业礼包', 'Trousse de démarrage pour restaurants'),
    description: text(
      '5% off a large order and $15 off a pickup order, for your first weeks with us.',
      '大额订单享95折，自取订单立减15元，助您开业顺利。',
      '5 % de rabais sur une grosse commande et 15 $ de rabais sur une commande à emporter, pour vos premières semaines avec nous.',
    ),
    codes: ['SAVE5', 'PICKUP15'],
    startsAt: new Date('2026-01-01T05:00:00Z'),
    endsAt: new Date('2027-12-31T05:00:00Z'),
  },
];

/** Adds the packages not there yet (matched by English name): safe to run again. */
export async function seedDemoCouponPackages(db: Pick<Database, 'select' | 'insert'>): Promise<void> {
  const existing = new Set((await db.select({ name: couponPackages.name }).from(couponPackages)).map((r) => r.name.en));
  const missing = demoCouponPackages.filter((p) => !existing.has(p.name.en));
  if (missing.length === 0) return;
  const codes = [...new Set(missing.flatMap((p) => p.codes))];
  const found = await db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.code, codes));
  const ids = new Map(found.map((c) => [c.code, c.id]));
  const rows = missing
    .map((p) => ({
      name: p.name,
      description: p.description,
      couponIds: p.codes.flatMap((code) => {
        const id = ids.get(code);
        return id === undefined ? [] : [id];
      }),
      startsAt: p.startsAt,
      endsAt: p.endsAt,
    }))
    .filter((p) => p.couponIds.length > 0);
  if (rows.length > 0) await db.insert(couponPackages).values(rows);
}
