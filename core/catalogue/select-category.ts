/**
 * /supply/:category: `:category` is a slug or an id; no parameter selects the first category. The
 * supply page picks what it shows with it, and the server the first row it draws into the page's
 * first paint (server/services/web/first-screen.ts).
 */
export function selectCategory<T extends { category: { id: number; slug: string } }>(menus: readonly T[], param: string | undefined): T | undefined {
  if (!param) return menus[0];
  const wanted = param.toLowerCase();
  return menus.find((entry) => entry.category.slug.toLowerCase() === wanted || String(entry.category.id) === param);
}

/** A product grid's first row (two cards on a phone, up to four on a desktop): their pictures load at once, with high priority. */
export const FIRST_ROW_CARDS = 4;
