/**
 * The substitution rule (issue 20): when a line cannot be filled, the proposed substitute is a product
 * of the same category and the same kind (`kin`), whose unit price is within 10 % of the missing
 * product's and whose size is the closest to it. Callers pass prices in integer cents and sizes in one base unit (grams, millilitres or
 * pieces, as the caller normalises them); a size of null means "unknown" and only matches another
 * unknown size. Pure: the caller decides stock and listing and prices the accepted substitute with the
 * same core pricing rules as any other line.
 */
export interface SubstituteCandidate {
  productId: number;
  category: number;
  /** Unit price in integer cents. */
  priceCents: number;
  /** Size in the caller's base unit, or null when the product has none. */
  size: number | null;
  /** Whether the product can fill the requested quantity now (listed and in stock). */
  available: boolean;
  /** What the product is, from its English name (`productKind`); when both sides have one, they must be kin. */
  kind?: ProductKind;
}

/**
 * What a product is, read from its English name: its words (lower case, singular, without sizes, pack
 * terms and colours) and its head, the last of them ("Yellow Cooking Onions" → onion; "Gai Lan (Chinese
 * Broccoli)" → broccoli). Categories are broad (a produce aisle holds avocados and garlic), so price and
 * size alone would propose peeled garlic for avocados.
 */
export interface ProductKind {
  words: readonly string[];
  head: string | null;
}

const NOT_A_KIND = new Set([
  'and', 'with', 'for', 'the', 'of', 'in', 'pack', 'case', 'bag', 'box', 'pail', 'tub', 'jar', 'can', 'bottle', 'each', 'per',
  'fresh', 'frozen', 'whole', 'large', 'small', 'medium', 'jumbo', 'extra', 'grade', 'premium', 'select', 'original', 'classic',
  'style', 'organic', 'local', 'plain', 'raw', 'cooked', 'pre', 'cut', 'sliced', 'diced', 'chopped', 'shredded', 'peeled',
  'red', 'green', 'yellow', 'white', 'black', 'brown', 'golden', 'light', 'dark',
]);

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word === 'feet') return 'foot';
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function productKind(nameEn: string): ProductKind {
  const words = (nameEn.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3).map(singular).filter((w) => !NOT_A_KIND.has(w));
  return { words, head: words.at(-1) ?? null };
}

/** Kin: one's head is among the other's words ("Mustard Oil" and "Vegetable Oil"; not "Chicken Feet" and "Chicken Wings"). */
export function kin(a: ProductKind, b: ProductKind): boolean {
  return (a.head !== null && b.words.includes(a.head)) || (b.head !== null && a.words.includes(b.head));
}

/** The largest price difference allowed, as a fraction of the missing product's price. */
export const SUBSTITUTE_PRICE_TOLERANCE = 0.1;
/** The largest size difference allowed, as a fraction of the missing product's size. */
export const SUBSTITUTE_SIZE_TOLERANCE = 0.25;

function priceClose(missing: number, candidate: number): boolean {
  // Integer arithmetic: |candidate - missing| * 10 <= missing, i.e. within 10 %.
  return Math.abs(candidate - missing) * Math.round(1 / SUBSTITUTE_PRICE_TOLERANCE) <= missing;
}

function sizeDistance(missing: number | null, candidate: number | null): number | null {
  if (missing === null || candidate === null) return missing === candidate ? 0 : null;
  if (missing <= 0) return candidate === missing ? 0 : null;
  const relative = Math.abs(candidate - missing) / missing;
  return relative <= SUBSTITUTE_SIZE_TOLERANCE ? relative : null;
}

/**
 * The best substitute for `missing` among `candidates`, or null when none qualifies. Ties are broken by
 * the closer size, then the closer price, then the lower product id so the choice is deterministic.
 */
export function proposeSubstitute(
  missing: SubstituteCandidate,
  candidates: readonly SubstituteCandidate[],
): SubstituteCandidate | null {
  let best: { candidate: SubstituteCandidate; size: number; price: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.productId === missing.productId || !candidate.available) continue;
    if (candidate.category !== missing.category) continue;
    if (missing.kind && candidate.kind && !kin(missing.kind, candidate.kind)) continue;
    if (!priceClose(missing.priceCents, candidate.priceCents)) continue;
    const size = sizeDistance(missing.size, candidate.size);
    if (size === null) continue;
    const price = Math.abs(candidate.priceCents - missing.priceCents);
    if (
      best === null ||
      size < best.size ||
      (size === best.size && (price < best.price || (price === best.price && candidate.productId < best.candidate.productId)))
    ) {
      best = { candidate, size, price };
    }
  }
  return best?.candidate ?? null;
}

/**
 * The row total of a line once substituted after checkout (issue 20): the substitute's unit price
 * times the quantity, never more than the row checkout charged for the original (a buyer is never
 * charged more than checkout said; a cheaper substitute lowers the settled total).
 */
export function substitutedRowTotalCents(unitPriceCents: number, qty: number, originalRowTotalCents: number): number {
  return Math.min(unitPriceCents * qty, originalRowTotalCents);
}
