/**
 * Canadian postal codes (spec §5 Address book): `A1A 1A1`. Letters D, F, I, O, Q and U never appear,
 * and W and Z never start a code.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** `m5v3l9`, `M5V-3L9`, ` M5V 3L9 ` → `M5V 3L9`; anything else → undefined. */
export function normalizePostalCode(text: string): string | undefined {
  const match = POSTAL_CODE.exec(text.trim().toUpperCase().replace(/[\s-]+/g, ' '));
  return match ? `${match[1]} ${match[2]}` : undefined;
}

export const isPostalCode = (text: string): boolean => normalizePostalCode(text) !== undefined;
