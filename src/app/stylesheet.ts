/** The full stylesheet's <link> in the built index.html (scripts/critical-stylesheet-plugin.ts writes it; first-preload.ts spells it too). */
export const STYLESHEET_LINK_ID = 'app-stylesheet';

/**
 * Resolves once the full stylesheet applies. The built index.html inlines only the app shell's rules and
 * preloads the rest; the app renders after it has loaded, so no page shows unstyled. In development and
 * in the desktop build there is no such link: nothing to wait for. A stylesheet that fails to load does
 * not keep the app from rendering.
 */
export function stylesheetApplied(): Promise<void> {
  const link = document.getElementById(STYLESHEET_LINK_ID);
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve();
  if (link.rel === 'preload') link.rel = 'stylesheet';
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
