import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerListResponseSchema, bannerRowResponseSchema, type BannerBody, universalBannersResponseSchema } from '../../core/schemas/banner';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * The home banners (spec §2.8, §7 api/ads/universal_banners; issue 19): per shop and language, in
 * order, only the active ones inside their dates; managers change them in the back office and the
 * home page shows the change at once.
 */

const TORONTO = 17243;
const OTTAWA = 17244;
let clockMs = Date.parse('2026-11-20T15:00:00Z');

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('home banners on %s', (target) => {
  let t: TestApp;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(clockMs) });
    manager = await signInStaff(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
  });

  const banners = async (shopId: number | string, locale: Locale = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ads/universal_banners?shop_id=${shopId}`, headers: t.headers(locale) });
    expect(res.statusCode, res.body).toBe(200);
    return universalBannersResponseSchema.parse(res.json()).data.banners;
  };
  const call = (who: SignedIn | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, locale: Locale = 'en') =>
    t.app.inject({ method, url, headers: who ? who.headers(locale) : t.headers(locale), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const body = (overrides: Partial<BannerBody> = {}): BannerBody => ({
    shop_id: OTTAWA,
    locale: 'en',
    title: 'Winter citrus',
    image: '/resources/banners/fresh-produce-1200.webp',
    image_small: '/resources/banners/fresh-produce-600.webp',
    image_width: 1200,
    image_height: 400,
    link: '/supply/produce',
    ...overrides,
  });

  it('gives each shop its own banners, in order, with the words of the caller language and pictures that exist', async () => {
    const toronto = await banners(TORONTO);
    const ottawa = await banners(OTTAWA);
    expect(toronto.length).toBeGreaterThanOrEqual(3);
    expect(ottawa.length).toBeGreaterThanOrEqual(2);
    expect(toronto.map((b) => b.sort)).toEqual([...toronto.map((b) => b.sort)].sort((a, b) => a - b));
    expect(new Set(ottawa.map((b) => b.id)).size).toBe(ottawa.length);
    expect(toronto.some((b) => ottawa.some((o) => o.id === b.id))).toBe(false);
    for (const banner of toronto) {
      expect(banner.title).not.toBe('');
      expect(banner.link).toMatch(/^\//);
      expect(banner.image_width).toBeGreaterThan(banner.image_height);
      const picture = await t.app.inject({ method: 'GET', url: banner.image });
      expect(picture.statusCode, banner.image).toBe(200);
      expect(picture.headers['content-type']).toMatch(/image\/webp/);
    }
    const cn = await banners(TORONTO, 'cn');
    const fr = await banners(TORONTO, 'fr');
    expect(cn.length).toBe(toronto.length);
    expect(cn[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    expect(fr[0]!.title).not.toBe(toronto[0]!.title);
    expect(cn.map((b) => b.link)).toEqual(toronto.map((b) => b.link));
  });

  it('refuses a missing, malformed or unknown shop with a message in the caller language', async () => {
    for (const [url, status] of [
      ['/api/ads/universal_banners', 400],
      ['/api/ads/universal_banners?shop_id=abc', 400],
      ['/api/ads/universal_banners?shop_id=-3', 400],
      ['/api/ads/universal_banners?shop_id=99999999999', 400],
      ['/api/ads/universal_banners?shop_id=424242', 404],
    ] as const) {
      const en = await t.app.inject({ method: 'GET', url, headers: t.headers('en') });
      expect(en.statusCode, url).toBe(status);
      const fr = await t.app.inject({ method: 'GET', url, headers: t.headers('fr') });
      expect(fr.statusCode, url).toBe(status);
      expect(apiErrorSchema.parse(en.json()).message).not.toBe('');
      expect(apiErrorSchema.parse(fr.json()).message).not.toBe(apiErrorSchema.parse(en.json()).message);
    }
  });

  it('shows a new banner at once, hides it when switched off, and keeps future and ended ones hidden', async () => {
    const before = await banners(OTTAWA);
    const added = await call(manager, 'POST', '/api/back-office/banners', body());
    expect(added.statusCode, added.body).toBe(200);
    const row = bannerRowResponseSchema.parse(added.json()).data;
    expect(row.sort).toBeGreaterThan(Math.max(...before.map((b) => b.sort)));
    const after = await banners(OTTAWA);
    expect(after.map((b) => b.id)).toEqual([...before.map((b) => b.id), row.id]);
    expect(await banners(OTTAWA, 'fr')).not.toContainEqual(expect.objectContaining({ id: row.id }));

    const off = await call(manager, 'POST', `/api/back-office/banners/${row.id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await banners(OTTAWA)).map((b) => b.id)).not.toContain(row.id);

    const hour = 3_600_000;
    const future = bannerRowResponseSchema.parse(
      (await call(manager, 'POST', '/api/back-office/banners', body({ title: 'Next week', starts_at: new Date(clockMs + 2 * hour).toISOString() }))).json(),
    ).data;
    const ending = bannerRowResponseSchema.parse(
      (await call(manager, 'POST', '/api/back-office/banners', body({ title: 'Today only', ends_at: new Date(clockMs + hour).toISOString() }))).json(),
    ).data;
    let ids = (await banners(OTTAWA)).map((b) => b.id);
    expect(ids).toContain(ending.id);
    expect(ids).not.toContain(future.id);
    // Three hours on: the first has started, the second has ended, with no change in between.
    clockMs += 3 * hour;
    ids = (await banners(OTTAWA)).map((b) => b.id);
    expect(ids).toContain(future.id);
    expect(ids).not.toContain(ending.id);
  });

  it('lets a manager edit and reorder, and refuses bad input with a translated message', async () => {
    const list = bannerListResponseSchema.parse((await call(manager, 'GET', `/api/back-office/banners?shop_id=${TORONTO}&locale=en`)).json()).data.banners;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const reversed = [...list].reverse().map((b) => b.id);
    const order = await call(manager, 'POST', '/api/back-office/banners/order', { shop_id: TORONTO, locale: 'en', ids: reversed });
    expect(order.statusCode, order.body).toBe(200);
    expect((await banners(TORONTO)).map((b) => b.id)).toEqual(reversed.filter((id) => list.find((b) => b.id === id)!.active));

    const first = list[0]!;
    const edited = await call(manager, 'PUT', `/api/back-office/banners/${first.id}`, body({ shop_id: TORONTO, title: 'Edited title', link: 'https://example.com/offer' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await banners(TORONTO)).find((b) => b.id === first.id)).toMatchObject({ title: 'Edited title', link: 'https://example.com/offer' });

    for (const bad of [
      body({ link: 'javascript:alert(1)' }),
      body({ link: '//evil.example/' }),
      body({ image: 'https://elsewhere.example/x.png' }),
      body({ title: '' }),
      body({ starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }),
    ]) {
      const res = await call(manager, 'POST', '/api/back-office/banners', bad, 'fr');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).not.toBe('');
    }
    const partial = await call(manager, 'POST', '/api/back-office/banners/order', { shop_id: TORONTO, locale: 'en', ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(apiErrorSchema.parse(partial.json()).message).not.toBe('');
    const missing = await call(manager, 'POST', '/api/back-office/banners/999999/active', { active: true });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses the back-office banner routes to anyone but a manager', async () => {
    const agent = await signInStaff(t, 'agent');
    const buyer = await signInCustomer(t, { name: 'Banner Buyer' });
    for (const who of [agent, buyer]) {
      expect((await call(who, 'GET', '/api/back-office/banners')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/api/back-office/banners', body())).statusCode).toBe(403);
      expect((await call(who, 'POST', '/api/back-office/banners/1/active', { active: false })).statusCode).toBe(403);
    }
    expect((await call(undefined, 'POST', '/api/back-office/banners', body())).statusCode).toBe(401);
  });
});
