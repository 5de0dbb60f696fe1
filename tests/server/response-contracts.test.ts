import { isDeepStrictEqual } from 'node:util';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z, type ZodType } from 'zod';
import { responseSerializerCompiler } from '../../server/http/zod-serialization';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Issue 18, "response contracts that are real": every JSON route declares its response schema (core's
 * zod schema), Fastify writes the answer from it (fast-json-stringify), and under test every answer is
 * checked against it (server/http/zod-serialization.ts), so each test that calls a route checks that
 * route's contract. This file checks the rule itself, that no route goes without a contract, and the
 * answers that bypass the writer because they are cached as text (menu, product, SKU index, suggestions).
 */

/** Routes that answer something other than JSON, and what. */
const NOT_JSON: Record<string, string> = {
  'OPTIONS *': 'CORS preflight (server/plugins/cors.ts): headers only',
  'GET /healthz': 'plain-text readiness for the load balancer',
  'GET /resources/*': 'static files',
  'GET /resources/catalogue/uploads/:file': 'uploaded product pictures (image bytes)',
  'GET /api/photos/:id': 'delivery and claim photos (image bytes)',
  'GET /api/webclient/checkout/map/static': 'Google static map picture (image bytes, fetched with the server-side key)',
  'GET /api/agent/orders/export': 'CSV file',
  'GET /api/back-office/catalogue/export': 'CSV file',
  'GET /api/analytics/export': 'CSV file',
  'GET /api/agent/orders/invoice': 'PDF file',
  'GET /api/fulfilment/pick_list.pdf': 'PDF file',
  'GET /api/user/receipt/request/pdf': 'PDF file',
  'GET /api/webclient/order/invoice': 'PDF file',
};

type RouteSchema = { response?: Record<string, ZodType> };

describe('response writer', () => {
  const build = async (checkContracts: boolean) => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler({ checkContracts }));
    const schema = { response: { 200: z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()).optional() }) } };
    app.get('/exact', { schema }, async () => ({ id: 7, name: 'Bok choy "Shanghai"', tags: ['leafy'] }));
    app.get('/extra', { schema }, async () => ({ id: 7, name: 'Bok choy', price: 199 }));
    app.get('/wrong', { schema }, async () => ({ id: '7', name: 'Bok choy' }));
    await app.ready();
    return app;
  };

  it('writes exactly what JSON.stringify would when the answer keeps its contract', async () => {
    const app = await build(true);
    const res = await app.inject('/exact');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify({ id: 7, name: 'Bok choy "Shanghai"', tags: ['leafy'] }));
    await app.close();
  });

  it('under test, refuses an answer with a field the contract does not name, or of the wrong type', async () => {
    const app = await build(true);
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await app.inject('/extra')).statusCode).toBe(500);
    expect((await app.inject('/wrong')).statusCode).toBe(500);
    expect(report.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('GET /extra 200 breaks its contract'),
      expect.stringContaining('GET /wrong 200 breaks its contract: id'),
    ]);
    report.mockRestore();
    await app.close();
  });

  it('in production, writes only what the contract names', async () => {
    const app = await build(false);
    const res = await app.inject('/extra');
    expect(res.json()).toEqual({ id: 7, name: 'Bok choy' });
    await app.close();
  });
});

describe.each(dbTargets())('response contracts on %s', (target) => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp(target, {}, { onRoute: (route) => routes.push(route) });
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  it('every JSON route declares the schema of its answer', () => {
    const missing: string[] = [];
    for (const route of routes) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url}`;
        if (key in NOT_JSON) continue;
        const schema = route.schema as RouteSchema | undefined;
        if (!(schema?.response?.[200] instanceof z.ZodType)) missing.push(key);
      }
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  /** Cached answers are sent as stored text; each must still be exactly its contract. */
  const keepsContract = (url: string, text: string) => {
    const route = routes.find((r) => r.url === url.split('?')[0] && [r.method].flat().includes('GET'));
    const schema = (route?.schema as RouteSchema | undefined)?.response?.[200];
    expect(schema, url).toBeDefined();
    const json: unknown = JSON.parse(text);
    const parsed = schema!.safeParse(json);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), url).toEqual([]);
    // Parsing drops fields the schema does not name: the same value back means there were none.
    expect(isDeepStrictEqual(parsed.data, json), `${url}: answer has fields its contract does not name`).toBe(true);
  };

  it.each(['en', 'cn', 'fr'] as const)('the cached catalogue answers keep their contracts (%s)', async (locale) => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers(locale) });
    const menu = await get('/api/webclient/menu?shop_id=17243');
    expect(menu.statusCode).toBe(200);
    keepsContract('/api/webclient/menu', menu.body);
    const productId = (menu.json() as { data: { menus: { products: { product_id: number; sku: string }[] }[] } }).data.menus[0]!.products[0]!;
    for (const url of [
      `/api/webclient/product?shop_id=17243&product_id=${productId.product_id}`,
      `/api/product/detail?shop_id=17243&sku=${encodeURIComponent(productId.sku)}`,
      '/api/catalogue/sku_index?shop_id=17243',
      `/api/search/auto_match?shop_id=17243&prefix=${locale === 'cn' ? '%E8%8F%9C' : 'ch'}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      keepsContract(url, res.body);
    }
  });
});
