import fp from 'fastify-plugin';
import { type ReconcileReport, reconcilePendingPayments } from '../services/fulfilment/reconcile';

declare module 'fastify' {
  interface FastifyInstance {
    paymentReconciler: {
      /** The pass that ran when the server started (null when it failed; the failure is logged). */
      readonly startup: Promise<ReconcileReport | null>;
      /** One pass now; a pass already running is shared, never doubled. */
      runOnce(): Promise<ReconcileReport | null>;
    };
  }
}

/**
 * Runs the payment reconciler (services/fulfilment/reconcile.ts) once the server is ready — a crash's
 * pending movements are settled at the next start — and then every PAYMENT_RECONCILE_INTERVAL_MS.
 * The start is not held up by it: the provider may be slow, and requests do not depend on it.
 */
const paymentReconcilerPlugin = fp(
  async (app) => {
    let running: Promise<ReconcileReport | null> | null = null;
    let startup: Promise<ReconcileReport | null> = Promise.resolve(null);
    let timer: NodeJS.Timeout | undefined;
    const runOnce = () => {
      running ??= reconcilePendingPayments(app)
        .catch((err: unknown) => {
          app.log.error({ err }, 'payment reconciler pass failed');
          return null;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('paymentReconciler', {
      get startup() {
        return startup;
      },
      runOnce,
    });
    app.addHook('onReady', async () => {
      startup = runOnce();
      const every = app.config.PAYMENT_RECONCILE_INTERVAL_MS;
      if (every > 0) {
        timer = setInterval(() => void runOnce(), every);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await startup;
      await running;
    });
  },
  { name: 'payment-reconciler', dependencies: ['payments'] },
);

export default paymentReconcilerPlugin;
