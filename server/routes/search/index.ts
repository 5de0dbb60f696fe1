import { CachedAnswer, catalogueEtag, sendCachedAnswer, sendJsonBytes } from '../../http/cached-answer';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ProductSummary } from '../../../core/schemas/catalogue';
import type { Locale } from '../../../core/schemas/common';
import { autoMatchQuerySchema, autoMatchResponseSchema, SEARCH_MIN_CHARS, searchBodySchema, searchResponseSchema, searchStatLogBodySchema, searchStatLogResponseSchema, topSearchQuerySchema, topSearchResponseSchema } from '../../../core/schemas/search';
import { searchEvents, searchLogs } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { requireShop } from '../../services/catalogue-lookup';
import type { CatalogueSnapshot } from '../../services/catalogue-snapshot';
import { productSummary } from '../../services/catalogue-views';
import { BoundedCache } from '../../services/search/bounded-cache';
import { listedProducts } from '../../services/search/listed-products';
import { readHotKeywords } from '../../services/search/hot-keywords';
import { MiniSearchEngine } from '../../services/search/minisearch-engine';
import type { SearchEngine } from '../../services/search/search-engine';
import { SearchLogWriter } from '../../services/search/search-log-writer';
import { normalizeQuery } from '../../services/search/search-tokenize';

const EMPTY_SUGGESTIONS = Buffer.from(JSON.stringify({ status: 1 as const, data: { suggestions: [] } }));
/** Suggestion answers kept per catalogue snapshot, by shop, language, limit and folded prefix. */
const SUGGEST_MEMO_ENTRIES = 20_000;
/** Search result pages kept per catalogue snapshot (each waits only for its dot_token), capped in bytes too. */
const SEARCH_MEMO_ENTRIES = 4_000;
const SEARCH_MEMO_BYTES = 64 * 1024 * 1024;
/** Top search answers live this long per shop and language. */
const TOP_SEARCH_TTL_MS = 60_000;

export interface SearchRoutesOptions {
  /** The search backend; the in-memory MiniSearch engine unless a hosted one is given. */
  engine?: SearchEngine;
}

type SearchRequest = FastifyRequest<{ Body: z.infer<typeof searchBodySchema> }>;

interface SearchPage {
  /** The encoded answer up to the dot_token's value. */
  head: Buffer;
  total: number;
}

/** Random bytes drawn in blocks: one system call per 256 searches, not one each. */
let entropy = Buffer.alloc(0);
let entropyAt = 0;
/** A random, url-safe token (128 bits) tying later clicks and adds (search_stat_log) to one search. */
function newDotToken(): string {
  if (entropyAt + 16 > entropy.length) {
    entropy = randomBytes(16 * 256);
    entropyAt = 0;
  }
  entropyAt += 16;
  return entropy.toString('base64url', entropyAt - 16, entropyAt);
}

