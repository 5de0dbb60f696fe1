import { defineConfig } from 'vitest/config';
import { localeParts } from './scripts/locale-parts-plugin';

export default defineConfig({
  // src/lib/i18n.ts imports locales/*.json?part=…
  plugins: [localeParts()],
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
