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
  /**
   * The app's entry script and the chunks it imports, taken out of index.html: src/app/first-preload.ts
   * asks for them once the first screen's pictures have painted.
   */
  entry: { script: string; imports: string[] };
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
 * imported later it starts at once. The links go in a few at a time in the browser's idle periods:
 * each costs the main thread a request's setting up, and the twenty after a first page, appended in
 * one task, made a long task on a phone (about 100 ms under Lighthouse's 4× CPU).
 */
export function preloadModules(hrefs: readonly string[]): void {
  const queue = hrefs.filter((href) => !preloaded.has(href));
  for (const href of queue) preloaded.add(href);
  if (queue.length === 0) return;
  // Safari has no requestIdleCallback: all at once there.
  if (typeof window.requestIdleCallback !== 'function') {
    for (const href of queue) appendPreload(href);
    return;
  }
  const slice = (deadline: IdleDeadline) => {
    // At least one per call, so a busy page (a callback run at its timeout) still gets through them.
    do appendPreload(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() > IDLE_MARGIN_MS);
    if (queue.length > 0) window.requestIdleCallback(slice, { timeout: SLICE_TIMEOUT_MS });
  };
  window.requestIdleCallback(slice, { timeout: SLICE_TIMEOUT_MS });
}

/** Idle time an append may still start in. */
const IDLE_MARGIN_MS = 5;
/** How long a waiting append defers to a busy page. */
const SLICE_TIMEOUT_MS = 2000;

function appendPreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  // What comes next, not what this page needs (over-the-wire.spec.ts tells the two apart).
  link.dataset.next = '';
  document.head.append(link);
}
