import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { FIRST_PRELOAD_ENTRY, firstPagePreload } from './scripts/first-page-preload-plugin';
import { criticalStylesheet } from './scripts/critical-stylesheet-plugin';
import { localeParts } from './scripts/locale-parts-plugin';
import { reactRouterProduction } from './scripts/react-router-production-plugin';

/**
 * Web storefront build. In production the API serves dist/web on the same origin; in dev and preview
 * /api and /resources go to the API. The proxy keeps the browser's Host header (changeOrigin false)
 * because the request signature covers api_host and the browser signs with its own host.
 */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/resources': { target: apiTarget, changeOrigin: false },
};

/**
 * The content hash /checksum shows: SHA-256 over every source file the renderer is built from
 * (src, core, locales, index.html), by path and content, so two builds of the same sources agree.
 */
function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const files = [...['src', 'core', 'locales'].flatMap((dir) => walk(join(root, dir))), join(root, 'index.html')].sort();
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export default defineConfig({
  root: import.meta.dirname,
  define: { __BUILD_HASH__: JSON.stringify(sourceHash(import.meta.dirname)) },
  // The renderer's zod runs jitless, so the pages' Content-Security-Policy sees no eval
  // (src/lib/zod-without-eval.ts says why; electron.vite.config.ts does the same).
  resolve: { alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts') }] },
  // The repo's resources/ folder belongs to the API; nothing is copied from a public folder.
  publicDir: false,
  plugins: [
    react(),
    reactRouterProduction(),
    tailwindcss(),
    localeParts(),
    firstPagePreload(),
    criticalStylesheet(),
    // index.html.br / .gz and one per asset, at the strongest settings (built once, served many times by
    // @fastify/static's preCompressed); files under 1 KB stay as they are, like the API's answers.
    compression({
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // No source maps in what production serves (the server refuses *.map as well); `vite build
    // --sourcemap` makes them for a local debugging session.
    sourcemap: false,
    // dist/web/.vite/manifest.json: scripts/first-page-js.ts reads which chunks a page loads before its first paint.
    manifest: true,
    rolldownOptions: {
      // src/app/first-preload.ts is its own tiny entry; scripts/first-page-preload-plugin.ts puts it in the page.
      input: { index: resolve(import.meta.dirname, 'index.html'), 'first-preload': resolve(import.meta.dirname, FIRST_PRELOAD_ENTRY) },
      output: {
        // The framework every page needs, in one long-cached chunk; everything else splits by route.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              priority: 3,
              // Only what the entry itself needs: the parts the lazy pages use alone (Trans and its
              // HTML parser, infinite queries...) go with those pages.
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](?:query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|@noble)[\\/]/,
            },
            // The rest of what the entry loads before anything paints, in one chunk instead of a dozen
            // small ones: on HTTP/1.1 a browser opens six connections, and each wave costs a round trip.
            { name: 'app', priority: 2, tags: ['$initial'], test: (id) => !id.includes('first-preload') },
            // Product cards, grids and the status boxes every catalogue, search and product page shows,
            // and the staged rendering of the catalogue pages.
            { name: 'storefront-ui', priority: 1, test: /src[\\/](?:components[\\/](?:product[\\/]|empty-state|error-notice|loading-box)|hooks[\\/]use-reveal-in-stages)/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
