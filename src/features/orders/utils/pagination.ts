/** Pages for `total` items at `size` per page (at least one page, so an empty list still has page 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

export type PageItem = number | 'gap';

/**
 * The page buttons to show (1-based): always the first and last, the current one with one neighbour
 * on each side, and a gap where pages are skipped; a gap never hides a single page.
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const keep = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  if (current <= 3) [2, 3, 4].forEach((p) => keep.add(p));
  if (current >= count - 2) [count - 3, count - 2, count - 1].forEach((p) => keep.add(p));
  const sorted = [...keep].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

/** The `page` query parameter (1-based in the URL) as a 0-based page index; junk is page 0. */
export function pageFromQuery(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0;
}
