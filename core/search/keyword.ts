/** Results per page of a product search; 'load more' fetches the next page (the results page and the server's first screen). */
export const SEARCH_PAGE_SIZE = 24;

/** The keyword to search for: trimmed, inner whitespace collapsed; null for empty or whitespace-only input. */
export function normalizeKeyword(input: string): string | null {
  const keyword = input.trim().replace(/\s+/g, ' ');
  return keyword ? keyword : null;
}

/** The longest keyword a search takes (characters, after trimming). */
export const SEARCH_KEYWORD_MAX = 100;
