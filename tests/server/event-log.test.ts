import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { zonedMoment } from '../../core/calendar/local-time';
import { apiErrorSchema } from '../../core/schemas/common';
import {
  analyticsResponseSchema,
  DEFAULT_EVENT_LOG_TOKEN,
  EVENT_BATCH_MAX,
  eventProperties,
  eventUserProof,
  type EventLogPayload,
} from '../../core/schemas/event-log';
import { behaviourEvents, searchLogs } from '../../server/db/schema';
import { insertOrder } from '../helpers/order-fixture';
import { callAs, signInAgentFor, signInCustomer, signInStaff } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * The behaviour event log (issue 19, spec §3 payload, §7 /event/api/events) and the supervisor's
 * analytics over it: batches are stored with the configured credential only, bad payloads are 4xx
 * with a message, and only supervisors read the figures (as JSON and CSV).
 */

afterAll(async () => {
  await closeTemplate();
});

const add = (sku: string, qty: number, opts: { superTrial?: boolean; language?: 'en' | 'cn' | 'fr' } = {}) => ({
  eventType: 'add_to_cart' as const,
  properties: eventProperties({ category: '3', device: 'web', language: opts.language ?? 'en', itemId: sku, price: 12.5, eventValue: String(qty), superTrial: opts.superTrial }),
});

