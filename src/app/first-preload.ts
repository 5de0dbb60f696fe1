/*
 * Runs before the app's entry has loaded (index.html loads it async, with no imports of its own): asks
 * for the current page's route chunk and the first part of its language's strings at once, beside
 * the framework, instead of after it has run. scripts/first-page-preload-plugin.ts writes the chunk
 * lists into the page as a JSON data block (the Content-Security-Policy allows no inline script).
 * It imports nothing but a type: it must run before any of the app's chunks has arrived.
 */
import type { FirstPreloads } from './first-preloads';

const PAGES: [RegExp, string][] = [
  [/^\/(?:home)?\/?$/, 'home'],
  [/^\/supply(?:\/|$)/, 'supply'],
  [/^\/results\/?$/, 'results'],
  [/^\/product(?:-detail)?(?:\/|$)/, 'product'],
];

function preloadFirstPage(): void {
  const data = document.getElementById('first-preloads')?.textContent;
  if (!data) return;
  const preloads = JSON.parse(data) as FirstPreloads;
  const [, first = '', ...rest] = window.location.pathname.split('/');
  const prefixed = first in preloads.locales && first !== 'en';
  const lang = prefixed ? first : 'en';
  const path = prefixed ? `/${rest.join('/')}` : window.location.pathname;
  const page = PAGES.find(([pattern]) => pattern.test(path))?.[1];
  const files = [...(preloads.locales[lang] ?? []), ...(page ? (preloads.pages[page] ?? []) : [])];
  for (const href of new Set(files)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

preloadFirstPage();

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
