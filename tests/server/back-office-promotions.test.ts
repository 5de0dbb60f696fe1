import { and, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionHistoryResponseSchema, promotionListResponseSchema, promotionRowResponseSchema } from '../../core/schemas/back-office-promotions';
import { cartCalculateResponseSchema } from '../../core/schemas/cart';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { promoValidateResponseSchema } from '../../core/schemas/promo';
import { productBatchPrices, productOptionGroups, products, shopProducts } from '../../server/db/schema';
import { DEFAULT_SHOP_ID } from '../../server/db/seed/demo-shops';
import { signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Promotions in the back office (issue 17): what a manager saves is what cart calculate and promo
 * validate apply, inside its dates and not outside; every change is audited; bad input is refused in
 * the caller's language.
 */

afterAll(async () => {
  await closeTemplate();
});

const DAY = 86_400_000;
const START = Date.parse('2026-12-01T12:00:00Z');
const at = (days: number) => new Date(START + days * DAY).toISOString();

describe.each(dbTargets())('back-office promotions on %s', (target) => {
  let t: TestApp;
  let now = START;
  let manager: SignedIn | undefined;
  /** A plain product of the default shop (no special price, batch price or options) and how many make $60+. */
  let plain: { id: number; qty: number };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(now) });
    const [row] = await t.handle.db
      .select({ id: products.id, priceCents: products.priceCents })
      .from(products)
      .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, DEFAULT_SHOP_ID)))
      .where(
        and(
          eq(products.status, 0),
          eq(products.needWeigh, 0),
          eq(products.max, 0),
          eq(products.priceCents, products.orgPriceCents),
          eq(products.isSpecial, 0),
          gte(products.priceCents, 10_00),
          lte(products.priceCents, 40_00),
          sql`(${shopProducts.stock} >= 50 or ${shopProducts.stock} < 0)`,
          notExists(t.handle.db.select().from(productBatchPrices).where(eq(productBatchPrices.productId, products.id))),
          notExists(t.handle.db.select().from(productOptionGroups).where(eq(productOptionGroups.productId, products.id))),
        ),
      )
      .limit(1);
    plain = { id: row!.id, qty: Math.ceil(60_00 / row!.priceCents) };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Sessions expire by the app's clock: the manager signs in again whenever the test moves it. */
  let signedAt = Number.NaN;
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, locale: Locale = 'en') => {
    if (signedAt !== now) {
      manager = await signInStaff(t, 'manager');
      signedAt = now;
    }
    return t.app.inject({ method, url, headers: manager!.headers(locale), ...(payload === undefined ? {} : { payload: payload as object }) });
  };

  const list = async (kind: string) => {
    const res = await send('GET', `/api/back-office/promotions?kind=${kind}`);
    expect(res.statusCode, res.body).toBe(200);
    return promotionListResponseSchema.parse(res.json()).data.rows;
  };

  const cartDiscount = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webclient/cart/calculate',
      headers: t.headers(),
      payload: { shop_id: DEFAULT_SHOP_ID, shipping_type: 'delivery', product_items: [{ product_id: plain.id, qty: plain.qty }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return cartCalculateResponseSchema.parse(res.json()).data.totals.discount;
  };

  const validate = async (code: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/promo/validate/coupons',
      headers: t.headers(),
      payload: { shop_id: DEFAULT_SHOP_ID, auto_match: 0, promo_codes: [code], product_items: [{ product_id: plain.id, qty: plain.qty }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return promoValidateResponseSchema.parse(res.json()).data.coupons[0]!;
  };

  it('a spend tier applies in cart calculate inside its dates only, and switching it off stops it at once', async () => {
    // The demo tiers run forever: switch the default shop's off, so the new tier is the only one.
    for (const row of (await list('tier')).filter((r) => r.shop_id === DEFAULT_SHOP_ID && r.enabled)) {
      const off = await send('POST', `/api/back-office/promotions/tier/${row.id}/off`);
      expect(off.statusCode, off.body).toBe(200);
      expect(promotionRowResponseSchema.parse(off.json()).data.status).toBe('off');
    }
    const base = await cartDiscount();

    const created = await send('POST', '/api/back-office/promotions/tier', {
      shop_id: DEFAULT_SHOP_ID,
      threshold_cents: 50_00,
      discount_cents: 7_00,
      starts_at: at(1),
      ends_at: at(3),
    });
    expect(created.statusCode, created.body).toBe(200);
    const tier = promotionRowResponseSchema.parse(created.json()).data;
    expect(tier).toMatchObject({ status: 'scheduled', title: '$7.00 off $50.00' });

    expect(await cartDiscount()).toBe(base);
    now = START + 2 * DAY;
    expect(await cartDiscount()).toBeCloseTo(base + 7, 2);
    expect((await list('tier')).find((r) => r.id === tier.id)?.status).toBe('running');
    now = START + 4 * DAY;
    expect(await cartDiscount()).toBe(base);
    expect((await list('tier')).find((r) => r.id === tier.id)?.status).toBe('ended');

    // Back inside the dates, an edit to $9 off shows at once; switching it off removes it at once.
    now = START + 2 * DAY;
    const edited = await send('PUT', `/api/back-office/promotions/tier/${tier.id}`, { shop_id: DEFAULT_SHOP_ID, threshold_cents: 50_00, discount_cents: 9_00, starts_at: at(1), ends_at: at(3) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await cartDiscount()).toBeCloseTo(base + 9, 2);
    expect((await send('POST', `/api/back-office/promotions/tier/${tier.id}/off`)).statusCode).toBe(200);
    expect(await cartDiscount()).toBe(base);

    const history = promotionHistoryResponseSchema.parse((await send('GET', `/api/back-office/promotions/tier/${tier.id}/history`)).json()).data.entries;
    expect(history.map((e) => e.action)).toEqual(['switch_off', 'edit', 'create']);
    expect(history[1]).toMatchObject({ before: { discount_cents: 7_00, enabled: true }, after: { discount_cents: 9_00, enabled: true } });
    expect(history[2]!.before).toBeNull();
    expect(history[0]!.staff).not.toBe('');
    now = START;
  });

  it('a coupon applies at checkout inside its dates only; edits are audited; switched off it is unknown', async () => {
    now = START;
    const created = await send('POST', '/api/back-office/promotions/coupon', {
      code: 'winter7',
      name: { en: 'Winter $7', cn: '冬季减7元', fr: 'Hiver 7 $' },
      shop_id: DEFAULT_SHOP_ID,
      kind: 'amount',
      value: 7_00,
      min_subtotal_cents: 30_00,
      per_user_limit: 1,
      starts_at: at(1),
      ends_at: at(3),
    });
    expect(created.statusCode, created.body).toBe(200);
    const coupon = promotionRowResponseSchema.parse(created.json()).data;
    expect(coupon).toMatchObject({ status: 'scheduled', title: 'WINTER7 · Winter $7', fields: { code: 'WINTER7' } });

    expect(await validate('WINTER7')).toMatchObject({ valid: false, reason: 'not_started' });
    now = START + 2 * DAY;
    expect(await validate('WINTER7')).toMatchObject({ valid: true, applied: true, discount: 7 });
    now = START + 4 * DAY;
    expect(await validate('WINTER7')).toMatchObject({ valid: false, reason: 'expired' });

    now = START + 2 * DAY;
    const edited = await send('PUT', `/api/back-office/promotions/coupon/${coupon.id}`, { ...coupon.fields, kind: 'percent', value: 10 });
    expect(edited.statusCode, edited.body).toBe(200);
    const tenPercent = await validate('WINTER7');
    expect(tenPercent).toMatchObject({ valid: true, applied: true });
    expect(tenPercent.discount).toBeGreaterThanOrEqual(6);

    expect((await send('POST', `/api/back-office/promotions/coupon/${coupon.id}/off`)).statusCode).toBe(200);
    expect(await validate('WINTER7')).toMatchObject({ valid: false, reason: 'not_found' });

    const history = promotionHistoryResponseSchema.parse((await send('GET', `/api/back-office/promotions/coupon/${coupon.id}/history`)).json()).data.entries;
    expect(history.map((e) => e.action)).toEqual(['switch_off', 'edit', 'create']);
    expect(history[1]).toMatchObject({ before: { kind: 'amount', value: 7_00 }, after: { kind: 'percent', value: 10 } });
    expect(history[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    now = START;
  });

  it('refuses bad input with translated messages and changes nothing', async () => {
    const before = (await list('coupon')).length;
    const coupon = {
      code: 'BADDATES',
      name: { en: 'x', cn: 'x', fr: 'x' },
      kind: 'amount',
      value: 5_00,
      starts_at: at(3),
      ends_at: at(1),
    };
    const dates = await send('POST', '/api/back-office/promotions/coupon', coupon, 'fr');
    expect(dates.statusCode).toBe(400);
    expect(apiErrorSchema.parse(dates.json()).message).toBe('La fin doit venir après le début.');

    const taken = await send('POST', '/api/back-office/promotions/coupon', { ...coupon, code: 'winter7', starts_at: at(1), ends_at: at(3) }, 'cn');
    expect(taken.statusCode).toBe(409);
    expect(apiErrorSchema.parse(taken.json())).toMatchObject({ error: 'COUPON_CODE_TAKEN', message: '优惠码 WINTER7 已被其他优惠券使用。' });

    const percent = await send('POST', '/api/back-office/promotions/coupon', { ...coupon, kind: 'percent', value: 150, starts_at: at(1), ends_at: at(3) });
    expect(apiErrorSchema.parse(percent.json()).message).toBe('A percentage is from 1 to 100.');
    expect((await list('coupon')).length).toBe(before);

    const gift = await send('POST', '/api/back-office/promotions/tier', { shop_id: DEFAULT_SHOP_ID, threshold_cents: 80_00, discount_cents: 0, gift_product_id: 999_999, starts_at: at(1), ends_at: at(3) }, 'fr');
    expect(gift.statusCode).toBe(400);
    expect(apiErrorSchema.parse(gift.json()).message).toBe('Le produit offert n’existe pas.');

    // Tiers running together must give more as the spend rises.
    const low = await send('POST', '/api/back-office/promotions/tier', { shop_id: DEFAULT_SHOP_ID, threshold_cents: 100_00, discount_cents: 10_00, starts_at: at(10), ends_at: at(20) });
    expect(low.statusCode, low.body).toBe(200);
    const high = await send('POST', '/api/back-office/promotions/tier', { shop_id: DEFAULT_SHOP_ID, threshold_cents: 200_00, discount_cents: 5_00, starts_at: at(15), ends_at: at(25) });
    expect(high.statusCode).toBe(400);
    expect(apiErrorSchema.parse(high.json()).message).toContain('$100.00');

    const combo = await send('POST', '/api/back-office/promotions/combo', {
      shop_id: DEFAULT_SHOP_ID,
      name: { en: 'Solo', cn: '单', fr: 'Solo' },
      items: [{ product_id: plain.id, qty: 2 }],
      combo_price_cents: 1_00,
      starts_at: at(1),
      ends_at: at(3),
    });
    expect(combo.statusCode).toBe(400);
    expect(apiErrorSchema.parse(combo.json()).message).toBe('A combo holds 2 to 10 different products.');

    const missing = await send('PUT', '/api/back-office/promotions/special_limit/999999', { shop_id: DEFAULT_SHOP_ID, order_limit_times: 3, starts_at: at(1), ends_at: at(3) });
    expect(missing.statusCode).toBe(404);
  });

  it('combo sales and the special limit follow their dates too', async () => {
    now = START;
    const others = await t.handle.db
      .select({ id: products.id, priceCents: products.priceCents })
      .from(products)
      .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, DEFAULT_SHOP_ID)))
      .where(and(eq(products.status, 0), gte(shopProducts.stock, 5)))
      .limit(2);
    const regular = others.reduce((sum, p) => sum + p.priceCents, 0);
    const created = await send('POST', '/api/back-office/promotions/combo', {
      shop_id: DEFAULT_SHOP_ID,
      name: { en: 'Winter pair', cn: '冬季组合', fr: 'Duo d’hiver' },
      items: others.map((p) => ({ product_id: p.id, qty: 1 })),
      combo_price_cents: regular - 1_00,
      starts_at: at(1),
      ends_at: at(3),
    });
    expect(created.statusCode, created.body).toBe(200);
    const combo = promotionRowResponseSchema.parse(created.json()).data;
    const offered = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/promotion/product_combo_sale_v2?shop_id=${DEFAULT_SHOP_ID}&page=1&product_id=${others[0]!.id}`, headers: t.headers() });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { combos: { id: number }[] } }).data.combos.some((c) => c.id === combo.id);
    };
    expect(await offered()).toBe(false);
    now = START + 2 * DAY;
    expect(await offered()).toBe(true);
    now = START + 4 * DAY;
    expect(await offered()).toBe(false);

    now = START;
    const limit = await send('POST', '/api/back-office/promotions/special_limit', { shop_id: DEFAULT_SHOP_ID, order_limit_times: 3, starts_at: at(1), ends_at: at(3) });
    // The demo's own limit runs without dates: two at once would be ambiguous.
    expect(limit.statusCode).toBe(400);
    const demo = (await list('special_limit')).find((r) => r.shop_id === DEFAULT_SHOP_ID && r.enabled)!;
    expect((await send('POST', `/api/back-office/promotions/special_limit/${demo.id}/off`)).statusCode).toBe(200);
    const again = await send('POST', '/api/back-office/promotions/special_limit', { shop_id: DEFAULT_SHOP_ID, order_limit_times: 3, starts_at: at(1), ends_at: at(3) });
    expect(again.statusCode, again.body).toBe(200);
    const shopLimit = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/webclient/shop/detail?mid=${DEFAULT_SHOP_ID}`, headers: t.headers() });
      return (res.json() as { data: { order_limit_times: number } }).data.order_limit_times;
    };
    const setting = await shopLimit();
    now = START + 2 * DAY;
    expect(await shopLimit()).toBe(3);
    now = START;
    expect(await shopLimit()).toBe(setting);
  });
});
