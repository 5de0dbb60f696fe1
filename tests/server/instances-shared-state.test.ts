import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { coupons } from '../../server/db/schema';
import { gracefulShutdown } from '../../server/http/graceful-shutdown';
import { CouponCache } from '../../server/services/promotions/coupon-cache';
import type { DatabaseHandle } from '../../server/db/client';
import { closeTemplate, createTestDatabase, dbTargets } from '../helpers/test-database';

/** Issue 18: what a load balancer asks an instance, and what one instance learns of another's writes. */
describe.each(dbTargets())('an instance among several on %s', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(async () => {
    await handle.close();
    await closeTemplate();
  });
  const newApp = () => buildApp({ config: testConfig({ WEB_DIST: './no-web-build-in-tests' }), db: handle.db });

  it('says 503 on /healthz until its catalogue snapshot is loaded, 200 after, and 503 again once it stops', async () => {
    const app = await newApp();
    try {
      const starting = await app.inject({ method: 'GET', url: '/healthz', headers: { 'app-language': 'fr' } });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ error: 'SERVER_STARTING', message: 'Le serveur démarre. Veuillez réessayer dans un instant.' });

      await app.catalogue.current();
      const ready = await app.inject({ method: 'GET', url: '/healthz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers['cache-control']).toBe('no-store');

      // Draining: the balancer's checks fail and every answer closes its connection.
      app.draining = true;
      const stopping = await app.inject({ method: 'GET', url: '/healthz', headers: { 'app-language': 'cn' } });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toMatchObject({ error: 'SERVER_STOPPING', message: '服务器正在关闭，请稍后再试。' });
      expect(stopping.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });

  it('answers a request already on an open keep-alive connection when SIGTERM closes its listener', async () => {
    const app = await newApp();
    try {
      await app.catalogue.current();
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = (onSent?: () => void) =>
        new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          });
          req.on('error', reject);
          if (onSent) req.on('finish', onSent);
        });
      // A first request opens the connection; the second is written on it, then the shutdown begins
      // before the server has read it.
      expect(await get()).toEqual({ status: 200, connection: 'keep-alive' });
      let stopped: Promise<void> | undefined;
      const answer = await get(() => (stopped = gracefulShutdown(app, 2000)));
      // Read and answered (draining: 503 on /healthz) on its connection, which the answer closes.
      expect(answer).toEqual({ status: 503, connection: 'close' });
      await stopped;
      expect(app.server.listening).toBe(false);
      await expect(get()).rejects.toThrow();
      agent.destroy();
    } finally {
      await app.close();
    }
  });

  it('rereads the coupons when the catalogue version moves, without waiting for their 10 s', async () => {
    const cache = new CouponCache(handle.db);
      const before = await cache.current(7);
      const code = [...before.byCode.keys()][0]!;
      // Another instance disables the coupon (the back office moves the catalogue version with it).
      await handle.db.update(coupons).set({ enabled: false }).where(eq(coupons.code, before.byCode.get(code)!.code));
      expect((await cache.current(7)).byCode.has(code)).toBe(true);
      expect((await cache.current(8)).byCode.has(code)).toBe(false);
  });
});
