import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { adminQuery, databaseUrl } from './global-setup';

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

/** The demo data directory tests/helpers/global-setup.ts saved for this run, read once per process. */
function savedTemplate(): Promise<Blob> {
  templateFile ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
  return templateFile;
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sd_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A fresh database holding the demo data, on the given target. Close it when done. */
export async function createTestDatabase(target: DbTarget): Promise<DatabaseHandle> {
  if (target === 'postgres') return createPostgresDatabase();
  return openDatabase({ pglite: await PGlite.create({ extensions: { pg_trgm }, loadDataDir: await savedTemplate() }) });
}

/** Lets go of the saved data directory this process read (the next test database reads it again). */
export async function closeTemplate(): Promise<void> {
  templateFile = undefined;
}
