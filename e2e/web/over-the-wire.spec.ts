import { expect, test } from '@playwright/test';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import { savePosition } from '../page-models/storefront';

/**
 * What a phone downloads (issue 16), on the real build as `npm start` serves it: the scripts of a
 * first visit arrive brotli-compressed and cached for a year, the page is revalidated each visit, the
 * menu carries the catalogue version's ETag and answers 304 while nothing changed, and no source map
 * is served.
 */
test.describe('over the wire', () => {
  test('a first visit to /supply gets compressed, long-cached scripts and a revalidated page', async ({ page, context, baseURL }) => {
    await savePosition(context, baseURL!);
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    let document: { cache?: string; etag?: string; encoding?: string } | undefined;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseURL!).origin) return;
      // A response that lands after the page closed has no headers to read.
      const headers = await response.allHeaders().catch(() => null);
      if (!headers) return;
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
        scripts.push({ url: url.pathname, encoding: headers['content-encoding'], cache: headers['cache-control'] });
      }
      if (url.pathname === '/supply') document = { cache: headers['cache-control'], etag: headers.etag, encoding: headers['content-encoding'] };
    });
    await page.goto('/supply');
    await expect(page.locator('main article').first()).toBeVisible();

    expect(document?.cache).toBe('no-cache');
    expect(document?.etag).toBeTruthy();
    expect(document?.encoding).toBe('br');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
      // Scripts under 1 KB are sent as they are; every larger one as brotli.
      if (script.encoding === undefined) {
        const res = await page.request.get(script.url, { headers: { 'accept-encoding': 'identity' } });
        expect((await res.body()).length, script.url).toBeLessThan(1024);
      } else {
        expect(script.encoding, script.url).toBe('br');
      }
    }

    const again = await page.request.get('/supply', { headers: { 'if-none-match': document!.etag! } });
    expect(again.status()).toBe(304);

    const map = await page.request.get(`${scripts[0]!.url}.map`);
    expect(map.status()).toBe(404);
  });

  test('the first page of a visit runs no zod: what it loads before its first paint holds none', async ({ page, context, baseURL }) => {
    await savePosition(context, baseURL!);
    await page.goto('/supply');
    await expect(page.locator('main article').first()).toBeVisible();
    // The page's own scripts and preloads, and the chunks first-preload.ts asks for on /supply in English.
    const first = await page.evaluate(() => {
      const lists = JSON.parse(document.getElementById('first-preloads')?.textContent ?? '{}') as { locales?: Record<string, string[]>; pages?: Record<string, string[]> };
      const inHead = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type="module"][src], link[rel="modulepreload"]')]
        .filter((el) => el.parentElement === document.head && !el.hasAttribute('data-next'))
        .map((el) => new URL(el instanceof HTMLScriptElement ? el.src : el.href).pathname);
      return [...new Set([...inHead, ...(lists.locales?.en ?? []), ...(lists.pages?.supply ?? [])])];
    });
    expect(first.length).toBeGreaterThan(3);
    for (const script of first) {
      const body = await (await page.request.get(script)).text();
      // zod's classes keep their names through minification.
      expect(body.includes('$ZodType'), script).toBe(false);
    }
  });

  test('once the first page is idle, what comes next (the product page, the cart, the rest of the strings) is preloaded, not run', async ({ page, context, baseURL }) => {
    await savePosition(context, baseURL!);
    await page.goto('/supply');
    await expect(page.locator('main article').first()).toBeVisible();
    const missing = () =>
      page.evaluate(() => {
        const lists = JSON.parse(document.getElementById('first-preloads')?.textContent ?? '{}') as { rest?: Record<string, string[]>; next?: Record<string, string[]> };
        const wanted = [...(lists.rest?.en ?? []), ...Object.values(lists.next ?? {}).flat()];
        const inHead = new Set(
          [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type="module"][src], link[rel="modulepreload"]')].map(
            (el) => new URL(el instanceof HTMLScriptElement ? el.src : el.href).pathname,
          ),
        );
        return wanted.length === 0 ? ['(no lists)'] : wanted.filter((href) => !inHead.has(new URL(href, location.href).pathname));
      });
    await expect.poll(missing, { timeout: 15_000 }).toEqual([]);
  });

  // Each page the server draws pictures into (issue 16): what it draws, and where the page then draws the same files.
  for (const { name, path, count, drawnBy } of [
    { name: 'a supply page shows its first row of pictures', path: '/fr/supply', count: 4, drawnBy: 'main article img' },
    { name: 'a product page shows its main picture', path: '/cn/product/100101', count: 1, drawnBy: 'main section button[aria-haspopup="dialog"] img' },
    { name: 'a search results page shows its first row of pictures', path: `/results?keyword=${encodeURIComponent('rice')}`, count: 4, drawnBy: 'main article img' },
  ]) {
    test(`${name} before any script has run, then the same files where the page draws them`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
      await savePosition(context, baseURL!);
      const page = await context.newPage();
      await page.goto(path);
      const shellPictures = page.locator('#app-shell img');
      await expect(shellPictures).toHaveCount(count);
      for (const picture of await shellPictures.all()) {
        await expect(picture).toBeVisible();
        expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      const drawn = await shellPictures.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
      await context.close();

      const live = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
      await savePosition(live, baseURL!);
      const app = await live.newPage();
      await app.goto(path);
      await expect(app.locator(drawnBy).first()).toBeVisible();
      await expect(app.locator('#app-shell')).toHaveCount(0);
      const shown = await app.locator(drawnBy).evaluateAll((imgs, n) => imgs.slice(0, n).map((img) => (img as HTMLImageElement).currentSrc), count);
      expect(shown).toEqual(drawn);
      await live.close();
    });
  }

  // The scripts wait for the first screen's picture (src/app/first-preload.ts): on a phone's connection it no longer shares it with them.
  test('a product page asks for the app’s scripts once its picture has loaded, and a picture that fails holds nothing up', async ({ browser, baseURL }) => {
    const visit = async (failPicture: boolean) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
      await savePosition(context, baseURL!);
      const page = await context.newPage();
      if (failPicture) await page.route('**/resources/catalogue/**', (route) => route.abort());
      const events: string[] = [];
      page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
      page.on('requestfinished', (request) => events.push(`loaded ${new URL(request.url()).pathname}`));
      page.on('requestfailed', (request) => events.push(`failed ${new URL(request.url()).pathname}`));
      await page.goto('/product/100101');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const entry = await page.evaluate(() => (JSON.parse(document.getElementById('first-preloads')?.textContent ?? '{}') as { entry?: { script: string } }).entry?.script);
      const picture = failPicture ? '' : await page.evaluate(() => new URL(document.querySelector<HTMLImageElement>('main section button[aria-haspopup="dialog"] img')!.currentSrc).pathname);
      await context.close();
      return { events, entry: `asked ${entry}`, picture };
    };

    const { events, entry, picture } = await visit(false);
    expect(events).toContain(entry);
    expect(events.indexOf(`loaded ${picture}`)).toBeGreaterThan(-1);
    expect(events.indexOf(`loaded ${picture}`)).toBeLessThan(events.indexOf(entry));

    // The picture refused: the page still comes, in the same 10 s any page has here.
    const failing = await visit(true);
    expect(failing.events).toContain(failing.entry);
  });

  test('the menu carries the catalogue version and answers 304 on repeat', async ({ request, baseURL }) => {
    const headers = () => clientHeaders({ language: 'en', apiHost: new URL(baseURL!).host, salt: DEFAULT_SIGNATURE_SALT });
    const url = '/api/webclient/menu?shop_id=17243&shipping_type=delivery';
    const first = await request.get(url, { headers: { ...headers(), 'accept-encoding': 'br, gzip' } });
    expect(first.status()).toBe(200);
    expect(first.headers()['content-encoding']).toBe('br');
    const etag = first.headers().etag!;
    expect(etag).toMatch(/^".+"$/);
    const repeat = await request.get(url, { headers: { ...headers(), 'accept-encoding': 'br, gzip', 'if-none-match': etag } });
    expect(repeat.status()).toBe(304);
  });

  test('the menus load on first use, and the press that loads one opens it', async ({ page, context, baseURL }) => {
    await savePosition(context, baseURL!);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/supply');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((path) => /\/(help-menu|language-menu|mobile-drawer)-/.test(path))).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: /^Help/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Delivery schedule' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/supply');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
