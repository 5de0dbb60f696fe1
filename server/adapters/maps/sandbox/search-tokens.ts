/**
 * How the sandbox compares what a user types with place names: case and accents ignored ("Orléans"
 * = "orleans"), apostrophes dropped ("King's" = "kings"), other punctuation a word break, and the
 * usual long forms folded into Canada Post's abbreviations ("Street" = "St", "Boulevard" = "Blvd",
 * "West" = "W", "Saint" = "St").
 */

const SYNONYMS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  boul: 'blvd',
  bd: 'blvd',
  parkway: 'pkwy',
  circle: 'cir',
  crescent: 'cres',
  court: 'ct',
  place: 'pl',
  lane: 'ln',
  terrace: 'terr',
  highway: 'hwy',
  square: 'sq',
  west: 'w',
  east: 'e',
  north: 'n',
  south: 's',
  ouest: 'o',
  est: 'e',
  nord: 'n',
  sud: 's',
  saint: 'st',
  sainte: 'ste',
};

/** Street-name suffixes people often leave out ("Queen St" for "Queen St W"). */
export const DIRECTION_TOKENS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'o']);

export function searchTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((t) => SYNONYMS[t] ?? t);
}

/** "M5H 2N2" → m5h, 2n2 and m5h2n2, so the code matches typed with or without its space. */
export function postalCodeTokens(postalCode: string): string[] {
  const compact = postalCode.replace(/\s+/g, '').toLowerCase();
  return compact.length === 6 ? [compact.slice(0, 3), compact.slice(3), compact] : [compact];
}

/** A stable id fragment: "Queen St W" → "queen-st-w". */
export function slugOf(text: string): string {
  return searchTokens(text).join('-');
}
