import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSources } from '../../core/catalogue/product-image';
import { buildContentSecurityPolicy } from '../../electron/main/content-security-policy';
import { cspHeaderValue, webContentSecurityPolicy } from '../../server/http/content-security-policy';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate } from '../helpers/test-database';

/** Issue 14: security headers on the pages and the API, and no source maps in production. */

/** A built storefront in miniature: the page, a script and the script's source map. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sd-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map\n');
  writeFileSync(join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["../src/secret.ts"],"mappings":""}');
  return dir;
}

const directives = (header: unknown): Map<string, string[]> =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

afterAll(async () => {
  await closeTemplate();
});

describe.each(['sandbox', 'stripe'] as const)('security headers with the %s payment provider', (provider) => {
  let t: TestApp;
  let web: string;

  beforeAll(async () => {
    web = webBuild();
    t = await createTestApp('pglite', {
      WEB_DIST: web,
      PAYMENT_PROVIDER: provider,
      ...(provider === 'stripe' ? { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' } : {}),
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends the page with its Content-Security-Policy and the cheap headers, on / and on a client-side route', async () => {
    for (const url of ['/', '/supply', '/cn/agent']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      const stripe = provider === 'stripe';
      expect(csp.get('script-src')).toEqual(stripe ? ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'] : ["'self'"]);
      expect(csp.get('frame-src')).toEqual(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"]);
      expect(csp.get('connect-src')).toEqual(stripe ? ["'self'", 'https://api.stripe.com'] : ["'self'"]);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
  });

  it('gives API answers only the headers that protect a response, and no page policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/global_settings', headers: t.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    // Page-only headers stay on pages (checked above), off JSON answers.
    for (const name of ['referrer-policy', 'cross-origin-opener-policy', 'strict-transport-security', 'x-xss-protection']) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('serves scripts but never their source maps', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    // Headers only a page acts on stay off the ~40 files of a first visit.
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['strict-transport-security']).toBeUndefined();
    const map = await t.app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('lets the desktop app show product images from this origin', async () => {
    const image = await t.app.inject({ method: 'GET', url: (await firstImage(t))! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['referrer-policy']).toBeUndefined();
  });
});

/** The file the renderer loads for the first product's picture (core's rule: the largest of its widths). */
async function firstImage(t: TestApp): Promise<string | undefined> {
  const menu = await t.app.inject({ method: 'GET', url: '/api/webclient/menu?shop_id=17243', headers: t.headers() });
  const image = (menu.json() as { data: { menus: { products: { product_image: string }[] }[] } }).data.menus[0]?.products[0]?.product_image;
  return image === undefined ? undefined : imageSources(image).src;
}

describe('the web and desktop policies agree', () => {
  it('names the same directives with the same sources, the API being the page’s own origin on the web', () => {
    const api = 'http://localhost:3000';
    const desktop = directives(buildContentSecurityPolicy({ apiOrigin: api }));
    const webPolicy = directives(cspHeaderValue(webContentSecurityPolicy({ stripe: false })));
    expect([...webPolicy.keys()]).toEqual([...desktop.keys()]);
    for (const [name, sources] of desktop) {
      expect([name, webPolicy.get(name)]).toEqual([name, sources.filter((s) => s !== api)]);
    }
  });
});

describe('the page policy with the Crisp chat widget', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = webBuild();
    t = await createTestApp('pglite', { WEB_DIST: web, CHAT_PROVIDER: 'crisp', CRISP_WEBSITE_ID: '00000000-0000-4000-8000-000000000000' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('lets Crisp load its script, talk to its relay and run its workers, and nothing more', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://client.crisp.chat']);
    expect(csp.get('connect-src')).toContain('wss://client.relay.crisp.chat');
    expect(csp.get('img-src')).toContain('https://image.crisp.chat');
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:', 'https://client.crisp.chat']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
