/** `%text%` for LIKE / ILIKE with the text's own wildcards (%, _) and the escape character taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `text%`, wildcards in the text taken literally. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/** Backslash is PostgreSQL's default LIKE escape character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
