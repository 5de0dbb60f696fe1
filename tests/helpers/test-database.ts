import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, runMigrations } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/seed-demo';

export type DbTarget = 'pglite' | 'postgres';

/**
 * Integration tests run against PGlite always, and against the PostgreSQL server too when
 * TEST_DATABASE_URL is set. Under CI a missing TEST_DATABASE_URL is a failure, not a skip.
 */
export function dbTargets(): DbTarget[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL run cannot be skipped');
  return ['pglite'];
}

let templateFile: Promise<Blob> | undefined;

/** The data directory tests/helpers/global-setup.ts saved for this run, read once per process. */
function savedTemplate(): Promise<Blob> | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  templateFile ??= readFile(file).then((bytes) => new Blob([bytes]));
  return templateFile;
}

let template: Promise<PGlite> | undefined;

/** Without the saved directory: one migrated, seeded PGlite per test process, each test database a clone. */
function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const handle = await openDatabase({ pglite: client });
    await runMigrations(handle);
    await seedDemo(handle.db);
    return client;
  })();
  return template;
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sd_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const seeded = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(seeded ? `create database ${name} template ${seeded}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
  if (!seeded) {
    await runMigrations(handle);
    await seedDemo(handle.db);
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh database holding the demo data, on the given target. Close it when done. */
export async function createTestDatabase(target: DbTarget): Promise<DatabaseHandle> {
  if (target === 'postgres') return createPostgresDatabase();
  const saved = savedTemplate();
  if (saved) return openDatabase({ pglite: await PGlite.create({ extensions: { pg_trgm }, loadDataDir: await saved }) });
  const clone = (await (await pgliteTemplate()).clone()) as PGlite;
  return openDatabase({ pglite: clone });
}

/** Closes the per-process template so the worker can exit. */
export async function closeTemplate(): Promise<void> {
  if (!template) return;
  const client = await template;
  template = undefined;
  await client.close();
}