describe.each(dbTargets())('event log on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { EVENT_LOG_CLIENT_LIMIT: 1000 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (payload: unknown, opts: { token?: string | null; via?: 'header' | 'query'; contentType?: string; locale?: 'en' | 'fr'; proof?: string } = {}) => {
    const token = opts.token === undefined ? DEFAULT_EVENT_LOG_TOKEN : opts.token;
    const params = new URLSearchParams();
    if (opts.via === 'query' && token) params.set('access_token', token);
    if (opts.proof) params.set('user_proof', opts.proof);
    const query = params.size > 0 ? `?${params.toString()}` : '';
    return t.app.inject({
      method: 'POST',
      url: `/event/api/events${query}`,
      headers: {
        'content-type': opts.contentType ?? 'application/json',
        'app-language': opts.locale ?? 'en',
        ...(opts.via !== 'query' && token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  };
  const today = () => zonedMoment(new Date()).date;

  it('stores a valid batch, one row per event with the spec fields, by header or by a beacon query parameter', async () => {
    const buyer = await signInCustomer(t);
    const payload: EventLogPayload = { appVersion: '1.1.9', userId: buyer.customerId, shopId: 1, eventList: [add('EVT-1', 3), add('EVT-2', 1, { superTrial: true })] };
    const res = await post(payload, { proof: eventUserProof(buyer.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1, data: { stored: 2 } });
    const beacon = await post({ appVersion: '1.1.9', shopId: 1, eventList: [add('EVT-1', 2, { language: 'fr' })] }, { via: 'query', contentType: 'text/plain;charset=UTF-8' });
    expect(beacon.statusCode, beacon.body).toBe(200);

    const rows = await t.handle.db.select().from(behaviourEvents).where(eq(behaviourEvents.customerId, buyer.customerId));
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.itemId === 'EVT-1')!;
    expect(first).toMatchObject({ eventType: 'add_to_cart', shopId: 1, category: '3', device: 'web', language: 'en', eventValue: '3', priceCents: 1250, appVersion: '1.1.9' });
    expect(first.properties).toEqual({ category: '3', device: 'web', eventValue: '3', impression: [], itemId: 'EVT-1', language: 'en', price: '12.50' });
    // Super-trial mode: category "super_trial", the product's own category under super_trial.
    const trial = rows.find((r) => r.itemId === 'EVT-2')!;
    expect(trial.properties).toMatchObject({ category: 'super_trial', super_trial: '3' });
    const guest = await t.handle.db.select().from(behaviourEvents).where(eq(behaviourEvents.language, 'fr'));
    expect(guest.map((r) => r.customerId)).toEqual([null]);
  });

  it('refuses a missing or wrong credential with 401 and a translated message, storing nothing', async () => {
    const before = (await t.handle.db.select().from(behaviourEvents)).length;
    const payload = { appVersion: '1.1.9', shopId: 1, eventList: [add('EVT-X', 1)] };
    for (const res of [await post(payload, { token: null }), await post(payload, { token: 'not-the-credential' }), await post(payload, { token: 'wrong', via: 'query', locale: 'fr' })]) {
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).error).toBe('EVENT_LOG_CREDENTIAL');
    }
    const fr = await post(payload, { token: 'wrong', locale: 'fr' });
    expect(fr.json().message).toMatch(/journal/);
    // A signed-in buyer's session is not the credential either.
    const buyer = await signInCustomer(t);
    expect((await post(payload, { token: buyer.token })).statusCode).toBe(401);
    expect((await t.handle.db.select().from(behaviourEvents)).length).toBe(before);
  });

  it('stores a userId only with the proof of one of that customer’s live sessions (the credential is public)', async () => {
    const [buyer, other] = await Promise.all([signInCustomer(t), signInCustomer(t)]);
    const payload = { appVersion: '1.1.9', userId: buyer.customerId, shopId: 1, eventList: [add('EVT-WHO', 1)] };
    const count = async () => (await t.handle.db.select().from(behaviourEvents).where(eq(behaviourEvents.itemId, 'EVT-WHO'))).length;
    const noProof = await post(payload);
    expect(noProof.statusCode).toBe(403);
    expect(noProof.json()).toEqual({ error: 'EVENT_LOG_USER', message: 'These events name a user this browser is not signed in as.' });
    // Another customer's session proves nothing about this one; nor does a made-up proof.
    expect((await post(payload, { proof: eventUserProof(other.token), locale: 'fr' })).json().message).toContain("n'est pas connecté");
    expect((await post(payload, { proof: 'a'.repeat(64) })).statusCode).toBe(403);
    expect((await post(payload, { proof: 'not-hex' })).statusCode).toBe(400);
    expect(await count()).toBe(0);
    // Its own session, by header or from a beacon.
    expect((await post(payload, { proof: eventUserProof(buyer.token) })).statusCode).toBe(200);
    expect((await post(payload, { proof: eventUserProof(buyer.token), via: 'query', contentType: 'text/plain;charset=UTF-8' })).statusCode).toBe(200);
    expect(await count()).toBe(2);
    // Signed out: the session is revoked, its proof no longer works.
    expect((await callAs(t, buyer, 'POST', '/api/webclient/logout', {})).statusCode).toBe(200);
    expect((await post(payload, { proof: eventUserProof(buyer.token) })).statusCode).toBe(403);
    expect(await count()).toBe(2);
  });

  it('answers bad payloads 4xx with a message', async () => {
    const ok = { appVersion: '1.1.9', shopId: 1, eventList: [add('EVT-3', 1)] };
    const bad: unknown[] = [
      {},
      { ...ok, eventList: [] },
      { ...ok, eventList: Array.from({ length: EVENT_BATCH_MAX + 1 }, () => add('EVT-3', 1)) },
      { ...ok, shopId: 'seventeen' },
      { ...ok, userId: -4 },
      { ...ok, eventList: [{ eventType: 'hack', properties: ok.eventList[0]!.properties }] },
      { ...ok, eventList: [{ eventType: 'add_to_cart', properties: { ...ok.eventList[0]!.properties, device: 'toaster' } }] },
      { ...ok, eventList: [{ eventType: 'add_to_cart', properties: { ...ok.eventList[0]!.properties, price: 'free' } }] },
      { ...ok, eventList: [{ eventType: 'add_to_cart', properties: { ...ok.eventList[0]!.properties, impression: ['x'] } }] },
      '{not json',
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(apiErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    }
    const huge = await post({ ...ok, appVersion: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('limits batches per client address (429 with Retry-After)', async () => {
    const limited = await createTestApp(target, { EVENT_LOG_CLIENT_LIMIT: 2 });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/event/api/events',
          remoteAddress: '10.9.9.9',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${DEFAULT_EVENT_LOG_TOKEN}` },
          payload: { appVersion: '1.1.9', shopId: 1, eventList: [add('EVT-R', 1)] },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('gives supervisors the most-added products, searches with no result and conversion, as JSON and CSV', async () => {
    const shopId = 424242;
    const a = await signInCustomer(t);
    const b = await signInCustomer(t);
    await post({ appVersion: '1.1.9', userId: a.customerId, shopId, eventList: [add('AN-TOP', 2), add('AN-TOP', 3), add('AN-LOW', 1)] }, { proof: eventUserProof(a.token) });
    await post({ appVersion: '1.1.9', userId: b.customerId, shopId, eventList: [add('AN-TOP', 1)] }, { proof: eventUserProof(b.token) });
    await post({ appVersion: '1.1.9', shopId, eventList: [add('AN-LOW', 4), { eventType: 'search', properties: eventProperties({ category: '', device: 'web', language: 'en', eventValue: 'kale' }) }] });
    await t.handle.db.insert(searchLogs).values([
      { dotToken: `an-1-${Date.now()}`, shopId, keyword: 'Dragonfruit', language: 'en', resultCount: 0 },
      { dotToken: `an-2-${Date.now()}`, shopId, keyword: 'dragonfruit', language: 'en', resultCount: 0 },
      { dotToken: `an-3-${Date.now()}`, shopId, keyword: '=cmd', language: 'fr', resultCount: 0 },
      { dotToken: `an-4-${Date.now()}`, shopId, keyword: 'apple', language: 'en', resultCount: 12 },
    ]);
    // Customer a orders, b does not: half the adding customers converted.
    await insertOrder(t.handle.db, { customerId: a.customerId, paymentType: 'cash', totalCents: 5000 });

    const supervisor = await signInStaff(t, 'supervisor');
    const query = `from=${today()}&to=${today()}&shop_id=${shopId}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/analytics/summary?${query}`, headers: supervisor.headers() });
    expect(res.statusCode, res.body).toBe(200);
    const data = analyticsResponseSchema.parse(res.json()).data;
    expect(data.most_added.map((r) => [r.sku, r.adds, r.quantity, r.customers])).toEqual([
      ['AN-TOP', 3, 6, 2],
      ['AN-LOW', 2, 5, 1],
    ]);
    expect(data.no_result_searches.map((r) => [r.keyword, r.searches])).toEqual([
      ['dragonfruit', 2],
      ['=cmd', 1],
    ]);
    // Orders are counted in the shop filter too: the fixture's order is in the first demo shop.
    expect(data.conversion).toMatchObject({ add_events: 5, adding_customers: 2 });
    const all = analyticsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/analytics/summary?from=${today()}&to=${today()}`, headers: supervisor.headers() })).json(),
    ).data;
    expect(all.conversion.ordering_customers).toBeGreaterThanOrEqual(1);
    expect(all.conversion.orders_placed).toBeGreaterThanOrEqual(1);
    expect(all.conversion.rate).toBeCloseTo(all.conversion.ordering_customers / all.conversion.adding_customers);

    // Yesterday's range holds none of it.
    const yesterday = new Date(Date.now() - 36 * 3600_000);
    const past = zonedMoment(yesterday).date;
    const none = analyticsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/analytics/summary?from=${past}&to=${past}&shop_id=${shopId}`, headers: supervisor.headers() })).json(),
    ).data;
    expect(none.most_added).toEqual([]);

    const csv = await t.app.inject({ method: 'GET', url: `/api/analytics/export?${query}&report=most_added`, headers: supervisor.headers() });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="analytics-most_added-/);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['sku,product_name,adds,quantity,customers', 'AN-TOP,,3,6,2', 'AN-LOW,,2,5,1', '']);
    const searches = await t.app.inject({ method: 'GET', url: `/api/analytics/export?${query}&report=no_result_searches`, headers: supervisor.headers() });
    // A keyword a spreadsheet would run as a formula is quoted away.
    expect(searches.body).toContain("'=cmd,fr,1");
    const conversion = await t.app.inject({ method: 'GET', url: `/api/analytics/export?${query}&report=conversion`, headers: supervisor.headers() });
    expect(conversion.body.split('\r\n')[1]).toMatch(new RegExp(`^${today()},${today()},5,2,`));

    const backwards = await t.app.inject({ method: 'GET', url: `/api/analytics/summary?from=${today()}&to=2000-01-01`, headers: supervisor.headers() });
    expect(backwards.statusCode).toBe(400);
  });

  it('refuses analytics to buyers, agent links and agents (403) and to nobody (401)', async () => {
    const buyer = await signInCustomer(t);
    const range = `from=${today()}&to=${today()}`;
    const urls = [`/api/analytics/summary?${range}`, `/api/analytics/export?${range}&report=most_added`];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url, headers: t.headers() })).statusCode).toBe(401);
      for (const who of [buyer, await signInAgentFor(t, buyer.customerId), await signInStaff(t, 'agent'), await signInStaff(t, 'manager')]) {
        const res = await t.app.inject({ method: 'GET', url, headers: who.headers('fr') });
        expect(res.statusCode, url).toBe(403);
        expect(apiErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
      }
    }
  });
});