/** Product search calls of spec §7 (Catalogue and shops) with the rules of §5 and §9 (Search). */
const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, opts) => {
  const engine = opts.engine ?? new MiniSearchEngine(app.catalogue);
  const searchLog = new SearchLogWriter(app.db, app.log);
  app.addHook('onClose', () => searchLog.flush());

  // Cached with its compressed forms (http/cached-answer.ts): no per-request compression hooks.
  app.get('/api/search/auto_match', { schema: { querystring: autoMatchQuerySchema, response: { 200: autoMatchResponseSchema } }, compress: false }, async (request, reply) => {
    const { prefix, shop_id, limit } = request.query;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    // Spec §5: fewer than 2 characters after trimming gives an empty list, not an error.
    if ([...prefix.trim()].length < SEARCH_MIN_CHARS) return sendJsonBytes(reply, EMPTY_SUGGESTIONS);
    const memo = app.catalogue.memo(snapshot, 'search-suggestions', () => new BoundedCache<string, CachedAnswer>(SUGGEST_MEMO_ENTRIES));
    // As typed first (no folding on a hit), then folded: "Crème" and "creme" share one answer.
    const typedKey = `t:${shop_id}:${request.locale}:${limit}:${prefix}`;
    let body = memo.get(typedKey);
    if (!body) {
      const key = `n:${shop_id}:${request.locale}:${limit}:${normalizeQuery(prefix)}`;
      body = memo.get(key);
      if (!body) {
        try {
          const suggestions = await engine.suggest(shop_id, prefix, request.locale, limit);
          // Kept with its ETag and compressed forms, like the menu: a repeat asks cost a 304 or a copy.
          body = new CachedAnswer(catalogueEtag(snapshot.version, key), Buffer.from(JSON.stringify({ status: 1 as const, data: { suggestions } })));
        } catch (err) {
          // Spec §8: a search-index failure gives an empty suggestion list (not memoized: it may recover).
          request.log.error({ err }, 'search index failed; answering no suggestions');
          return sendJsonBytes(reply, EMPTY_SUGGESTIONS);
        }
        memo.set(key, body);
      }
      memo.set(typedKey, body);
    }
    return sendCachedAnswer(request, reply, body);
  });

  app.post('/api/products/search', { schema: { body: searchBodySchema, response: { 200: searchResponseSchema } } }, async (request, reply) => {
    const { shop_id, keyword, offset, limit } = request.body;
    const locale = request.locale;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    const memo = app.catalogue.memo(
      snapshot,
      'search-pages',
      () => new BoundedCache<string, SearchPage>(SEARCH_MEMO_ENTRIES, (page) => page.head.length, SEARCH_MEMO_BYTES),
    );
    // As typed first (no folding on a hit), then folded.
    const typedKey = `t:${shop_id}:${locale}:${offset}:${limit}:${keyword}`;
    let page = memo.get(typedKey);
    if (!page) {
      const key = `n:${shop_id}:${locale}:${offset}:${limit}:${normalizeQuery(keyword)}`;
      page = memo.get(key) ?? (await searchPage(request, snapshot));
      memo.set(key, page);
      memo.set(typedKey, page);
    }
    const dotToken = newDotToken();
    searchLog.add({ dotToken, shopId: shop_id, keyword: keyword.replace(/\s+/g, ' '), language: locale, resultCount: page.total });
    return sendJsonBytes(reply, Buffer.concat([page.head, Buffer.from(`${dotToken}"}}`)]));
  });

  /** A page of results, encoded once but for the dot_token each search gets. */
  async function searchPage(request: SearchRequest, snapshot: CatalogueSnapshot): Promise<SearchPage> {
    const { shop_id: shopId, keyword, offset, limit } = request.body;
    const locale = request.locale;
    let hits;
    try {
      hits = await engine.search(shopId, keyword, locale, offset, limit);
    } catch (err) {
      request.log.error({ err }, 'search index failed');
      throw new ApiError(503, 'SEARCH_UNAVAILABLE', 'search.unavailable');
    }
    const products: ProductSummary[] = listedProducts(snapshot, shopId, hits.ids).map(({ product, stock }) =>
      productSummary(product, snapshot.categoriesById.get(product.categoryId), stock, locale),
    );
    const json = JSON.stringify({ status: 1 as const, data: { products, total: hits.total, dot_token: '' } });
    return { head: Buffer.from(json.slice(0, json.length - '"}}'.length)), total: hits.total };
  }

  const topSearches = new Map<string, { expires: number; body: Promise<Buffer> }>();
  app.get('/api/products/top_search', { schema: { querystring: topSearchQuerySchema, response: { 200: topSearchResponseSchema } } }, async (request, reply) => {
    const { shop_id } = request.query;
    requireShop(await app.catalogue.current(), shop_id);
    const key = `${shop_id}:${request.locale}`;
    const now = Date.now();
    let entry = topSearches.get(key);
    if (!entry || entry.expires <= now) {
      entry = { expires: now + TOP_SEARCH_TTL_MS, body: readTopSearch(shop_id, request.locale, now) };
      topSearches.set(key, entry);
      // A failed read is not cached: the next call tries again.
      const pending = entry;
      pending.body.catch(() => {
        if (topSearches.get(key) === pending) topSearches.delete(key);
      });
    }
    return sendJsonBytes(reply, await entry.body);
  });

  async function readTopSearch(shopId: number, locale: Locale, now: number): Promise<Buffer> {
    // Searches answered a moment ago count too.
    await searchLog.flush();
    const data = await readHotKeywords(app.db, shopId, locale, now);
    return Buffer.from(JSON.stringify({ status: 1 as const, data }));
  }

  app.post('/api/products/search_stat_log', { schema: { body: searchStatLogBodySchema, response: { 200: searchStatLogResponseSchema } } }, async (request) => {
    const { dot_token, product_id, event } = request.body;
    if (searchLog.isQueued(dot_token)) await searchLog.flush();
    const [search] = await app.db
      .select({ id: searchLogs.id })
      .from(searchLogs)
      .where(eq(searchLogs.dotToken, dot_token))
      .limit(1);
    // An unknown or expired token is not the user's problem: nothing is logged, nothing fails.
    if (!search) return { status: 1 as const, data: { logged: false } };
    await app.db.insert(searchEvents).values({ dotToken: dot_token, productId: product_id, event });
    return { status: 1 as const, data: { logged: true } };
  });
};

export default searchRoutes;
