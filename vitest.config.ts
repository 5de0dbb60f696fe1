import { defineConfig } from 'vitest/config';
import { localeParts } from './scripts/locale-parts-plugin';

export default defineConfig({
  // src/lib/i18n.ts imports locales/*.json?part=…
  plugins: [localeParts()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'tests',
          include: ['tests/**/*.test.ts'],
          // The files share their worker's process (each still opens its own app and database): a fresh
          // process per file re-imported the whole server for each of ~150 files, most of the suite's time.
          isolate: false,
          // The demo database, migrated and seeded once per run (each test database starts from it).
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
      // The renderer's unit tests stub browser globals (storage, location) per file: one process each.
      { extends: true, test: { name: 'renderer', include: ['src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
