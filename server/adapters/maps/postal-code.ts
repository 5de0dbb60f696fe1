/** Canadian postal codes: `A1A 1A1`; the first three characters are the forward sortation area (FSA). */

const POSTAL_CODE = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:\s*(\d[ABCEGHJ-NPRSTV-Z]\d))?\b/i;

/** A Canadian postal code (or its first three characters) inside free text, in `A1A 1A1` form. */
export function findPostalCode(text: string): { fsa: string; full?: string } | undefined {
  const match = POSTAL_CODE.exec(text);
  if (!match?.[1]) return undefined;
  const fsa = match[1].toUpperCase();
  return match[2] ? { fsa, full: `${fsa} ${match[2].toUpperCase()}` } : { fsa };
}
