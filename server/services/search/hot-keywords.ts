import { createHash } from 'node:crypto';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Locale } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { searchLogs } from '../../db/schema';
import { normalizeQuery } from './search-tokenize';

export interface HotKeyword {
  keyword: string;
  count: number;
}

export interface HotKeywordList {
  res: HotKeyword[];
  /** Opaque: changes when the list does. */
  token: string;
}

/** At most this many hot keywords (spec §7 top search). */
export const HOT_KEYWORD_LIMIT = 10;
/** Searches of the last 30 days count. */
export const HOT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** A keyword searched only once is one person's search, not a hot one. */
export const HOT_MIN_SEARCHES = 2;
/** Distinct lower-cased keywords read before accent folding merges them. */
const HISTORY_ROWS = 200;

/** What a new shop shows before it has history: staples restaurants reorder most. */
export const CURATED_HOT_KEYWORDS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['wings', 'rice', 'oil', 'containers', 'mozzarella', 'soy sauce', 'shrimp', 'flour', 'gloves', 'napkins'],
  cn: ['鸡翅', '大米', '食用油', '餐盒', '奶酪', '酱油', '虾', '面粉', '手套', '餐巾纸'],
  fr: ['ailes', 'riz', 'huile', 'contenants', 'mozzarella', 'sauce soya', 'crevettes', 'farine', 'gants', 'serviettes'],
};

/**
 * The most searched keywords of the last 30 days in the shop and the caller's language, case-folded,
 * counting only searches that found something; curated keywords fill the list when history is short.
 */
export async function readHotKeywords(db: Database, shopId: number, locale: Locale, now: number): Promise<HotKeywordList> {
  const keyword = sql<string>`lower(${searchLogs.keyword})`;
  const searches = sql<number>`count(*)::int`;
  const rows = await db
    .select({ keyword, count: searches })
    .from(searchLogs)
    .where(
      and(
        eq(searchLogs.shopId, shopId),
        eq(searchLogs.language, locale),
        gt(searchLogs.resultCount, 0),
        gte(searchLogs.createdAt, new Date(now - HOT_WINDOW_MS)),
      ),
    )
    .groupBy(keyword)
    .orderBy(desc(searches), keyword)
    .limit(HISTORY_ROWS);

  // SQL folds case; accents and spacing ("Crème  brûlée", "creme brulee") are folded here.
  const history = new Map<string, HotKeyword>();
  for (const row of rows) {
    const key = normalizeQuery(row.keyword);
    if (key.length === 0) continue;
    const entry = history.get(key);
    if (entry) entry.count += Number(row.count);
    else history.set(key, { keyword: row.keyword.trim().replace(/\s+/g, ' '), count: Number(row.count) });
  }
  const res = [...history.values()]
    .filter((h) => h.count >= HOT_MIN_SEARCHES)
    .sort((a, b) => b.count - a.count || a.keyword.localeCompare(b.keyword))
    .slice(0, HOT_KEYWORD_LIMIT);
  const taken = new Set(res.map((h) => normalizeQuery(h.keyword)));
  for (const word of CURATED_HOT_KEYWORDS[locale]) {
    if (res.length >= HOT_KEYWORD_LIMIT) break;
    if (taken.has(normalizeQuery(word))) continue;
    taken.add(normalizeQuery(word));
    res.push({ keyword: word, count: 0 });
  }
  const token = createHash('sha256').update(`${shopId}:${locale}:${JSON.stringify(res)}`).digest('base64url').slice(0, 22);
  return { res, token };
}
