import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponPackageListResponseSchema,
  redeemPackageResultResponseSchema,
  userCouponGroupsResponseSchema,
} from '../../core/schemas/account';
import { NBSP } from '../../core/format/currency';
import { apiErrorSchema } from '../../core/schemas/common';
import { couponPackages, coupons, customerCoupons } from '../../server/db/schema';
import { seedDemoCouponPackages } from '../../server/db/seed/demo-coupon-packages';
import { callAs, signInAgentFor, signInCustomer, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const NOW = Date.parse('2026-11-20T15:00:00Z');

describe.each(dbTargets())('coupons and coupon packages on %s', (target) => {
  let t: TestApp;
  const couponId = new Map<string, number>();
  let starterPack: number;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(NOW) });
    const db = t.handle.db;
    const text = (s: string) => ({ en: s, cn: s, fr: s });
    await db.insert(coupons).values({
      code: 'OLD20',
      name: { en: '$20 off (spring)', cn: '春季立减20', fr: '20 $ de rabais (printemps)' },
      kind: 'amount',
      value: 20_00,
      minSubtotalCents: 0,
      startsAt: new Date('2026-03-01T05:00:00Z'),
      endsAt: new Date('2026-06-01T04:00:00Z'),
    });
    for (const row of await db.select({ id: coupons.id, code: coupons.code }).from(coupons)) couponId.set(row.code, row.id);
    const [pack] = await db.select().from(couponPackages);
    starterPack = pack!.id;
    // A package that has ended is never offered.
    await db.insert(couponPackages).values({
      name: text('Spring pack'),
      description: text('Gone'),
      couponIds: [couponId.get('OLD20')!],
      startsAt: new Date('2026-03-01T05:00:00Z'),
      endsAt: new Date('2026-06-01T04:00:00Z'),
    });
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const grant = async (who: SignedInCustomer, code: string, extra: Partial<typeof customerCoupons.$inferInsert> = {}) => {
    const [row] = await t.handle.db
      .insert(customerCoupons)
      .values({ customerId: who.customerId, couponId: couponId.get(code)!, claimedAt: new Date(NOW - 86_400_000), ...extra })
      .returning({ id: customerCoupons.id });
    return row!.id;
  };
  const groups = async (who: SignedIn, locale: 'en' | 'cn' | 'fr' = 'en') => {
    const res = await callAs(t, who, 'GET', '/api/user/coupons/list/group', undefined, locale);
    expect(res.statusCode, res.body).toBe(200);
    return userCouponGroupsResponseSchema.parse(res.json()).data;
  };
  const packages = async (who: SignedIn, locale: 'en' | 'fr' = 'en') =>
    couponPackageListResponseSchema.parse((await callAs(t, who, 'GET', '/api/coupon_package/get_available_package', undefined, locale)).json()).data.list;
  const redeem = (who: SignedIn, id: number, locale: 'en' | 'fr' = 'en') =>
    callAs(t, who, 'POST', '/api/coupon_package/redeem_package', { card_setting_id: id }, locale);

  it('groups the caller’s coupons; past its end a coupon is expired even if its row says available', async () => {
    const who = await signInCustomer(t);
    const welcome = await grant(who, 'WELCOME10');
    const used = await grant(who, 'SAVE5', { status: 'used', usedAt: new Date(NOW - 3_600_000), orderId: 4242 });
    const lapsed = await grant(who, 'OLD20');
    const en = await groups(who);
    expect(en.available.map((c) => c.id)).toEqual([welcome]);
    expect(en.used.map((c) => c.id)).toEqual([used]);
    expect(en.expired.map((c) => c.id)).toEqual([lapsed]);
    expect(en.available[0]).toEqual({
      id: welcome,
      code: 'WELCOME10',
      name: '$10 off your first $150',
      description: '$10.00 off orders over $150.00',
      kind: 'amount',
      value: 10,
      min_subtotal: 150,
      shop_id: 0,
      shipping_type: 'all',
      starts_at: '2026-01-01T05:00:00.000Z',
      ends_at: '2027-12-31T05:00:00.000Z',
      status: 'available',
      used_at: null,
      order_id: null,
    });
    expect(en.used[0]).toMatchObject({ description: '5% off orders over $250.00', value: 5, status: 'used', order_id: 4242, used_at: new Date(NOW - 3_600_000).toISOString() });
    expect(en.expired[0]).toMatchObject({ code: 'OLD20', description: '$20.00 off', status: 'expired' });

    const fr = await groups(who, 'fr');
    expect(fr.available[0]).toMatchObject({ name: '10 $ de rabais sur 150 $', description: `10,00${NBSP}$ de rabais sur les commandes de plus de 150,00${NBSP}$` });
    expect(fr.used[0]!.description).toBe(`5${NBSP}% de rabais sur les commandes de plus de 250,00${NBSP}$`);
    const cn = await groups(who, 'cn');
    expect(cn.available[0]!.description).toBe('满$150.00减$10.00');
  });

  it('offers the live packages not yet redeemed; redeeming grants their coupons once', async () => {
    const who = await signInCustomer(t);
    const offered = await packages(who);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ card_setting_id: starterPack, name: 'Restaurant starter pack', shop_id: 0 });
    expect(offered[0]!.coupons.map((c) => c.code)).toEqual(['SAVE5', 'PICKUP15']);
    expect(offered[0]!.coupons[1]!.description).toBe('$15.00 off orders over $200.00 (pickup only)');
    expect((await packages(who, 'fr'))[0]!.name).toBe('Trousse de démarrage pour restaurants');

    const res = await redeem(who, starterPack);
    expect(res.statusCode, res.body).toBe(200);
    const granted = redeemPackageResultResponseSchema.parse(res.json()).data;
    expect(granted.card_setting_id).toBe(starterPack);
    expect(granted.coupons.map((c) => [c.code, c.status])).toEqual([['SAVE5', 'available'], ['PICKUP15', 'available']]);
    expect((await groups(who)).available.map((c) => c.code).sort()).toEqual(['PICKUP15', 'SAVE5']);
    expect(await packages(who)).toEqual([]);

    const twice = await redeem(who, starterPack, 'fr');
    expect(twice.statusCode).toBe(409);
    expect(apiErrorSchema.parse(twice.json())).toMatchObject({ error: 'PACKAGE_ALREADY_REDEEMED', message: 'Vous avez déjà échangé ce forfait de coupons.' });
    expect(await t.handle.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, who.customerId))).toHaveLength(2);
  });

  it('two redeems at once: exactly one succeeds', async () => {
    const who = await signInCustomer(t);
    const results = await Promise.all([redeem(who, starterPack), redeem(who, starterPack), redeem(who, starterPack)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.handle.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, who.customerId))).toHaveLength(2);
  });

  it('an ended or unknown package is not found', async () => {
    const who = await signInCustomer(t);
    const [spring] = await t.handle.db.select().from(couponPackages).where(eq(couponPackages.description, { en: 'Gone', cn: 'Gone', fr: 'Gone' }));
    for (const id of [spring!.id, 987654]) {
      const res = await redeem(who, id);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error).toBe('PACKAGE_NOT_FOUND');
    }
  });

  it('an agent acting for the customer may read the coupons but not redeem a package', async () => {
    const customer = await signInCustomer(t);
    await grant(customer, 'WELCOME10');
    const agent = await signInAgentFor(t, customer.customerId);
    expect((await groups(agent)).available.map((c) => c.code)).toEqual(['WELCOME10']);
    const refused = await redeem(agent, starterPack);
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json())).toEqual({
      error: 'AGENT_COUPONS_REFUSED',
      message: 'Custom coupons are not allowed for orders placed on behalf of the user',
    });
    expect(await packages(customer)).toHaveLength(1);
  });

  it('seeding the demo packages again adds nothing', async () => {
    await seedDemoCouponPackages(t.handle.db);
    await seedDemoCouponPackages(t.handle.db);
    const rows = await t.handle.db.select().from(couponPackages);
    expect(rows.filter((r) => r.name.en === 'Restaurant starter pack')).toHaveLength(1);
    expect(rows.find((r) => r.id === starterPack)!.couponIds).toEqual([couponId.get('SAVE5'), couponId.get('PICKUP15')]);
  });
});
