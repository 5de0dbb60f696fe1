import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '../../core/schemas/account';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { shopListResponseSchema } from '../../core/schemas/shop';
import { signInCustomer, signInStaff } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/** The API behind the spec §2.1 routes of issue 19: /shop's shop list and /auth_token's token sign-in. */
afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('shop list and token sign-in on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, locale: Locale = 'en') => t.app.inject({ method: 'GET', url, headers: t.headers(locale) });
  const error = (body: string) => apiErrorSchema.parse(JSON.parse(body));

  it('lists every shop with its hours and minimum spend, in the caller language', async () => {
    const en = shopListResponseSchema.parse((await get('/api/webclient/shop/list')).json()).data.shops;
    expect(en.length).toBeGreaterThanOrEqual(2);
    expect(en.map((s) => s.mid)).toEqual([...en.map((s) => s.mid)].sort((a, b) => a - b));
    for (const shop of en) {
      expect(shop.name).not.toBe('');
      expect(shop.hours).not.toBe('');
      expect(shop.min_amount).toBeGreaterThanOrEqual(0);
    }
    // Each shop is the same as its own detail.
    const first = en[0]!;
    const detail = (await get(`/api/webclient/shop/detail?mid=${first.mid}`)).json().data;
    expect(first).toEqual(detail);
    const cn = shopListResponseSchema.parse((await get('/api/webclient/shop/list', 'cn')).json()).data.shops;
    expect(cn.map((s) => s.mid)).toEqual(en.map((s) => s.mid));
  });

  it('a customer token alone signs in as its owner; bad, unknown and staff tokens are refused with a message', async () => {
    const buyer = await signInCustomer(t, { name: 'Token Buyer' });
    const res = await get(`/api/webclient/user/token?token=${encodeURIComponent(buyer.token)}`);
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionResponseSchema.parse(res.json()).data;
    expect(session.token).toBe(buyer.token);
    expect(session.user.cid).toBe(buyer.customerId);
    expect(Date.parse(session.expires_at)).toBeGreaterThan(Date.now() - 60_000);

    const missing = await get('/api/webclient/user/token');
    expect(missing.statusCode).toBe(400);
    expect(error(missing.body).message).not.toBe('');
    const short = await get('/api/webclient/user/token?token=abc', 'fr');
    expect(short.statusCode).toBe(400);
    expect(error(short.body).message).not.toBe('');

    const unknown = await get(`/api/webclient/user/token?token=sd_${'x'.repeat(40)}`);
    expect(unknown.statusCode).toBe(401);
    expect(error(unknown.body).error).toBe('NOT_LOGIN');

    const staff = await signInStaff(t);
    const asStaff = await get(`/api/webclient/user/token?token=${encodeURIComponent(staff.token)}`);
    expect(asStaff.statusCode).toBe(401);
    expect(asStaff.body).not.toMatch(/expires_at/);
  });
});
