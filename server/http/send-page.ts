import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bannerCacheFor } from '../services/banners/banner-cache';
import { firstRowPictures, firstScreenKey, firstScreenOf, homeScreenOf, pageWithBannerPreload, pageWithPictures } from '../services/web/first-screen';
import { CachedAnswer, sendCachedAnswer } from './cached-answer';

const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * Sends the single-page app's index.html for a page route. On a supply page for a visitor with a
 * shop, the page comes with the first row's pictures drawn into its app shell
 * (server/services/web/first-screen.ts): built and compressed once per catalogue version and view,
 * like a catalogue answer, with an ETag naming both and the build. Otherwise the built file as it is
 * (precompressed, with its own ETag). A home page for a visitor with a shop comes with a preload of
 * the first banner it shows.
 */
export function pageSender(app: FastifyInstance, webDir: string): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void> {
  const template = readFileSync(join(webDir, 'index.html'), 'utf8');
  const build = createHash('sha256').update(template).digest('base64url').slice(0, 12);
  return async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const snapshot = await app.catalogue.current().catch(() => null);
    const home = snapshot ? homeScreenOf(path, request.headers.cookie, snapshot) : null;
    if (snapshot && home) {
      const [banner] = await bannerCacheFor(app.db).shown(home.shopId, home.locale, snapshot.read.edits, app.clock());
      if (banner) {
        // Keyed by the banner shown first: its window opening or closing changes the page and its ETag.
        const key = `page:home:${home.shopId}:${home.locale}:${banner.id}:${banner.image}`;
        const page = app.catalogue.memo(
          snapshot,
          key,
          () => new CachedAnswer(`"p${snapshot.version}-${build}-${encodeURIComponent(key)}"`, Buffer.from(pageWithBannerPreload(template, banner))),
        );
        return sendCachedAnswer(request, reply, page, { type: HTML_TYPE, vary: 'accept-encoding, cookie' });
      }
    }
    const screen = snapshot ? firstScreenOf(path, request.headers.cookie, snapshot) : null;
    if (!snapshot || !screen) return reply.type(HTML_TYPE).sendFile('index.html', webDir);
    const key = firstScreenKey(screen);
    const page = app.catalogue.memo(
      snapshot,
      key,
      () => new CachedAnswer(`"p${snapshot.version}-${build}-${encodeURIComponent(key)}"`, Buffer.from(pageWithPictures(template, firstRowPictures(snapshot, screen)))),
    );
    return sendCachedAnswer(request, reply, page, { type: HTML_TYPE, vary: 'accept-encoding, cookie' });
  };
}
