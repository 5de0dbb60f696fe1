import { hasCjk, normalizeText, wordsOf } from './normalize-text';

/** What the index needs of a product (core/schemas/agent SkuIndexRow has it). */
export interface SearchableProduct {
  product_id: number;
  sku: string;
  name: string;
  /** 0 listed, 1 delisted: listed products rank first among equals. */
  status: number;
}

/**
 * The SKU index of one shop, shipping type and language held in memory and searched on every
 * keystroke of bulk entry. Built once (sorted SKUs and sorted name words, each with its row), so a
 * keystroke is two binary searches and a walk over the matching range instead of a scan of every
 * product; Chinese text, which has no word breaks, is matched by substring.
 */
export interface SkuSearchIndex<P extends SearchableProduct = SearchableProduct> {
  readonly products: readonly P[];
  readonly byProductId: ReadonlyMap<number, number>;
  readonly bySku: ReadonlyMap<string, number>;
  readonly byName: ReadonlyMap<string, readonly number[]>;
  /** Normalized SKUs in code-unit order, and the row of each. */
  readonly skus: readonly string[];
  readonly skuRows: Int32Array;
  /** Normalized name words in code-unit order, and the row of each. */
  readonly words: readonly string[];
  readonly wordRows: Int32Array;
  readonly names: readonly string[];
  readonly nameWords: readonly (readonly string[])[];
}

export const SUGGESTION_LIMIT = 8;

export function createSkuSearchIndex<P extends SearchableProduct>(products: readonly P[]): SkuSearchIndex<P> {
  const byProductId = new Map<number, number>();
  const bySku = new Map<string, number>();
  const byName = new Map<string, number[]>();
  const names: string[] = [];
  const nameWords: string[][] = [];
  const skuPairs: [string, number][] = [];
  const wordPairs: [string, number][] = [];
  products.forEach((product, row) => {
    byProductId.set(product.product_id, row);
    const sku = normalizeText(product.sku);
    if (sku !== '') {
      // Two products with one SKU: the listed one answers to it.
      const existing = bySku.get(sku);
      if (existing === undefined || (products[existing]!.status !== 0 && product.status === 0)) bySku.set(sku, row);
      skuPairs.push([sku, row]);
    }
    const name = normalizeText(product.name);
    names.push(name);
    const list = byName.get(name);
    if (list) list.push(row);
    else byName.set(name, [row]);
    const words = [...new Set(wordsOf(name))];
    nameWords.push(words);
    for (const word of words) wordPairs.push([word, row]);
  });
  const byText = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]);
  skuPairs.sort(byText);
  wordPairs.sort(byText);
  return {
    products,
    byProductId,
    bySku,
    byName,
    skus: skuPairs.map((pair) => pair[0]),
    skuRows: Int32Array.from(skuPairs, (pair) => pair[1]),
    words: wordPairs.map((pair) => pair[0]),
    wordRows: Int32Array.from(wordPairs, (pair) => pair[1]),
    names,
    nameWords,
  };
}

/** [from, to) of the sorted entries that start with `prefix`. */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const lowerBound = (value: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
}

/**
 * Rows whose name matches every word typed (each a prefix of one of the name's words), or, for
 * Chinese, whose name holds the typed text. Unordered.
 */
export function nameMatches(index: SkuSearchIndex, normalizedQuery: string): number[] {
  if (normalizedQuery === '') return [];
  if (hasCjk(normalizedQuery)) {
    const compact = normalizedQuery.replace(/\s+/g, '');
    const out: number[] = [];
    index.names.forEach((name, row) => {
      if (name.replace(/\s+/g, '').includes(compact)) out.push(row);
    });
    return out;
  }
  const typed = [...new Set(wordsOf(normalizedQuery))];
  if (typed.length === 0) return [];
  // The longest word is usually the most selective: walk its range, check the others per row.
  const pivot = typed.reduce((a, b) => (b.length > a.length ? b : a));
  const others = typed.filter((word) => word !== pivot);
  const [from, to] = prefixRange(index.words, pivot);
  const seen = new Set<number>();
  const out: number[] = [];
  for (let i = from; i < to; i++) {
    const row = index.wordRows[i]!;
    if (seen.has(row)) continue;
    seen.add(row);
    const words = index.nameWords[row]!;
    if (others.every((word) => words.some((candidate) => candidate.startsWith(word)))) out.push(row);
  }
  return out;
}

