/*
 * The page's first script (index.html loads it async, with no imports of its own); it starts the app.
 * scripts/first-page-preload-plugin.ts writes into the page, as a JSON data block (the
 * Content-Security-Policy allows no inline script), the app's entry script with its chunks, the
 * chunks of each first page and the first part of each language's strings. Once the first screen the
 * server drew has painted its pictures, this asks for the entry and, beside it, the current page's
 * route chunk and strings (instead of after the entry has run).
 *
 * Why after the pictures: on a phone's connection the ~210 KB of scripts and a product's picture
 * share the bandwidth, and the picture, the largest thing on the first screen, arrived with the
 * scripts; now it has the connection to itself for its ~30 KB, and the scripts follow. A page with
 * no pictures in its first screen asks at once.
 * It imports nothing but a type: it must run before any of the app's chunks has arrived.
 */
import type { FirstPreloads } from './first-preloads';

const PAGES: [RegExp, string][] = [
  [/^\/(?:home)?\/?$/, 'home'],
  [/^\/supply(?:\/|$)/, 'supply'],
  [/^\/results\/?$/, 'results'],
  [/^\/product(?:-detail)?(?:\/|$)/, 'product'],
];

/** How long the scripts wait at most for the first screen's pictures (a slow or failing picture). */
const PICTURES_WAIT_MS = 1500;
/** A background tab draws no frames: past this the scripts go without waiting for one. */
const FRAME_WAIT_MS = 100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the first screen's pictures in the window (if it has any) are loaded, decoded and painted. */
async function firstScreenPainted(): Promise<void> {
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  // The pictures a visitor sees first: those in the window (a phone sees the home page's banner only once it scrolls).
  const pictures = [...document.querySelectorAll<HTMLImageElement>('#app-shell [data-first-screen]:not([hidden]) img')].filter(
    (img) => img.getBoundingClientRect().top < window.innerHeight,
  );
  if (pictures.length === 0) return;
  // decode() waits for the picture to load; a picture that fails lets the scripts go too.
  await Promise.race([Promise.all(pictures.map((img) => img.decode().catch(() => undefined))), delay(PICTURES_WAIT_MS)]);
  // Two frames: the one that paints the pictures, then the next one begins.
  await Promise.race([new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), delay(FRAME_WAIT_MS)]);
}

/** first-preloads.ts's `appendPreload` does the same for idle-time links; this file may import nothing to share it. */
function appendModulePreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/** Asks for the entry script, its chunks, and the current page's route chunk and strings. */
function startApp(preloads: FirstPreloads): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = preloads.entry.script;
  document.head.append(script);
  const [, first = '', ...rest] = window.location.pathname.split('/');
  const prefixed = first in preloads.locales && first !== 'en';
  const lang = prefixed ? first : 'en';
  const path = prefixed ? `/${rest.join('/')}` : window.location.pathname;
  const page = PAGES.find(([pattern]) => pattern.test(path))?.[1];
  const files = [...preloads.entry.imports, ...(preloads.locales[lang] ?? []), ...(page ? (preloads.pages[page] ?? []) : [])];
  for (const href of new Set(files)) appendModulePreload(href);
}

/**
 * index.html asks for the full stylesheet as a preload, so the app shell's first paint does not wait
 * for it (scripts/critical-stylesheet-plugin.ts); applied here, by the first script to run.
 * src/app/stylesheet.ts does the same if this script comes late.
 */
function applyStylesheet(): void {
  const link = document.getElementById('app-stylesheet');
  if (link instanceof HTMLLinkElement && link.rel === 'preload') link.rel = 'stylesheet';
}

applyStylesheet();
const data = document.getElementById('first-preloads')?.textContent;
if (data) {
  const preloads = JSON.parse(data) as FirstPreloads;
  void firstScreenPainted().then(() => startApp(preloads));
}
