import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_MODULES } from './first-page-preload-plugin';

/**
 * The JavaScript a storefront page loads before its first real paint, read from the web build's
 * manifest (vite.config.ts writes dist/web/.vite/manifest.json): the entry chunk and its static
 * imports (transitively), plus the page's lazy route chunk, the visitor's strings and their static
 * imports. Chunks that load only after a click or in idle time are not counted.
 * `npx tsx scripts/first-page-js.ts [distDir]` prints the table; the web bench imports firstPageJs.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstPageJs {
  page: string;
  chunks: ChunkSize[];
  total: Omit<ChunkSize, 'file'>;
}

/**
 * The pages a buyer opens first and the source modules each loads lazily before it paints: the route
 * component (src/app/router.tsx, product-and-info-routes.tsx) and the first part of the locale's strings
 * (src/lib/i18n.ts, scripts/locale-parts-plugin.ts).
 */
export const FIRST_PAGES: Record<string, readonly string[]> = {
  '/': [PAGE_MODULES.home, 'locales/en.json?part=first'],
  '/supply': [PAGE_MODULES.supply, 'locales/en.json?part=first'],
  '/fr/supply': [PAGE_MODULES.supply, 'locales/fr.json?part=first'],
  '/cn/results?keyword=大米': [PAGE_MODULES.results, 'locales/cn.json?part=first'],
  '/product/:productId': [PAGE_MODULES.product, 'locales/en.json?part=first'],
};

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function sizeOf(distDir: string, file: string): ChunkSize {
  const bytes = readFileSync(join(distDir, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The chunks (entry first) a page loads before it paints. `lazyModules` are manifest keys (source
 * paths) of the dynamic imports the page awaits; a key missing from the manifest (the module was
 * bundled statically into another chunk) adds nothing.
 */
export function firstPageChunks(manifest: Manifest, lazyModules: readonly string[]): string[] {
  // index.html's entry (the build has a second, tiny one: src/app/first-preload.ts, counted by the page).
  const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const preloader = Object.keys(manifest).find((key) => key.endsWith('src/app/first-preload.ts'));
  if (preloader) visit(preloader);
  // Virtual modules (the locale parts) are keyed by their absolute path: match on the end.
  const keys = Object.keys(manifest);
  for (const wanted of lazyModules) visit(manifest[wanted] ? wanted : (keys.find((key) => key.endsWith(`/${wanted}`)) ?? wanted));
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export function firstPageJs(distDir: string, page: string, lazyModules: readonly string[] = FIRST_PAGES[page] ?? []): FirstPageJs {
  const chunks = firstPageChunks(readManifest(distDir), lazyModules).map((file) => sizeOf(distDir, file));
  const total = chunks.reduce((sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip, brotli: sum.brotli + c.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  return { page, chunks, total };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatFirstPageJs(result: FirstPageJs, withChunks = true): string {
  const lines = [`${result.page}: ${kb(result.total.raw)} KB raw, ${kb(result.total.gzip)} KB gzip, ${kb(result.total.brotli)} KB brotli`];
  if (withChunks) {
    for (const c of [...result.chunks].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(`  ${kb(c.raw).padStart(7)} ${kb(c.gzip).padStart(6)} gz ${kb(c.brotli).padStart(6)} br  ${c.file}`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const distDir = resolve(process.argv[2] ?? 'dist/web');
  for (const page of Object.keys(FIRST_PAGES)) console.log(formatFirstPageJs(firstPageJs(distDir, page)));
}
