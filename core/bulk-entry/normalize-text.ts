/**
 * The comparable form of a SKU, a product name or what a user typed: Unicode-compatible (full-width
 * digits and letters typed with a Chinese IME become ASCII), lower case, accents dropped ("pâtes"
 * finds "Pates"), runs of spaces collapsed.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalized text: runs of letters and digits (a Chinese name without spaces is one word). */
export function wordsOf(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Han, kana or hangul: names in those scripts are matched by substring, not by word prefix. */
export function hasCjk(text: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);
}
