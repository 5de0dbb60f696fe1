import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/seed-demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tar), which each test database loads. */
    pgliteTemplateFile: string;
    /** A migrated, seeded PostgreSQL database each test database is created from ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Builds the demo database once per run instead of once per test file: PGlite's start from nothing
 * (initdb in WebAssembly) and the migrations and seed cost ~10 s in every file's process, loading the
 * saved data directory ~2 s; on PostgreSQL, `create database … template` copies the seeded one.
 */
export default async function setup(project: TestProject) {
  const file = join(tmpdir(), `supply-desk-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const handle = await openDatabase({ pglite: client });
  await runMigrations(handle);
  await seedDemo(handle.db);
  const dump = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplateFile', file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate = '';
  if (adminUrl) {
    postgresTemplate = `sd_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${postgresTemplate}`);
    const pgHandle = await openDatabase({ url: databaseUrl(adminUrl, postgresTemplate), poolSize: 2 });
    await runMigrations(pgHandle);
    await seedDemo(pgHandle.db);
    await pgHandle.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(file, { force: true });
    if (adminUrl && postgresTemplate) await adminQuery(adminUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
}

/** The URL of database `name` on the server TEST_DATABASE_URL names. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's admin database (create or drop a database). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
