import fp from 'fastify-plugin';
import { runStandingOrders, type StandingPassReport } from '../services/standing-orders/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    standingOrders: {
      /** One scheduler pass now (at the app's clock, or `now`); a pass already running is shared. */
      runOnce(now?: Date): Promise<StandingPassReport | null>;
    };
  }
}

/**
 * The standing-order scheduler (issue 20) in the server process: a pass every
 * STANDING_ORDERS_INTERVAL_MS (a minute). Every instance runs it; the jobs table's SKIP LOCKED claim
 * places each standing order once whatever the number of instances.
 */
const standingOrdersPlugin = fp(
  async (app) => {
    let running: Promise<StandingPassReport | null> | null = null;
    let timer: NodeJS.Timeout | undefined;
    const runOnce = (now?: Date) => {
      running ??= runStandingOrders(app, now ?? app.clock())
        .catch((err: unknown) => {
          app.log.error({ err }, 'standing order pass failed');
          return null;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('standingOrders', { runOnce });
    app.addHook('onReady', async () => {
      const every = app.config.STANDING_ORDERS_INTERVAL_MS;
      if (every > 0) {
        timer = setInterval(() => void runOnce(), every);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'standing-orders', dependencies: ['notifications'] },
);

export default standingOrdersPlugin;
