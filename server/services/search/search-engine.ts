import type { Locale } from '../../../core/schemas/common';
import type { Suggestion } from '../../../core/schemas/search';

/** One page of product ids, best match first, and how many products matched in all. */
export interface SearchHits {
  ids: number[];
  total: number;
}

/**
 * What every search backend does (spec §7 "hosted search index": filter `shop_id = <id> AND status = 0`).
 * The in-memory MiniSearch engine implements it today; a hosted index can replace it without the
 * routes changing. Implementations answer in the caller's language and may throw when the index is
 * unavailable: the routes turn that into an empty suggestion list (spec §8) or a 503.
 */
export interface SearchEngine {
  /** Up to `limit` products whose names start with or contain what was typed so far. */
  suggest(shopId: number, prefix: string, locale: Locale, limit: number): Promise<Suggestion[]>;
  /** The listed products of the shop matching `keyword`, ranked, sliced at offset/limit. */
  search(shopId: number, keyword: string, locale: Locale, offset: number, limit: number): Promise<SearchHits>;
}
