import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, runMigrations } from './db/client';
import { seedDemoIfEmpty } from './db/seed/seed-demo';

/** Opens the database (PGlite unless DATABASE_URL), migrates, seeds the demo, listens, shuts down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  await runMigrations(handle);
  const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(handle.db) : false;
  const app = await buildApp({ config, db: handle.db });
  await app.catalogue.current();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
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
