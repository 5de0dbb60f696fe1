import { buildApp } from './app';
import { loadConfig } from './config';
import { exclusiveAtStartup, openDatabase, runMigrations } from './db/client';
import { seedDemoIfEmpty } from './db/seed/seed-demo';
import { gracefulShutdown } from './http/graceful-shutdown';

/**
 * Opens the database (PGlite unless DATABASE_URL), migrates, seeds the demo, listens, loads the
 * catalogue snapshot (`/healthz` answers 503 until then, 200 after) and shuts down gracefully.
 *
 * SIGTERM or SIGINT (http/graceful-shutdown.ts): `/healthz` turns 503, the listening socket closes (a
 * balancer's next connection goes to another instance), open connections get up to SHUTDOWN_DRAIN_MS
 * to deliver what they carry (each answer closes its connection), then the idle ones close and the
 * requests in flight finish before the database closes and the process exits 0. Requests still
 * running SHUTDOWN_GRACE_MS after the signal are abandoned and the process exits 1.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  await runMigrations(handle);
  // Instances started together on one empty database: one seeds, the others find the catalogue.
  const seeded = config.SEED_DEMO ? await exclusiveAtStartup(handle, () => seedDemoIfEmpty(handle.db)) : false;
  const app = await buildApp({ config, db: handle.db, databaseUrl: handle.url });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing the requests in flight, then exiting`);
    const deadline = setTimeout(() => {
      console.error(`requests still running ${config.SHUTDOWN_GRACE_MS} ms after ${signal}: exiting without them`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await gracefulShutdown(app, config.SHUTDOWN_DRAIN_MS);
      await handle.close();
    } catch (error) {
      console.error(`shutdown: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Listening already: /healthz says 503 until the snapshot is in memory; API calls meanwhile wait for it.
  await app.catalogue.current();
  const database = handle.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `\nSupply Desk is running at http://localhost:${port}/\n` +
      `  database: ${database}${seeded ? ' (demo catalogue loaded)' : ''}\n` +
      `  started in ${Date.now() - started} ms\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
