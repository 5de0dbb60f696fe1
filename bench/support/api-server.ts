import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, runMigrations } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/seed-demo';
import { generatedProducts } from './generated-products';

/**
 * The real API on a fresh embedded database with the demo catalogue, in its own process.
 * BENCH_EXTRA_PRODUCTS=N adds N generated products (bench/support/generated-products.ts);
 * BENCH_WEB_DIST serves that web build too, for benchmarks that drive the storefront in a browser.
 */
const webDist = process.env.BENCH_WEB_DIST;
const config = {
  ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(webDist ? { WEB_DIST: webDist, OUTBOX_DIR: 'none' } : {}) }),
  HOST: '127.0.0.1',
  PORT: 0,
};
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'supply-desk-bench-'));
const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
await runMigrations(handle);
await seedDemo(handle.db, generatedProducts(Number(process.env.BENCH_EXTRA_PRODUCTS ?? 0)));
const app = await buildApp({ config, db: handle.db, databaseUrl: handle.url });
await app.catalogue.current();
await app.listen({ host: config.HOST, port: 0 });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => handle.close()).then(() => process.exit(0));
});
