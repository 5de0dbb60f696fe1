import { createHash } from 'node:crypto';
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import { LOCALES, type Locale, type LocalizedText } from '../../../core/schemas/common';
import { SEARCH_MIN_CHARS, type Suggestion } from '../../../core/schemas/search';
import type { CatalogueCache } from '../catalogue-cache';
import type { CatalogueSnapshot, ProductRecord } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';
import { BoundedCache } from './bounded-cache';
import { type BulkField, bulkMiniSearch } from './bulk-index';
import { NamePrefixTable, nameKey } from './name-prefix-table';
import type { SearchEngine, SearchHits } from './search-engine';
import { compactSku, indexTokens, isCjk, normalizeQuery, queryTokens, textRuns } from './search-tokenize';

type Field = 'name_en' | 'name_cn' | 'name_fr' | 'full_en' | 'full_cn' | 'full_fr' | 'sku' | 'cat_en' | 'cat_cn' | 'cat_fr';

/** What is indexed of a product: the stored row and the name of its category. */
export interface SearchDocument {
  product: ProductRecord;
  category: LocalizedText | undefined;
}

/** The full name past the name ("Roma Tomatoes, 25 lb case" → "25 lb case"): the name is indexed already. */
const packOf = (full: string, name: string): string => (full.startsWith(name) ? full.slice(name.length) : full);

/**
 * Names in three languages, the rest of the full names (the pack), the SKU (also as one compact term),
 * and the category name, so "食用油", "大米" or "contenants" find the aisle.
 */
const INDEXED: readonly (BulkField<SearchDocument> & { name: Field })[] = [
  { name: 'name_en', text: (d) => d.product.nameEn, tokenize: indexTokens },
  { name: 'name_cn', text: (d) => d.product.nameCn, tokenize: indexTokens },
  { name: 'name_fr', text: (d) => d.product.nameFr, tokenize: indexTokens },
  { name: 'full_en', text: (d) => packOf(d.product.fullName.en, d.product.nameEn), tokenize: indexTokens, repeats: true },
  { name: 'full_cn', text: (d) => packOf(d.product.fullName.cn, d.product.nameCn), tokenize: indexTokens, repeats: true },
  { name: 'full_fr', text: (d) => packOf(d.product.fullName.fr, d.product.nameFr), tokenize: indexTokens, repeats: true },
  { name: 'sku', text: (d) => d.product.sku, tokenize: (sku) => [...indexTokens(sku), compactSku(sku)] },
  { name: 'cat_en', text: (d) => d.category?.en ?? '', tokenize: indexTokens, repeats: true },
  { name: 'cat_cn', text: (d) => d.category?.cn ?? '', tokenize: indexTokens, repeats: true },
  { name: 'cat_fr', text: (d) => d.category?.fr ?? '', tokenize: indexTokens, repeats: true },
];

const FIELDS: Field[] = INDEXED.map((f) => f.name);
/** Suggestions complete product names (and SKUs), not pack sizes or aisles. */
const SUGGEST_FIELDS: Field[] = ['name_en', 'name_cn', 'name_fr', 'sku'];

/** The caller's language weighs most; the other languages still match ("chicken" typed on /fr). */
const BOOSTS: Record<Locale, Partial<Record<Field, number>>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      FIELDS.map((f) => {
        const own = f.endsWith(`_${locale}`);
        const weight = f === 'sku' ? 2 : f.startsWith('name_') ? (own ? 3 : 2) : f.startsWith('cat_') ? 0.3 : own ? 1 : 0.7;
        return [f, weight];
      }),
    ),
  ]),
) as Record<Locale, Partial<Record<Field, number>>>;

/** Matches deep into the result list are not worth keeping: the route caps offset at 10,000. */
const MAX_RANKED = 10_100;
/** Ranked id lists kept per shop index (later pages of a search, the same search again). */
const RANKED_MEMO = 512;

/**
 * Which typed words also match longer terms: CJK, words of 2+ letters, numbers of 3+ digits (SKUs).
 * A single letter or a short number ("d", "1") would complete to thousands of terms, meaning nothing.
 */
function completes(term: string): boolean {
  if (isCjk(term)) return true;
  return /^\d+$/.test(term) ? term.length >= 3 : term.length >= 2;
}

/** Suggestions rank the best-scored MiniSearch hits by name tier; they need a handful. */
const SUGGEST_TIER_TOP = 200;

/** Typo tolerance for Latin words of 4+ letters (1 edit, 2 from 8 letters); never for CJK, SKUs or numbers. */
function fuzziness(term: string): number | false {
  return term.length >= 4 && !isCjk(term) && !/\d/.test(term) ? 0.2 : false;
}

