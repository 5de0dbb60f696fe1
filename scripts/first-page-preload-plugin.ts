import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { FirstPreloads } from '../src/app/first-preloads';

/**
 * Web build only: writes into index.html, as a JSON data block, the chunks each first page awaits
 * before it can paint (its lazy route chunk with its imports, and the first part of each language's
 * strings); src/app/first-preload.ts turns the current page's into modulepreload links while the
 * framework still downloads. Without it they start only once the entry has run. The entry script and
 * its modulepreloads move into that block too: first-preload.ts asks for them once the first screen's
 * pictures have painted, so on a slow connection the picture does not share it with the scripts.
 */
export const PAGE_MODULES = {
  home: 'src/app/routes/home/home-route.tsx',
  supply: 'src/features/catalogue/components/supply-page.tsx',
  results: 'src/features/search/components/results-page.tsx',
  product: 'src/features/product/components/product-page.tsx',
} as const;
/**
 * What a buyer on a first page most likely needs next (src/app/routes/first-data.ts prefetchLikelyNext):
 * fetched and compiled once the page is idle, but not run until used.
 */
export const NEXT_MODULES = {
  product: PAGE_MODULES.product,
  cart: 'src/features/cart/components/cart-overlays.tsx',
} as const;
/** The tiny entry that reads the lists (vite.config.ts adds it to the build's inputs). */
export const FIRST_PRELOAD_ENTRY = 'src/app/first-preload.ts';
const LOCALE_PART = /[\\/]locales[\\/](\w+)\.json\?part=(first|rest)$/;
/** The tags Vite writes into index.html for the entry: its script and a modulepreload per chunk it imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

function chunksOf(bundle: OutputBundle, start: OutputChunk, base: string): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...files].map((file) => `${base}${file}`);
}

export function firstPagePreload(): Plugin {
  return {
    name: 'first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const locales: Record<string, string[]> = {};
        const rest: Record<string, string[]> = {};
        const next: Record<string, string[]> = {};
        let preloader: OutputChunk | undefined;
        const pages: Record<string, string[]> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          const id = output.facadeModuleId.replaceAll('\\', '/');
          if (id.endsWith(`/${FIRST_PRELOAD_ENTRY}`)) preloader = output;
          const [, locale, part] = LOCALE_PART.exec(id) ?? [];
          if (locale) (part === 'first' ? locales : rest)[locale] = chunksOf(bundle, output, '/');
          for (const [page, module] of Object.entries(PAGE_MODULES)) {
            if (id.endsWith(`/${module}`)) pages[page] = chunksOf(bundle, output, '/');
          }
          for (const [name, module] of Object.entries(NEXT_MODULES)) {
            if (id.endsWith(`/${module}`)) next[name] = chunksOf(bundle, output, '/');
          }
        }
        if (!preloader) return html;
        if (preloader.imports.length > 0) throw new Error(`${FIRST_PRELOAD_ENTRY} must import nothing: it runs before the app's chunks`);
        // The entry script and its modulepreloads, as Vite wrote them, leave the page: first-preload.ts asks for them.
        const scripts = [...html.matchAll(ENTRY_SCRIPT)];
        if (scripts.length !== 1) throw new Error(`index.html should have one entry script, found ${scripts.length}`);
        const entry = { script: scripts[0]![1]!, imports: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
        const withoutEntry = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        const json = JSON.stringify({ locales, pages, rest, next, entry } satisfies FirstPreloads).replaceAll('<', '\\u003c');
        return {
          html: withoutEntry,
          tags: [
            { tag: 'script', attrs: { type: 'application/json', id: 'first-preloads' }, children: json, injectTo: 'head' },
            { tag: 'script', attrs: { type: 'module', async: true, src: `/${preloader.fileName}` }, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
