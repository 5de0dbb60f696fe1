import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bannerCacheFor } from '../services/banners/banner-cache';
import { translator } from '../i18n';
import { usesSandbox } from '../routes/settings';
import {
  firstResultPictures,
  firstRowPictures,
  firstScreenKey,
  firstScreenOf,
  pageWithFirstScreen,
  homeScreenOf,
  pageWithBannerPreload,
  pageWithPictures,
  pageWithProductScreen,
  pageWithResultsScreen,
  productScreenOf,
  resultsScreenOf,
} from '../services/web/first-screen';
import { BoundedCache } from '../services/search/bounded-cache';
import type { SearchEngine } from '../services/search/search-engine';
import { pageWithHomeScreen } from '../services/web/home-screen';
import { CachedAnswer, sendCachedAnswer } from './cached-answer';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Search results pages kept per catalogue version, by shop, language and keyword. */
const RESULTS_PAGES_KEPT = 500;

/**
 * Sends the single-page app's index.html for a page route. On a supply page for a visitor with a
 * shop, the page comes with the first row's pictures drawn into its app shell
 * (server/services/web/first-screen.ts): built and compressed once per catalogue version and view,
 * like a catalogue answer, with an ETag naming both and the build. Otherwise the built file as it is
 * (precompressed, with its own ETag). A home page for a visitor with a shop comes with its first
 * screen drawn into the shell in the page's language (server/services/web/home-screen.ts) and a
 * preload of the first banner it shows; a product page, with its layout and main picture drawn into
 * the shell; a search results page for a visitor with a shop, with its layout and first row's pictures
 * drawn into the shell.
 */
export function pageSender(
  app: FastifyInstance,
  webDir: string,
  searchEngine: SearchEngine,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void> {
  const template = readFileSync(join(webDir, 'index.html'), 'utf8');
  const build = createHash('sha256').update(template).digest('base64url').slice(0, 12);
  /** A drawn page as a cached answer, its ETag naming the catalogue version, the build and the view. */
  const pageAnswer = (version: number, key: string, html: string) => new CachedAnswer(`"p${version}-${build}-${encodeURIComponent(key)}"`, Buffer.from(html));
  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const snapshot = await app.catalogue.current().catch(() => null);
    const home = snapshot ? homeScreenOf(path, request.headers.cookie, snapshot) : null;
    if (snapshot && home) {
      const banners = await bannerCacheFor(app.db).shown(home.shopId, home.locale, snapshot.read.edits, app.clock());
      const [banner] = banners;
      // Keyed by what the page draws of the banners: one opening or closing changes the page and its ETag.
      const drawn = createHash('sha256').update(JSON.stringify([banner ?? null, banners.length])).digest('base64url').slice(0, 12);
      const key = `page:home:${home.shopId}:${home.locale}:${drawn}`;
      const page = app.catalogue.memo(snapshot, key, () => {
        const t = translator(home.locale);
        const sandboxBadge = usesSandbox(app.config)
          ? { short: t('nav.sandbox_badge_short', { shopId: home.shopId }), full: t('nav.sandbox_badge', { shopId: home.shopId }) }
          : undefined;
        const html = pageWithHomeScreen(template, { locale: home.locale, t, banners, sandboxBadge });
        return pageAnswer(snapshot.version, key, banner ? pageWithBannerPreload(html, banner) : html);
      });
      return sendCachedAnswer(request, reply, page, { type: HTML_TYPE, vary: 'accept-encoding, cookie' });
    }
    const product = snapshot ? productScreenOf(path, snapshot) : undefined;
    if (snapshot && product?.picture) {
      const picture = product.picture;
      const key = `page:product:${product.productId}`;
      const page = app.catalogue.memo(snapshot, key, () => pageAnswer(snapshot.version, key, pageWithProductScreen(template, picture)));
      return sendCachedAnswer(request, reply, page, { type: HTML_TYPE, vary: 'accept-encoding' });
    }
    const results = snapshot ? resultsScreenOf(request.url, request.headers.cookie, snapshot) : null;
    if (snapshot && results) {
      const key = `page:results:${results.shopId}:${results.locale}:${results.keyword}`;
      // Bounded: every keyword typed into the address would otherwise stay until the catalogue changes.
      const pages = app.catalogue.memo(snapshot, 'results-pages', () => new BoundedCache<string, CachedAnswer>(RESULTS_PAGES_KEPT));
      let page = pages.get(key);
      if (!page) {
        // A search index that fails draws nothing here: the page's own search says so.
        const pictures = await firstResultPictures(searchEngine, snapshot, results).catch(() => []);
        page = pageAnswer(snapshot.version, key, pageWithResultsScreen(template, pictures));
        pages.set(key, page);
      }
      return sendCachedAnswer(request, reply, page, { type: HTML_TYPE, vary: 'accept-encoding, cookie' });
    }
    const screen = snapshot ? firstScreenOf(path, request.headers.cookie, snapshot) : null;
    if (!snapshot || !screen) return reply.type(HTML_TYPE).sendFile('index.html', webDir);
    const key = firstScreenKey(screen);
    const page = app.catalogue.memo(
      snapshot,
      key,
      () => pageAnswer(snapshot.version, key, pageWithPictures(pageWithFirstScreen(template, 'supply'), firstRowPictures(snapshot, screen))),
    );
    return sendCachedAnswer(request, reply, page, { type: HTML_TYPE, vary: 'accept-encoding, cookie' });
  };
}