/** What was typed, folded once for ranking. */
interface QueryShape {
  text: string;
  runs: string[];
  sku: string;
}

/** Per product: the names to answer with; folded names and their words, computed when first ranked. */
interface IndexedProduct {
  id: number;
  display: Record<Locale, string>;
  sku: string;
  folded?: Record<Locale, string>;
  words?: Record<Locale, string[]>;
}

function foldedNames(doc: IndexedProduct): { folded: Record<Locale, string>; words: Record<Locale, string[]> } {
  if (!doc.folded || !doc.words) {
    const { en, cn, fr } = doc.display;
    doc.folded = { en: normalizeQuery(en), cn: normalizeQuery(cn), fr: normalizeQuery(fr) };
    doc.words = { en: textRuns(en), cn: textRuns(cn), fr: textRuns(fr) };
  }
  return { folded: doc.folded, words: doc.words };
}

/**
 * Lower is better: exact name (0), name starts with the query (1), every query word starts a word of
 * the name (2), in the caller's language; the same in another language (3–5); no name match (6).
 */
const NO_NAME_MATCH = 6;
const OTHER_LANGUAGE = 3;

function nameTier(doc: IndexedProduct, q: QueryShape, locale: Locale): number {
  if (q.sku.length > 0 && doc.sku === q.sku) return 0;
  const { folded, words: allWords } = foldedNames(doc);
  let best = NO_NAME_MATCH;
  for (const l of LOCALES) {
    const name = folded[l];
    const words = allWords[l];
    let tier: number;
    if (name === q.text) tier = 0;
    else if (name.startsWith(q.text)) tier = 1;
    else if (q.runs.length > 0 && q.runs.every((r) => (isCjk(r) ? name.includes(r) : words.some((w) => w.startsWith(r))))) tier = 2;
    else continue;
    best = Math.min(best, l === locale ? tier : tier + OTHER_LANGUAGE);
  }
  return best;
}

/** The search index of one shop's listed products: MiniSearch, plus a name-prefix table per language for suggestions. */
export class ShopSearchIndex {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly list: IndexedProduct[];
  private readonly products = new Map<number, IndexedProduct>();
  private readonly prefixTables: Partial<Record<Locale, NamePrefixTable>> = {};
  private readonly ranked = new BoundedCache<string, { ids: number[]; total: number }>(RANKED_MEMO);

  constructor(docs: readonly SearchDocument[]) {
    this.index = bulkMiniSearch(docs, (d) => d.product.id, INDEXED, {
      idField: 'id',
      processTerm: (term) => term,
      searchOptions: { tokenize: queryTokens, processTerm: (term) => term },
    });
    this.list = docs.map(({ product: p }) => ({
      id: p.id,
      display: { en: productName(p, 'en'), cn: productName(p, 'cn'), fr: productName(p, 'fr') },
      sku: compactSku(p.sku),
    }));
    for (const doc of this.list) this.products.set(doc.id, doc);
  }

  get size(): number {
    return this.products.size;
  }

  /**
   * Matches best first: name tier, then MiniSearch's BM25 score (prefix and fuzzy matches weigh
   * less). `tierTop` ranks only that many best-scored hits by tier (suggestions need a few).
   */
  private rank(
    q: QueryShape,
    keyword: string,
    locale: Locale,
    mode: 'search' | 'suggest',
    combineWith: 'AND' | 'OR',
    tierTop = Infinity,
  ): IndexedProduct[] {
    const options: SearchOptions = {
      fields: mode === 'suggest' ? SUGGEST_FIELDS : FIELDS,
      boost: BOOSTS[locale],
      prefix: completes,
      fuzzy: fuzziness,
      combineWith,
    };
    const hits = this.index.search(keyword, options);
    const scored: { doc: IndexedProduct; tier: number; score: number }[] = [];
    for (const hit of hits.length > tierTop ? hits.slice(0, tierTop) : hits) {
      const doc = this.products.get(hit.id as number);
      if (doc) scored.push({ doc, tier: nameTier(doc, q, locale), score: hit.score });
    }
    scored.sort((a, b) => a.tier - b.tier || b.score - a.score || a.doc.id - b.doc.id);
    return scored.map((s) => s.doc);
  }

