import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, runMigrations } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/seed-demo';
import { generatedProducts } from './generated-products';

/**
 * The real server with a web build (BENCH_WEB_DIST) on a fresh embedded database: the demo
 * catalogue plus BENCH_EXTRA_PRODUCTS generated products, seeded before it starts. Prints
 * "READY <port>" like api-server.ts, for benchmarks that drive the storefront in a browser.
 */
const webDist = process.env.BENCH_WEB_DIST;
if (!webDist) throw new Error('web-app-server: set BENCH_WEB_DIST to a web build (vite build --outDir …)');
const config = {
  ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST: webDist, OUTBOX_DIR: 'none' }),
  HOST: '127.0.0.1',
  PORT: 0,
};
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'supply-desk-bench-web-'));
const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
await runMigrations(handle);
await seedDemo(handle.db, generatedProducts(Number(process.env.BENCH_EXTRA_PRODUCTS ?? 0)));
const app = await buildApp({ config, db: handle.db });
await app.catalogue.current();
await app.listen({ host: config.HOST, port: 0 });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => handle.close()).then(() => process.exit(0));
});
