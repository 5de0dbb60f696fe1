/**
 * The chunk lists the web build writes into index.html as a JSON data block
 * (scripts/first-page-preload-plugin.ts): what each first page awaits before it paints
 * (src/app/first-preload.ts preloads those at once), and what comes next, preloaded when idle.
 */
export interface FirstPreloads {
  /** Per language: the first part of its strings and what that chunk imports. */
  locales: Record<string, string[]>;
  /** Per page kind: the route's lazy page chunk and its imports. */
  pages: Record<string, string[]>;
  /** Per language: the second part of its strings. */
  rest: Record<string, string[]>;
  /** The product page and the cart drawer: what a buyer on a first page opens next. */
  next: Record<string, string[]>;
}

let preloads: FirstPreloads | null | undefined;

/** The lists, or null where the page has none (development, the desktop build). */
export function firstPreloads(): FirstPreloads | null {
  if (preloads === undefined) {
    const data = typeof document === 'undefined' ? null : document.getElementById('first-preloads')?.textContent;
    preloads = data ? (JSON.parse(data) as FirstPreloads) : null;
  }
  return preloads;
}

const preloaded = new Set<string>();

/**
 * Fetches and compiles modules without running them (`<link rel="modulepreload">`): when one is
 * imported later it starts at once, and until then it costs the main thread nothing.
 */
export function preloadModules(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    // What comes next, not what this page needs (over-the-wire.spec.ts tells the two apart).
    link.dataset.next = '';
    document.head.append(link);
  }
}
