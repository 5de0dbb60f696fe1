import { afterAll, beforeAll } from 'vitest';
import type { CartCase } from '../cases/cart-cases';
import { type SeededCase, seedCartCases } from '../cases/cart-cases-db';
import { createTestApp, type TestApp } from './test-app';
import { closeTemplate, type DbTarget } from './test-database';

/**
 * For a describe block: a test app on `target` with `cases` seeded (a shop each), handed to `ready`
 * before the tests run and closed after them.
 */
export function useCartCasesApp(target: DbTarget, cases: readonly CartCase[], ready: (t: TestApp, seeded: SeededCase[]) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(target);
    const seeded = await seedCartCases(app.handle.db, cases);
    app.app.catalogue.invalidate();
    ready(app, seeded);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await closeTemplate();
  });
}
