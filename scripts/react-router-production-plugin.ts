import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds only: `react-router` resolves to the package's production build. Its package.json sends
 * every bundler to dist/development, whose only difference is `ENABLE_DEV_WARNINGS = true`: the
 * development checks and warnings then ship to (and run on) every buyer's phone. `vite dev` keeps them.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('react-router/package.json'));
  const production = join(packageDir, 'dist', 'production', 'index.mjs');
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === 'react-router' ? production : null;
    },
  };
}
