import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/**
 * The web specs run in two streams side by side, each against a server of its own (its own port and
 * embedded database), so no spec sees another's orders or stock; within a stream one spec runs at a
 * time, as before. The split balances the streams' durations (measured on CI); E2E_WORKERS=1 runs the
 * two one after the other.
 */
const SECOND_STREAM = [
  'claims',
  'product-and-info',
  'account-pages',
  'agent-orders',
  'checkout',
  'quick-order',
  'orders',
  'agent-console',
  'cart',
  'home',
  'back-office-import',
  'back-office-promotions',
  'content-security-policy',
  'over-the-wire',
].map((name) => `**/web/${name}.spec.ts`);

function server(port: number, dataDir: string): Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }> {
  return {
    // A fresh embedded database per run, seeded with the demo catalogue. NODE_ENV=test keeps the
    // sandbox outbox endpoint on, so sign-in tests read the SMS code the way a developer would.
    command: `rm -rf ${dataDir} && node --import tsx server/server.ts`,
    // Ready only once the catalogue snapshot is loaded (the server listens before that).
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // Every spec signs buyers in from 127.0.0.1: one client, as far as the per-client SMS limit can tell.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', SMS_CLIENT_LIMIT: '1000' },
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts$/,
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'web-chromium', testDir: 'e2e/web', testIgnore: SECOND_STREAM, workers: 1 },
    { name: 'web-chromium-2', testDir: 'e2e/web', testMatch: SECOND_STREAM, workers: 1, use: { baseURL: `http://localhost:${PORT + 1}` } },
    // The Electron app (out/, built with VITE_API_URL pointing at this server); skipped without the binary.
    { name: 'desktop', testDir: 'e2e/desktop', workers: 1 },
  ],
  webServer: [server(PORT, '.data-e2e'), server(PORT + 1, '.data-e2e-2')],
});