/**
 * Rank of a name match, lower first: the name starts with what was typed, then a listed product,
 * then the shorter name, then the name in order.
 */
function compareNameMatch(index: SkuSearchIndex, query: string): (a: number, b: number) => number {
  const starts = (row: number) => (index.names[row]!.startsWith(query) ? 0 : 1);
  return (a, b) =>
    starts(a) - starts(b) ||
    index.products[a]!.status - index.products[b]!.status ||
    index.names[a]!.length - index.names[b]!.length ||
    (index.names[a]! < index.names[b]! ? -1 : index.names[a]! > index.names[b]! ? 1 : 0);
}

/** The best `limit` rows of `rows` by `compare`, without sorting them all (rows may be thousands). */
function topRows(rows: readonly number[], compare: (a: number, b: number) => number, limit: number): number[] {
  const top: number[] = [];
  for (const row of rows) {
    if (top.length === limit && compare(row, top[limit - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && compare(row, top[at - 1]!) < 0) at--;
    top.splice(at, 0, row);
    if (top.length > limit) top.pop();
  }
  return top;
}

/**
 * The suggestions for what was typed (rows of index.products): the exact SKU first, then SKUs that
 * start with it, then names matching its words (see nameMatches), at most `limit`.
 */
export function suggestProducts(index: SkuSearchIndex, typed: string, limit = SUGGESTION_LIMIT): number[] {
  const query = normalizeText(typed);
  if (query === '' || limit <= 0) return [];
  const out: number[] = [];
  const taken = new Set<number>();
  const take = (row: number) => {
    if (out.length < limit && !taken.has(row)) {
      taken.add(row);
      out.push(row);
    }
  };
  const exact = index.bySku.get(query);
  if (exact !== undefined) take(exact);
  const [from, to] = prefixRange(index.skus, query);
  for (let i = from; i < to && out.length < limit; i++) take(index.skuRows[i]!);
  if (out.length < limit) {
    const matches = nameMatches(index, query).filter((row) => !taken.has(row));
    for (const row of topRows(matches, compareNameMatch(index, query), limit - out.length)) take(row);
  }
  return out;
}

export type Resolution = { kind: 'product'; row: number } | { kind: 'ambiguous'; candidates: number[] } | { kind: 'unknown' };

/** How many candidates an ambiguous name lists. */
export const AMBIGUOUS_CANDIDATES = 5;

/**
 * What a pasted or typed SKU-or-name stands for without a pick from the list: the exact SKU (any
 * case); else a name typed in full that only one product has; else the one product whose name
 * matches the words. Several matching names are ambiguous (the best few are given), none unknown.
 */
export function resolveQuery(index: SkuSearchIndex, typed: string): Resolution {
  const query = normalizeText(typed);
  if (query === '') return { kind: 'unknown' };
  const bySku = index.bySku.get(query);
  if (bySku !== undefined) return { kind: 'product', row: bySku };
  const compare = compareNameMatch(index, query);
  const sameName = index.byName.get(query);
  if (sameName && sameName.length === 1) return { kind: 'product', row: sameName[0]! };
  if (sameName && sameName.length > 1) return { kind: 'ambiguous', candidates: topRows(sameName, compare, AMBIGUOUS_CANDIDATES) };
  const matches = nameMatches(index, query);
  if (matches.length === 1) return { kind: 'product', row: matches[0]! };
  if (matches.length > 1) return { kind: 'ambiguous', candidates: topRows(matches, compare, AMBIGUOUS_CANDIDATES) };
  return { kind: 'unknown' };
}
