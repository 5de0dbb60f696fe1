import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { localeParts } from './scripts/locale-parts-plugin';
import { reactRouterProduction } from './scripts/react-router-production-plugin';

const root = import.meta.dirname;

/**
 * Desktop agent console: main (ESM), preload (CommonJS, because the window is sandboxed) and the same
 * renderer as the web build. The renderer talks to VITE_API_URL or http://localhost:3000.
 */
export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      lib: { entry: resolve(root, 'electron/main/index.ts'), formats: ['es'] },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      lib: { entry: resolve(root, 'electron/preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root,
    publicDir: false,
    // As in vite.config.ts: the renderer's zod runs jitless (src/lib/zod-without-eval.ts says why).
    resolve: { alias: [{ find: /^zod$/, replacement: resolve(root, 'src/lib/zod-without-eval.ts') }] },
    plugins: [react(), reactRouterProduction(), tailwindcss(), localeParts()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: resolve(root, 'index.html') },
    },
  },
});
