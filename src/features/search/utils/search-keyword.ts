/** Spec §5 Search, §9: suggestions need a trimmed query of at least 2 characters. */
export const SUGGESTION_MIN_CHARS = 2;

/** The keyword to search for (core's rule, which the server's first screen of /results follows too). */
export { normalizeKeyword } from '../../../../core/search/keyword';

/** Whether a query is long enough for suggestions; counts characters, not UTF-16 units ('鸡翅' is 2). */
export function wantsSuggestions(input: string): boolean {
  return [...input.trim()].length >= SUGGESTION_MIN_CHARS;
}
