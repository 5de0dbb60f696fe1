/** Spec §3 Stored client state, §9 Search: history rules, kept pure. */

/** Entries kept; adding one more drops the oldest. */
export const HISTORY_MAX = 30;
/** Entries shown until 'show all'. */
export const HISTORY_VISIBLE = 8;
/** The owner of a guest's history. */
export const GUEST_HISTORY_OWNER = 'notLogin';

/** History is kept per username; guests share 'notLogin'. */
export function historyOwner(username: string | null | undefined): string {
  return username?.trim() ? username.trim() : GUEST_HISTORY_OWNER;
}

/** The newest search first; a repeated keyword (any letter case) moves to the front instead of doubling. */
export function addToHistory(entries: readonly string[], keyword: string, max = HISTORY_MAX): string[] {
  const entry = keyword.trim();
  if (!entry) return [...entries];
  const lower = entry.toLocaleLowerCase();
  const rest = entries.filter((e) => e.toLocaleLowerCase() !== lower);
  return [entry, ...rest].slice(0, max);
}

export function visibleHistory(entries: readonly string[], showAll: boolean): readonly string[] {
  return showAll ? entries : entries.slice(0, HISTORY_VISIBLE);
}

/** The 'show all' toggle appears only when there are more than 8 entries. */
export function hasHiddenHistory(entries: readonly string[]): boolean {
  return entries.length > HISTORY_VISIBLE;
}

export const isHistory = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');
