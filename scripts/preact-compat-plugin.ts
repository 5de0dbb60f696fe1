import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * The web storefront runs React's API on preact/compat (issue 16): react-dom 19's client is 203 KB
 * raw / 63 KB gzip on every first page, Preact with its compat layer 24 KB / 10 KB. Every import of
 * react, react-dom, react-dom/client and the JSX runtimes (ours and the libraries': react-router,
 * Radix, react-query, react-i18next) resolves to Preact. Types stay @types/react's; the desktop
 * renderer and vitest keep React. Resolved with Node's resolution from this file, so NODE_PATH may
 * point at a Preact installed elsewhere.
 */
export function preactCompatAliases(): Alias[] {
  const require = createRequire(import.meta.url);
  const preact = dirname(require.resolve('preact/package.json'));
  const compat = join(preact, 'compat', 'dist', 'compat.mjs');
  const jsxRuntime = join(preact, 'jsx-runtime', 'dist', 'jsxRuntime.mjs');
  return [
    { find: /^react-dom\/client$/, replacement: join(preact, 'compat', 'client.mjs') },
    { find: /^react\/jsx-(?:dev-)?runtime$/, replacement: jsxRuntime },
    { find: /^react-dom$/, replacement: compat },
    { find: /^react$/, replacement: compat },
  ];
}
