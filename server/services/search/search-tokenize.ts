/**
 * Text normalization and tokenization shared by the index and the queries, so "Bœuf" and "boeuf",
 * "crème" and "CREME" meet on one term, and Chinese (no spaces between words) is searchable by any
 * two characters it holds.
 */

/** Printable ASCII: nothing to fold but case. */
const ASCII = /^[ -~]*$/;
/** Letters NFKD does not decompose. */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/** Lower-cases and strips Latin accents and ligatures; CJK text passes through unchanged. */
export function foldText(text: string): string {
  // Most English names and SKUs: nothing to fold but case.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (c) => LIGATURES[c] ?? c);
}

/** Folded, trimmed, inner whitespace collapsed: the key of memoized answers and of hot keywords. */
export function normalizeQuery(text: string): string {
  return foldText(text).trim().replace(/\s+/g, ' ');
}

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
/** A run of CJK characters, or a run of other letters and digits. */
const RUN = new RegExp(`[${CJK_CLASS}]+|(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])+`, 'gu');
const CJK_START = new RegExp(`^[${CJK_CLASS}]`, 'u');
/** French elided articles and pronouns ("l’huile", "d’olive") carry no meaning of their own. */
const ELISION = /(^|[^\p{L}])(?:qu|[cdjlmnst])['’‘ʼ](?=\p{L})/gu;

const APOSTROPHE = /['’‘ʼ]/;
const ASCII_RUN = /[a-z0-9]+/g;

export const isCjk = (term: string): boolean => CJK_START.test(term);

/** The folded words and CJK runs of a text, in order: "Bœuf haché" → ["boeuf", "hache"]. */
export function textRuns(text: string): string[] {
  let folded = foldText(text);
  if (APOSTROPHE.test(folded)) folded = folded.replace(ELISION, '$1');
  return (ASCII.test(folded) ? folded.match(ASCII_RUN) : folded.match(RUN)) ?? [];
}

/** Every overlapping pair of characters of a CJK run: 罗马番茄 → 罗马, 马番, 番茄. */
function bigrams(chars: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** The terms of a text: Latin words as they are, each CJK run turned into terms by `cjkTerms`. */
function termsOf(text: string, cjkTerms: (chars: string[]) => string[]): string[] {
  const out: string[] = [];
  for (const run of textRuns(text)) {
    if (isCjk(run)) out.push(...cjkTerms([...run]));
    else out.push(run);
  }
  return out;
}

/**
 * Terms of an indexed text: Latin words, and for CJK runs each single character plus each
 * overlapping bigram, so a query of one or two characters matches anywhere inside a name.
 */
export function indexTokens(text: string): string[] {
  return termsOf(text, (chars) => (chars.length > 1 ? [...chars, ...bigrams(chars)] : chars));
}

/**
 * Terms of a query: Latin words as typed; a CJK run of two or more characters as its bigrams only
 * (all of which must match), a single CJK character as itself.
 */
export function queryTokens(text: string): string[] {
  return termsOf(text, (chars) => (chars.length === 1 ? chars : bigrams(chars)));
}

/** An SKU as one compact term ("PRD-1001" → "prd1001"), so it is found typed with or without the dash. */
export function compactSku(sku: string): string {
  return foldText(sku).replace(/[^\p{L}\p{N}]+/gu, '');
}