  /**
   * Names in the caller's language holding what was typed at a word start come first (from the
   * prefix table: exact name, then names starting with it, shorter first); MiniSearch fills the rest
   * (typos, other languages, words out of order).
   */
  suggest(prefix: string, locale: Locale, limit: number): Suggestion[] {
    const q = queryShape(prefix);
    // Two characters that mean something: "盘（" or "1 " is one.
    if (nameKey(prefix).length < SEARCH_MIN_CHARS) return [];
    const out: Suggestion[] = [];
    const ids = new Set<number>();
    const texts = new Set<string>();
    const take = (doc: IndexedProduct): boolean => {
      if (ids.has(doc.id)) return false;
      ids.add(doc.id);
      const text = doc.display[locale];
      // Two pack sizes of one product read the same: suggest the name once.
      if (texts.has(text)) return false;
      texts.add(text);
      out.push({ text, product_id: doc.id, objectID: String(doc.id) });
      return out.length >= limit;
    };
    const table = (this.prefixTables[locale] ??= new NamePrefixTable(this.list.map((d) => d.display[locale])));
    for (const match of table.top(prefix, limit * 2)) if (take(this.list[match.index]!)) return out;
    // The table finds every name holding a single Chinese run; MiniSearch could add nothing.
    if (q.runs.length === 1 && isCjk(q.runs[0]!)) return out;
    // A last word of one letter ("chicken w") would complete to thousands of terms: the table
    // completed it in the caller's language; MiniSearch looks for the words before it.
    const last = q.runs[q.runs.length - 1]!;
    const words = q.runs.length > 1 && last.length === 1 && !isCjk(last) ? q.runs.slice(0, -1).join(' ') : prefix;
    for (const doc of this.rank(q, words, locale, 'suggest', 'AND', SUGGEST_TIER_TOP)) if (take(doc)) return out;
    return out;
  }

  search(keyword: string, locale: Locale, offset: number, limit: number): SearchHits {
    const q = queryShape(keyword);
    const key = `${locale}\u0000${q.text}`;
    let hits = this.ranked.get(key);
    if (!hits) {
      let docs = q.text.length > 0 ? this.rank(q, keyword, locale, 'search', 'AND') : [];
      // Every word must match; if that finds nothing, any word may ("jasmine rice for sushi").
      if (docs.length === 0 && q.runs.length > 1) docs = this.rank(q, keyword, locale, 'search', 'OR');
      hits = { ids: docs.slice(0, MAX_RANKED).map((d) => d.id), total: docs.length };
      this.ranked.set(key, hits);
    }
    return { ids: hits.ids.slice(offset, offset + limit), total: hits.total };
  }
}

function queryShape(text: string): QueryShape {
  return { text: normalizeQuery(text), runs: textRuns(text), sku: compactSku(text) };
}

/** The spec's filter `shop_id = <id> AND status = 0`: listed products the shop sells. */
export function shopDocuments(snapshot: CatalogueSnapshot, shopId: number): SearchDocument[] {
  const stock = snapshot.stock.get(shopId);
  if (!stock) return [];
  const list: SearchDocument[] = [];
  for (const id of stock.keys()) {
    const product = snapshot.products.get(id);
    if (product && product.status === 0) list.push({ product, category: snapshot.categoriesById.get(product.categoryId)?.name });
  }
  return list;
}

/** What the index of a shop is built from, hashed: equal fingerprints give equal indexes. */
function fingerprint(docs: readonly SearchDocument[]): string {
  const hash = createHash('sha1');
  for (const doc of docs) {
    let line = String(doc.product.id);
    for (const field of INDEXED) line += `\u0001${field.text(doc)}`;
    hash.update(`${line}\u0002`);
  }
  return hash.digest('base64url');
}

/**
 * The in-memory engine: one index per shop, built on first use from the current catalogue snapshot
 * and memoized with it, so a catalogue change (new version → new snapshot) rebuilds it. Most new
 * versions only move stock or prices (every order bumps it): when the names, SKUs and listings a shop's
 * index is built from are unchanged (same fingerprint), the previous index is reused instead.
 */
export class MiniSearchEngine implements SearchEngine {
  private readonly latest = new Map<number, { fingerprint: string; index: ShopSearchIndex }>();

  constructor(private readonly catalogue: CatalogueCache) {}

  async shopIndex(shopId: number): Promise<ShopSearchIndex> {
    const snapshot = await this.catalogue.current();
    return this.catalogue.memo(snapshot, `search-index:${shopId}`, () => {
      const docs = shopDocuments(snapshot, shopId);
      const print = fingerprint(docs);
      const previous = this.latest.get(shopId);
      if (previous?.fingerprint === print) return previous.index;
      const index = new ShopSearchIndex(docs);
      this.latest.set(shopId, { fingerprint: print, index });
      return index;
    });
  }

  async suggest(shopId: number, prefix: string, locale: Locale, limit: number): Promise<Suggestion[]> {
    return (await this.shopIndex(shopId)).suggest(prefix, locale, limit);
  }

  async search(shopId: number, keyword: string, locale: Locale, offset: number, limit: number): Promise<SearchHits> {
    return (await this.shopIndex(shopId)).search(keyword, locale, offset, limit);
  }
}
