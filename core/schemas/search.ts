import { z } from 'zod';
import { idParam, okEnvelope } from './common';
import { productSummarySchema } from './catalogue';
import { SEARCH_KEYWORD_MAX } from '../search/keyword';

/** Product search calls of spec §7 (Catalogue and shops) and §5 (Search). */

/** Suggestions need a trimmed query of at least 2 characters (spec §5 Search, §9). */
export const SEARCH_MIN_CHARS = 2;

export const searchBodySchema = z.object({
  shop_id: idParam,
  keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export const searchResultSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.number().int(),
  /** Ties later clicks and adds (search_stat_log) to this search. */
  dot_token: z.string(),
});
export const searchResponseSchema = okEnvelope(searchResultSchema);

export const autoMatchQuerySchema = z.object({
  prefix: z.string().max(100),
  shop_id: idParam,
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export const suggestionSchema = z.object({
  /** The text to show and search for, in the caller's language. */
  text: z.string(),
  product_id: z.number().int(),
  /** objectID of the search-index hit (spec §3 Search-index product hit). */
  objectID: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const autoMatchResponseSchema = okEnvelope(z.object({ suggestions: z.array(suggestionSchema) }));

export const topSearchQuerySchema = z.object({ shop_id: idParam });
export const topSearchResponseSchema = okEnvelope(
  z.object({ res: z.array(z.object({ keyword: z.string(), count: z.number().int() })), token: z.string() }),
);

export const searchStatLogBodySchema = z.object({
  dot_token: z.string().trim().min(8).max(64),
  product_id: idParam,
  event: z.enum(['click', 'add_to_cart']),
});
export const searchStatLogResponseSchema = okEnvelope(z.object({ logged: z.boolean() }));
