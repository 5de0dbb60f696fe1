import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import MiniSearch from 'minisearch';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuResponseSchema } from '../../core/schemas/catalogue';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import {
  autoMatchResponseSchema,
  searchResponseSchema,
  searchStatLogResponseSchema,
  topSearchResponseSchema,
} from '../../core/schemas/search';
import type { Database } from '../../server/db/client';
import { type DemoProduct, demoProducts } from '../../server/db/seed/demo-catalogue';
import { products, searchEvents, searchLogs, shopProducts } from '../../server/db/schema';
import { responseSerializerCompiler } from '../../server/http/zod-serialization';
import { zodValidatorCompiler } from '../../server/http/zod-validation';
import { errorHandler } from '../../server/plugins/error-handler';
import { requestLanguage } from '../../server/plugins/request-language';
import searchRoutes from '../../server/routes/search/index';
import { bumpCatalogueVersion, CatalogueCache } from '../../server/services/catalogue-cache';
import { BoundedCache } from '../../server/services/search/bounded-cache';
import { type BulkField, bulkMiniSearch } from '../../server/services/search/bulk-index';
import { CURATED_HOT_KEYWORDS, HOT_KEYWORD_LIMIT } from '../../server/services/search/hot-keywords';
import type { SearchEngine } from '../../server/services/search/search-engine';
import { MiniSearchEngine } from '../../server/services/search/minisearch-engine';
import { SearchLogWriter } from '../../server/services/search/search-log-writer';
import { compactSku, indexTokens, queryTokens } from '../../server/services/search/search-tokenize';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const CJK = /[\u4e00-\u9fff]/;
const TORONTO = 17243;
const OTTAWA = 17244;

