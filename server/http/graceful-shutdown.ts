import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Stops the API without dropping a request (SIGTERM, server.ts):
 * 1. `draining`: /healthz answers 503 and every answer carries `Connection: close`;
 * 2. the listening socket closes: a balancer's next connection is refused, which nginx retries on
 *    another instance whatever the method (the request never reached this one) and counts as a
 *    failure of this one;
 * 3. open connections stay open for up to `drainMs`: a request already on its way over a pooled
 *    keep-alive connection is read and answered (then the connection closes) instead of meeting a
 *    reset, which a balancer may not retry for a POST;
 * 4. `app.close()`: the idle connections left close, the requests in flight finish, the onClose
 *    hooks run (the database closes after this resolves, in server.ts).
 */
export async function gracefulShutdown(app: FastifyInstance, drainMs: number): Promise<void> {
  app.draining = true;
  if (app.server.listening) Server.prototype.close.call(app.server);
  const until = Date.now() + drainMs;
  while (Date.now() < until) {
    const open = await new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
    if (open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await app.close();
}
