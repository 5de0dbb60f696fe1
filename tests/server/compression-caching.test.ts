import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuResponseSchema } from '../../core/schemas/catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { plainProducts, SHOP, setStock } from './orders-support';

/** A web build as vite.config.ts writes it: each file with its .br and .gz beside it. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sd-web-'));
  mkdirSync(join(dir, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  write('index.html', PAGE);
  write('assets/app-Ab12Cd34.js', SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-Ab12Cd34.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  return dir;
}

const decode = (encoding: unknown, body: Buffer): string =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('the web build goes out compressed and cached for as long as it can be', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = webBuild();
    t = await createTestApp('pglite', { WEB_DIST: web });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
    await closeTemplate();
  });

  it('sends a hashed script as brotli (or gzip) with a year-long immutable cache, and raw to a client that takes neither', async () => {
    for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], [undefined, undefined]] as const) {
      const res = await t.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(expected, res.rawPayload)).toBe(SCRIPT);
      if (expected) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    }
  });

  it('sends the page on every route with no-cache and an ETag, and 304 when the browser holds it', async () => {
    for (const url of ['/', '/supply', '/fr/product/12']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeTruthy();
      expect(decode('br', res.rawPayload)).toBe(PAGE);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^(W\/)?".+"$/);
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('never serves a source map', async () => {
    const res = await t.app.inject({ url: '/assets/app-Ab12Cd34.js.map', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });
});

describe.each(dbTargets())('catalogue answers carry the catalogue version on %s', (target) => {
  let t: TestApp;
  const menuUrl = `/api/webclient/menu?shop_id=${SHOP}`;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  it('compresses the menu, answers 304 while the catalogue is unchanged, and the full menu again once stock moves', async () => {
    const first = await t.app.inject({ url: menuUrl, headers: t.headers('en', { 'accept-encoding': 'br, gzip' }) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/accept-encoding/);
    expect(String(first.headers.vary)).toMatch(/app-language/);
    const raw = decode('br', first.rawPayload);
    // A 200 KB menu travels as a small fraction of itself.
    expect(first.rawPayload.length).toBeLessThan(raw.length / 5);
    const menu = menuResponseSchema.parse(JSON.parse(raw));
    expect(menu.data.menus.length).toBeGreaterThan(0);
    const etag = String(first.headers.etag);

    const repeat = await t.app.inject({ url: menuUrl, headers: t.headers('en', { 'accept-encoding': 'br', 'if-none-match': etag }) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);

    // Another language is another answer: the English ETag does not stand for the French menu.
    const french = await t.app.inject({ url: menuUrl, headers: t.headers('fr', { 'accept-encoding': 'gzip', 'if-none-match': etag }) });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', french.rawPayload)).not.toBe(raw);

    const [product] = await plainProducts(t);
    await setStock(t, product!.id, 7);
    const after = await t.app.inject({ url: menuUrl, headers: t.headers('en', { 'accept-encoding': 'br', 'if-none-match': etag }) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const shown = menuResponseSchema
      .parse(JSON.parse(decode('br', after.rawPayload)))
      .data.menus.flatMap((m) => m.products)
      .find((p) => p.product_id === product!.id);
    expect(shown?.stock).toBe(7);
  });

  it('gives a product its own ETag and a 304 on repeat', async () => {
    const [product] = await plainProducts(t);
    const url = `/api/webclient/product?shop_id=${SHOP}&product_id=${product!.id}`;
    const first = await t.app.inject({ url, headers: t.headers('cn') });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const repeat = await t.app.inject({ url, headers: t.headers('cn', { 'if-none-match': `W/${etag}` }) });
    expect(repeat.statusCode).toBe(304);
  });

  it('compresses other answers over 1 KB per request and leaves small ones as they are', async () => {
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/products/search',
      headers: t.headers('en', { 'accept-encoding': 'gzip', 'content-type': 'application/json' }),
      payload: { shop_id: SHOP, keyword: 'rice', offset: 0, limit: 20 },
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', search.rawPayload)).data.total).toBeGreaterThan(0);

    const small = await t.app.inject({ url: `/api/search/auto_match?shop_id=${SHOP}&prefix=x`, headers: t.headers('en', { 'accept-encoding': 'br' }) });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 1 });
  });
});
