import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '../../core/schemas/account';
import { backOfficeOverviewResponseSchema } from '../../core/schemas/back-office';
import { apiErrorSchema } from '../../core/schemas/common';
import { demoStaff } from '../../server/db/seed/demo-staff';
import { signInAgentFor, signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * The back office (issue 17) is for managers and supervisors. Every route under /api/back-office — the
 * list is taken from the routes as the app registers them, so a route added later is covered too —
 * answers nobody 401 and every other caller (buyer, agent link, agent, warehouse, driver) 403, in the
 * caller's language, before it reads the input.
 */

afterAll(async () => {
  await closeTemplate();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(dbTargets())('back-office access on %s', (target) => {
  let t: TestApp;
  const routes: { method: Method; url: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp(target, {}, {
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api/back-office')) return;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          // Path parameters get a plausible id: the guard must answer before the route looks it up.
          routes.push({ method: method as Method, url: route.url.replace(/:[A-Za-z_]+/g, '1') });
        }
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: SignedIn | undefined, route: { method: Method; url: string }, locale: 'en' | 'fr' = 'en') =>
    t.app.inject({
      method: route.method,
      url: route.url,
      headers: who ? who.headers(locale) : t.headers(locale),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('the demo manager signs in and says its role', async () => {
    const demo = demoStaff.find((s) => s.username === 'manager')!;
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: t.headers(), payload: { username: 'manager', password: demo.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionResponseSchema.parse(res.json()).data.user).toMatchObject({ type: 'manager', staff_role: 'manager', cid: 0 });
  });

  it('every back-office route refuses nobody (401) and anyone but a manager or supervisor (403)', async () => {
    expect(routes.length).toBeGreaterThan(0);
    const buyer = await signInCustomer(t);
    const others: [string, SignedIn][] = [
      ['buyer', buyer],
      ['agent link', await signInAgentFor(t, buyer.customerId)],
      ['agent', await signInStaff(t, 'agent')],
      ['warehouse', await signInStaff(t, 'warehouse')],
      ['driver', await signInStaff(t, 'driver')],
    ];
    for (const route of routes) {
      const nobody = await call(undefined, route);
      expect(nobody.statusCode, `nobody ${route.method} ${route.url}`).toBe(401);
      for (const [name, who] of others) {
        const res = await call(who, route, 'fr');
        expect(res.statusCode, `${name} ${route.method} ${route.url}: ${res.body}`).toBe(403);
        const error = apiErrorSchema.parse(res.json());
        expect(error.message).not.toMatch(/forbidden/i);
      }
    }
  });

  it('managers and supervisors get past the guard on every route', async () => {
    for (const role of ['manager', 'supervisor'] as const) {
      const staff = await signInStaff(t, role);
      for (const route of routes) {
        const res = await call(staff, route);
        expect([401, 403], `${role} ${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${role} ${route.method} ${route.url}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('the overview counts the catalogue, stock alerts, customers and running promotions', async () => {
    const manager = await signInStaff(t, 'manager');
    const res = await call(manager, { method: 'GET', url: '/api/back-office/overview' });
    expect(res.statusCode, res.body).toBe(200);
    const overview = backOfficeOverviewResponseSchema.parse(res.json()).data;
    expect(overview.products.listed).toBeGreaterThan(300);
    expect(overview.customers).toBeGreaterThanOrEqual(1);
    expect(overview.running_promotions).toBeGreaterThanOrEqual(0);
  });
});