describe.each(dbTargets())('search API on %s', (target) => {
  let t: TestApp;
  /** Listed products of Toronto as the menu gives them, by language. */
  const menus = {} as Record<Locale, { product_id: number; product_name: string; sku: string }[]>;

  beforeAll(async () => {
    t = await createTestApp(target);
    for (const locale of ['en', 'cn', 'fr'] as const) {
      const res = await get(`/api/webclient/menu?shop_id=${TORONTO}`, locale);
      menus[locale] = menuResponseSchema.parse(res.json()).data.menus.flatMap((m) => m.products);
    }
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function get(url: string, locale: Locale = 'en') {
    return t.app.inject({ method: 'GET', url, headers: t.headers(locale) });
  }
  const post = (url: string, payload: unknown, locale: Locale = 'en') =>
    t.app.inject({ method: 'POST', url, headers: t.headers(locale), payload: payload as Record<string, unknown> });

  async function search(keyword: string, locale: Locale = 'en', extra: { shop_id?: number; offset?: number; limit?: number } = {}) {
    const res = await post('/api/products/search', { shop_id: TORONTO, keyword, ...extra }, locale);
    expect(res.statusCode, res.body).toBe(200);
    return searchResponseSchema.parse(res.json()).data;
  }
  async function suggest(prefix: string, locale: Locale = 'en', shopId = TORONTO, limit?: number) {
    const query = new URLSearchParams({ prefix, shop_id: String(shopId), ...(limit ? { limit: String(limit) } : {}) });
    const res = await get(`/api/search/auto_match?${query}`, locale);
    expect(res.statusCode, res.body).toBe(200);
    return autoMatchResponseSchema.parse(res.json()).data.suggestions;
  }
  const names = (list: { product_name: string }[]) => list.map((p) => p.product_name);

  it.each(['番茄', '鸡翅', '酱油'])('finds every Toronto product whose Chinese name holds %s, names starting with it first', async (query) => {
    const expected = menus.cn.filter((p) => p.product_name.includes(query)).map((p) => p.product_id);
    expect(expected.length).toBeGreaterThan(0);
    const result = await search(query, 'cn');
    expect(result.products.map((p) => p.product_id)).toEqual(expect.arrayContaining(expected));
    expect(result.total).toBe(result.products.length);
    expect(names(result.products).every((n) => n.includes(query))).toBe(true);
    const starts = names(result.products).map((n) => n.startsWith(query));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds misspelt English words: tomatoe, mozarella, jasmin rice', async () => {
    expect(names((await search('tomatoe')).products)[0]).toMatch(/tomato/i);
    const mozzarella = names((await search('mozarella')).products);
    expect(mozzarella.filter((n) => /mozzarella/i.test(n)).length).toBeGreaterThanOrEqual(2);
    expect(mozzarella[0]).toMatch(/mozzarella/i);
    const jasmine = names((await search('jasmin rice')).products);
    expect(jasmine.length).toBeGreaterThanOrEqual(2);
    expect(jasmine.every((n) => /jasmine/i.test(n) && /rice/i.test(n))).toBe(true);
  });

  it('finds misspelt French words and answers in French', async () => {
    const poulet = names((await search('poullet', 'fr')).products);
    expect(poulet.length).toBeGreaterThan(0);
    expect(poulet.every((n) => /poulet/i.test(n))).toBe(true);
    expect(names((await search('fromag', 'fr')).products)[0]).toMatch(/fromage/i);
    expect(names((await search('mozarella', 'fr')).products)[0]).toMatch(/mozzarella/i);
  });

  it('folds French accents and ligatures: bœuf = boeuf = BOEUF, crème = creme', async () => {
    const ids = async (q: string) => (await search(q, 'fr')).products.map((p) => p.product_id);
    const boeuf = await ids('bœuf');
    expect(boeuf.length).toBeGreaterThanOrEqual(3);
    expect(await ids('boeuf')).toEqual(boeuf);
    expect(await ids('BOEUF')).toEqual(boeuf);
    expect(names((await search('boeuf', 'fr')).products).every((n) => /bœuf/i.test(n))).toBe(true);
    const creme = await ids('crème');
    expect(creme.length).toBeGreaterThan(0);
    expect(await ids('creme')).toEqual(creme);
    expect(names((await search('creme', 'fr')).products)[0]).toMatch(/crème/i);
  });

  it('finds a product by SKU, with or without the dash and in any case', async () => {
    const product = menus.en[7]!;
    for (const q of [product.sku, product.sku.toLowerCase(), product.sku.replace('-', '')]) {
      const result = await search(q);
      expect(result.products[0]!.product_id, q).toBe(product.product_id);
    }
  });

  it('answers in the caller language: same products, names in en, cn and fr', async () => {
    const [en, cn, fr] = await Promise.all((['en', 'cn', 'fr'] as const).map((l) => search('chicken wings', l)));
    expect(en!.products[0]!.product_name).toBe('Chicken Wings');
    expect(cn!.products[0]!.product_id).toBe(en!.products[0]!.product_id);
    expect(cn!.products[0]!.product_name).toMatch(CJK);
    expect(fr!.products[0]!.product_name).toMatch(/ailes/i);
    const suggestions = await suggest('chicken w', 'cn');
    expect(suggestions[0]!.text).toMatch(CJK);
  });

  it('pages through results: offset and limit slice one ranked list, total counts all', async () => {
    const all = await search('rice', 'en', { limit: 20 });
    expect(all.total).toBeGreaterThan(10);
    const first = await search('rice', 'en', { offset: 0, limit: 5 });
    const second = await search('rice', 'en', { offset: 5, limit: 5 });
    expect(first.total).toBe(all.total);
    expect(second.total).toBe(all.total);
    expect([...first.products, ...second.products].map((p) => p.product_id)).toEqual(all.products.slice(0, 10).map((p) => p.product_id));
    const past = await search('rice', 'en', { offset: all.total, limit: 5 });
    expect(past.products).toEqual([]);
    expect(past.total).toBe(all.total);
    expect(first.dot_token).not.toBe(second.dot_token);
  });

  it('suggests from 2 characters, in the caller language, up to limit', async () => {
    const en = await suggest('mo');
    expect(en.length).toBeGreaterThan(0);
    expect(en.length).toBeLessThanOrEqual(10);
    expect(en[0]!.text).toMatch(/^mo/i);
    for (const s of en) expect(s.objectID).toBe(String(s.product_id));
    expect((await suggest('mozz')).map((s) => s.text)).toEqual(expect.arrayContaining(['Shredded Mozzarella', 'Mozzarella Loaf']));
    const cn = await suggest('番茄', 'cn');
    expect(cn.length).toBeGreaterThan(0);
    expect(cn.every((s) => s.text.includes('番茄'))).toBe(true);
    expect((await suggest('crem', 'fr')).every((s) => /crème/i.test(s.text))).toBe(true);
    expect(await suggest('ch', 'en', TORONTO, 3)).toHaveLength(3);
  });

  it.each(['m', ' m ', '鸡', '', '   '])('answers an empty list for a prefix under 2 characters (%j)', async (prefix) => {
    expect(await suggest(prefix)).toEqual([]);
  });

  it('never shows a delisted product or one sold only in another shop', async () => {
    const db = t.handle.db;
    const delisted = await db
      .select({ id: products.id, sku: products.sku, name: products.nameEn })
      .from(products)
      .innerJoin(shopProducts, eq(shopProducts.productId, products.id))
      .where(and(eq(shopProducts.shopId, TORONTO), eq(products.status, 1)));
    const toronto = db.select({ id: shopProducts.productId }).from(shopProducts).where(eq(shopProducts.shopId, TORONTO));
    const ottawaOnly = await db
      .select({ id: products.id, sku: products.sku, name: products.nameEn })
      .from(products)
      .innerJoin(shopProducts, eq(shopProducts.productId, products.id))
      .where(and(eq(shopProducts.shopId, OTTAWA), eq(products.status, 0), notInArray(products.id, toronto)));
    expect(delisted.length).toBeGreaterThan(0);
    expect(ottawaOnly.length).toBeGreaterThan(0);

    for (const p of [...delisted, ...ottawaOnly]) {
      for (const q of [p.name, p.sku]) {
        const found = await search(q, 'en', { limit: 100 });
        expect(found.products.map((r) => r.product_id), q).not.toContain(p.id);
        expect((await suggest(q)).map((s) => s.product_id), q).not.toContain(p.id);
      }
    }
    // The Ottawa-only products are found in Ottawa.
    for (const p of ottawaOnly) expect((await search(p.sku, 'en', { shop_id: OTTAWA })).products[0]!.product_id).toBe(p.id);
    expect((await search('a', 'en', { limit: 100 })).products.every((p) => p.status === 0)).toBe(true);
  });

  it('rebuilds the index when the catalogue changes: a product delisted now disappears', async () => {
    const wings = (await search('chicken wings')).products[0]!;
    expect(wings.product_name).toBe('Chicken Wings');
    await t.handle.db.transaction(async (tx) => {
      await tx.update(products).set({ status: 1 }).where(eq(products.id, wings.product_id));
      await bumpCatalogueVersion(tx);
    });
    t.app.catalogue.invalidate();
    try {
      expect((await search('chicken wings')).products.map((p) => p.product_id)).not.toContain(wings.product_id);
      expect((await suggest('chicken w')).map((s) => s.product_id)).not.toContain(wings.product_id);
    } finally {
      await t.handle.db.transaction(async (tx) => {
        await tx.update(products).set({ status: 0 }).where(eq(products.id, wings.product_id));
        await bumpCatalogueVersion(tx);
      });
      t.app.catalogue.invalidate();
    }
    expect((await search('chicken wings')).products[0]!.product_id).toBe(wings.product_id);
  });

  it('keeps a shop index while only stock moves, rebuilds it when a name changes', async () => {
    const db = t.handle.db;
    const product = menus.en.find((p) => p.product_name === 'Roma Tomatoes')!;
    const bump = async (change: (tx: Database) => Promise<unknown>) => {
      await db.transaction(async (tx) => {
        await change(tx as unknown as Database);
        await bumpCatalogueVersion(tx);
      });
      t.app.catalogue.invalidate();
    };
    const setStock = (stock: number) => (tx: Database) =>
      tx.update(shopProducts).set({ stock }).where(and(eq(shopProducts.productId, product.product_id), eq(shopProducts.shopId, TORONTO)));
    // A fresh snapshot, so this engine (not the routes' one) builds the index memoized with it.
    await bump(setStock(5));
    const engine = new MiniSearchEngine(t.app.catalogue);
    const first = await engine.shopIndex(TORONTO);
    const version = (await t.app.catalogue.current()).version;
    await bump(setStock(4));
    expect((await t.app.catalogue.current()).version).toBeGreaterThan(version);
    expect((await engine.shopIndex(TORONTO)) === first).toBe(true);

    await bump((tx) => tx.update(products).set({ nameEn: 'Zanzibar Plum Tomatoes' }).where(eq(products.id, product.product_id)));
    try {
      expect((await engine.shopIndex(TORONTO)) === first).toBe(false);
      expect((await engine.suggest(TORONTO, 'zanzi', 'en', 5)).map((s) => s.text)).toEqual(['Zanzibar Plum Tomatoes']);
      expect(names((await search('zanzibar')).products)).toEqual(['Zanzibar Plum Tomatoes']);
    } finally {
      await bump((tx) => tx.update(products).set({ nameEn: 'Roma Tomatoes' }).where(eq(products.id, product.product_id)));
    }
  });

  it('logs each search with its dot_token, shop, keyword, language and result count', async () => {
    const result = await search('  Basmati   Rice ', 'fr');
    expect(result.dot_token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await vi.waitFor(
      async () => {
        const [row] = await t.handle.db.select().from(searchLogs).where(eq(searchLogs.dotToken, result.dot_token));
        expect(row).toMatchObject({ shopId: TORONTO, keyword: 'Basmati Rice', language: 'fr', resultCount: result.total });
      },
      { timeout: 2000, interval: 20 },
    );
  });

  it('records clicks and adds for a known dot_token, answers logged: false for an unknown one', async () => {
    const result = await search('soy sauce');
    const productId = result.products[0]!.product_id;
    // Straight after the search: the log row may still be queued, and must count.
    const click = await post('/api/products/search_stat_log', { dot_token: result.dot_token, product_id: productId, event: 'click' });
    expect(searchStatLogResponseSchema.parse(click.json()).data.logged).toBe(true);
    const add = await post('/api/products/search_stat_log', { dot_token: result.dot_token, product_id: productId, event: 'add_to_cart' });
    expect(searchStatLogResponseSchema.parse(add.json()).data.logged).toBe(true);
    const events = await t.handle.db.select().from(searchEvents).where(eq(searchEvents.dotToken, result.dot_token));
    expect(events.map((e) => e.event).sort()).toEqual(['add_to_cart', 'click']);
    expect(events.every((e) => e.productId === productId)).toBe(true);

    const unknown = await post('/api/products/search_stat_log', { dot_token: 'no-such-search-token', product_id: productId, event: 'click' });
    expect(unknown.statusCode).toBe(200);
    expect(searchStatLogResponseSchema.parse(unknown.json()).data.logged).toBe(false);
  });

  it('falls back to curated hot keywords, then shows what the shop searched (after the 60 s cache)', async () => {
    const top = async (locale: Locale, shopId = OTTAWA) => {
      const res = await get(`/api/products/top_search?shop_id=${shopId}`, locale);
      expect(res.statusCode, res.body).toBe(200);
      return topSearchResponseSchema.parse(res.json()).data;
    };
    const before = await top('en');
    expect(before.res.map((r) => r.keyword)).toEqual(CURATED_HOT_KEYWORDS.en.slice(0, HOT_KEYWORD_LIMIT));
    expect(before.res.every((r) => r.count === 0)).toBe(true);
    expect(before.token.length).toBeGreaterThan(0);
    expect((await top('cn')).res[0]!.keyword).toBe('鸡翅');
    expect((await top('fr')).res.map((r) => r.keyword)).toContain('riz');

    const searches: [string, Locale][] = [
      ['Chicken Wings', 'en'],
      ['chicken wings', 'en'],
      ['CHICKEN  WINGS', 'en'],
      ['basmati', 'en'],
      ['Basmati', 'en'],
      ['lonely', 'en'], // searched once: not hot
      ['qqxxzzy', 'en'], // found nothing: never hot
      ['qqxxzzy', 'en'],
      ['qqxxzzy', 'en'],
      ['鸡翅', 'cn'],
      ['sesame', 'cn'],
      ['sesame', 'cn'],
    ];
    for (const [keyword, locale] of searches) await search(keyword, locale, { shop_id: OTTAWA });

    // Within 60 s the cached answer stands.
    expect((await top('en')).res).toEqual(before.res);
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    const after = await top('en');
    expect(after.res.slice(0, 2)).toEqual([
      { keyword: 'chicken wings', count: 3 },
      { keyword: 'basmati', count: 2 },
    ]);
    expect(after.res.map((r) => r.keyword)).not.toContain('qqxxzzy');
    expect(after.res.map((r) => r.keyword)).not.toContain('lonely');
    expect(after.res.map((r) => r.keyword)).toContain('wings');
    expect(after.res).toHaveLength(HOT_KEYWORD_LIMIT);
    expect(after.token).not.toBe(before.token);
    // In Chinese, only Chinese-language searches count; Toronto has no history.
    expect((await top('cn')).res[0]).toEqual({ keyword: 'sesame', count: 2 });
    expect((await top('en', TORONTO)).res.every((r) => r.count === 0 || r.keyword !== 'basmati')).toBe(true);
  });

  describe('bad input', () => {
    const expectError = async (res: Awaited<ReturnType<typeof get>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      const body = apiErrorSchema.parse(res.json());
      expect(body.error).toBe(code);
      expect(body.message.length).toBeGreaterThan(0);
      return body;
    };

    it('refuses a search without a keyword, with only spaces, with limit 0 or too long a keyword', async () => {
      await expectError(await post('/api/products/search', { shop_id: TORONTO }), 400, 'VALIDATION_FAILED');
      const spaces = await expectError(await post('/api/products/search', { shop_id: TORONTO, keyword: '    ' }), 400, 'VALIDATION_FAILED');
      expect(spaces.issues?.[0]?.path).toBe('body.keyword');
      await expectError(await post('/api/products/search', { shop_id: TORONTO, keyword: 'rice', limit: 0 }), 400, 'VALIDATION_FAILED');
      await expectError(await post('/api/products/search', { shop_id: TORONTO, keyword: 'rice', offset: -1 }), 400, 'VALIDATION_FAILED');
      await expectError(await post('/api/products/search', { shop_id: TORONTO, keyword: 'x'.repeat(101) }), 400, 'VALIDATION_FAILED');
      await expectError(await post('/api/products/search', { keyword: 'rice' }), 400, 'VALIDATION_FAILED');
    });

    it('refuses bad suggestion, top search and stat log queries', async () => {
      await expectError(await get(`/api/search/auto_match?shop_id=${TORONTO}`), 400, 'VALIDATION_FAILED');
      await expectError(await get(`/api/search/auto_match?shop_id=${TORONTO}&prefix=rice&limit=0`), 400, 'VALIDATION_FAILED');
      await expectError(await get(`/api/search/auto_match?shop_id=abc&prefix=rice`), 400, 'VALIDATION_FAILED');
      await expectError(await get('/api/products/top_search'), 400, 'VALIDATION_FAILED');
      await expectError(
        await post('/api/products/search_stat_log', { dot_token: 'short', product_id: 1, event: 'click' }),
        400,
        'VALIDATION_FAILED',
      );
      await expectError(
        await post('/api/products/search_stat_log', { dot_token: 'a-valid-looking-token', product_id: 1, event: 'purchase' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('answers an unknown shop with 404 SHOP_NOT_FOUND in the caller language', async () => {
      const en = await expectError(await post('/api/products/search', { shop_id: 99_999, keyword: 'rice' }), 404, 'SHOP_NOT_FOUND');
      expect(en.message).toBe('This shop does not exist.');
      const cn = await expectError(await post('/api/products/search', { shop_id: 99_999, keyword: 'rice' }, 'cn'), 404, 'SHOP_NOT_FOUND');
      expect(cn.message).toMatch(CJK);
      await expectError(await get('/api/search/auto_match?shop_id=99999&prefix=rice'), 404, 'SHOP_NOT_FOUND');
      await expectError(await get('/api/products/top_search?shop_id=99999'), 404, 'SHOP_NOT_FOUND');
    });
  });

  it('answers no suggestions (and a 503 for a search) when the search index fails', async () => {
    const failing: SearchEngine = {
      suggest: () => Promise.reject(new Error('index unreachable')),
      search: () => Promise.reject(new Error('index unreachable')),
    };
    const app = Fastify({ logger: { level: 'silent' } });
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ checkContracts: true }));
    app.decorate('config', t.app.config);
    app.decorate('db', t.handle.db);
    app.decorate('catalogue', new CatalogueCache(t.handle.db));
    await app.register(requestLanguage);
    await app.register(errorHandler);
    await app.register(searchRoutes, { engine: failing });
    try {
      const res = await app.inject({ method: 'GET', url: `/api/search/auto_match?shop_id=${TORONTO}&prefix=rice` });
      expect(res.statusCode).toBe(200);
      expect(autoMatchResponseSchema.parse(res.json()).data.suggestions).toEqual([]);
      const failed = await app.inject({
        method: 'POST',
        url: '/api/products/search',
        headers: { 'app-language': 'fr' },
        payload: { shop_id: TORONTO, keyword: 'riz' },
      });
      expect(failed.statusCode).toBe(503);
      expect(apiErrorSchema.parse(failed.json())).toMatchObject({ error: 'SEARCH_UNAVAILABLE', message: expect.stringMatching(/recherche/i) });
    } finally {
      await app.close();
    }
  });
});

describe('search log writer', () => {
  it('logs a failed insert instead of throwing, and forgets the queued tokens', async () => {
    const db = { execute: () => Promise.reject(new Error('database is down')) } as unknown as Database;
    const error = vi.fn();
    const log = { error, warn: vi.fn() } as unknown as FastifyBaseLogger;
    const writer = new SearchLogWriter(db, log, { delayMs: 1 });
    writer.add({ dotToken: 'token-one-abcdef', shopId: TORONTO, keyword: 'rice', language: 'en', resultCount: 3 });
    expect(writer.isQueued('token-one-abcdef')).toBe(true);
    await expect(writer.flush()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    expect(writer.isQueued('token-one-abcdef')).toBe(false);
  });

  it('batches rows written close together into one insert', async () => {
    const batches: unknown[][] = [];
    const dialect = new PgDialect();
    const db = {
      // The first parameter of the insert is the array of dot tokens: one per row.
      execute: (query: SQL) => (batches.push(dialect.sqlToQuery(query).params[0] as unknown[]), Promise.resolve()),
    } as unknown as Database;
    const writer = new SearchLogWriter(db, { error: vi.fn() } as unknown as FastifyBaseLogger, { delayMs: 5, batchSize: 3 });
    for (let i = 0; i < 4; i++) writer.add({ dotToken: `token-${i}-abcdef`, shopId: TORONTO, keyword: 'rice', language: 'en', resultCount: 1 });
    await writer.flush();
    expect(batches.map((b) => b.length)).toEqual([3, 1]);
  });
});

describe('bulk-built MiniSearch index', () => {
  const docs = demoProducts.filter((p) => p.status === 0);
  const fields: BulkField<DemoProduct>[] = [
    { name: 'name_en', text: (p) => p.name.en, tokenize: indexTokens },
    { name: 'name_cn', text: (p) => p.name.cn, tokenize: indexTokens },
    { name: 'name_fr', text: (p) => p.name.fr, tokenize: indexTokens },
    { name: 'full_fr', text: (p) => p.full_name.fr, tokenize: indexTokens, repeats: true },
    { name: 'sku', text: (p) => p.sku, tokenize: (sku) => [...indexTokens(sku), compactSku(sku)] },
  ];
  const byName = new Map(fields.map((f) => [f.name, f]));
  const options = { idField: 'id', processTerm: (term: string) => term, searchOptions: { tokenize: queryTokens } };

  it('answers exactly as MiniSearch.addAll would: same hits, same scores', () => {
    const bulk = bulkMiniSearch(docs, (p) => p.id, fields, options);
    const reference = new MiniSearch<DemoProduct>({
      ...options,
      fields: fields.map((f) => f.name),
      extractField: (p, field) => (field === 'id' ? p.id : byName.get(field)!.text(p)),
      tokenize: (text, field) => byName.get(field!)!.tokenize(text),
    });
    reference.addAll(docs);
    expect(bulk.documentCount).toBe(reference.documentCount);
    expect(bulk.termCount).toBe(reference.termCount);
    for (const query of ['rice', 'jasmin rice', '番茄', '鸡', 'boeuf', 'chi', 'mozarella', 'prd1001', 'sauce soya', 'caisse']) {
      const search = { prefix: true, fuzzy: 0.2, boost: { name_en: 3 }, combineWith: 'AND' as const };
      const got = bulk.search(query, search).map((r) => [r.id, r.score.toFixed(9)]);
      const want = reference.search(query, search).map((r) => [r.id, r.score.toFixed(9)]);
      expect(got.length, query).toBeGreaterThan(0);
      expect(got, query).toEqual(want);
    }
  });
});

describe('bounded answer cache', () => {
  it('drops the oldest entries beyond its entry and weight caps', () => {
    const byCount = new BoundedCache<string, number>(2);
    byCount.set('a', 1);
    byCount.set('b', 2);
    byCount.set('c', 3);
    expect([byCount.get('a'), byCount.get('b'), byCount.get('c'), byCount.size]).toEqual([undefined, 2, 3, 2]);
    const byWeight = new BoundedCache<string, string>(100, (v) => v.length, 10);
    byWeight.set('a', 'xxxx');
    byWeight.set('b', 'xxxx');
    byWeight.set('a', 'xxxxxx');
    byWeight.set('c', 'xx');
    expect([byWeight.get('a'), byWeight.get('b'), byWeight.get('c')]).toEqual(['xxxxxx', undefined, 'xx']);
  });
});
