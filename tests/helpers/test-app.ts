import type { FastifyInstance, RouteOptions } from 'fastify';
import { clientHeaders } from '../../core/request-signature';
import type { Locale } from '../../core/schemas/common';
import { buildApp } from '../../server/app';
import { type ServerConfig, testConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { createTestDatabase, type DbTarget } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The §7 headers a real client sends, signed for `app.inject`'s host. */
  headers(locale?: Locale, extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/** inject() sends Host: localhost:80, which is the api_host the signature covers. */
const INJECT_HOST = 'localhost:80';

export async function createTestApp(
  target: DbTarget,
  overrides: Partial<ServerConfig> = {},
  deps: { clock?: () => Date; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase(target);
  const config = testConfig({ WEB_DIST: './no-web-build-in-tests', ...overrides });
  const app = await buildApp({ config, db: handle.db, clock: deps.clock, onRoute: deps.onRoute });
  await app.ready();
  return {
    app,
    handle,
    headers: (locale = 'en', extra = {}) => ({
      ...clientHeaders({ language: locale, apiHost: INJECT_HOST, salt: config.SIGNATURE_SALT }),
      ...extra,
    }),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
