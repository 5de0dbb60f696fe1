/** Spec §5 Search, §9: suggestions need a trimmed query of at least 2 characters. */
export const SUGGESTION_MIN_CHARS = 2;

/** The keyword to search for: trimmed, inner whitespace collapsed; null for empty or whitespace-only input. */
export function normalizeKeyword(input: string): string | null {
  const keyword = input.trim().replace(/\s+/g, ' ');
  return keyword ? keyword : null;
}

/** Whether a query is long enough for suggestions; counts characters, not UTF-16 units ('鸡翅' is 2). */
export function wantsSuggestions(input: string): boolean {
  return [...input.trim()].length >= SUGGESTION_MIN_CHARS;
}
