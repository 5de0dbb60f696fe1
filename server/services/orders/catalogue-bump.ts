import type { FastifyInstance } from 'fastify';
import { countStockChange } from '../catalogue-cache';

/**
 * Placed orders change stock, so the catalogue version must move: this server's cache checks again at
 * once, every other server within its refresh interval (a second). Each order moves it after its
 * commit, through a sequence rather than the hot catalogue_state row, so orders never wait on a row
 * lock. The count also notifies every server (pg_notify), and PostgreSQL commits notifying
 * transactions one at a time, each with its own WAL flush: one count per order made the count, not
 * the order, the bottleneck of concurrent checkouts (bench:orders). So a server runs one count at a
 * time, and the orders that committed while one was running share the next (`afterEachCall`).
 * A failure is logged, never thrown at the buyer: the order is placed, and the next catalogue
 * change or order moves the version again.
 */
export async function catalogueChanged(app: Pick<FastifyInstance, 'db' | 'log' | 'catalogue'>): Promise<void> {
  let count = counters.get(app.db);
  if (!count) {
    count = afterEachCall(async () => {
      try {
        await countStockChange(app.db);
      } catch (err) {
        app.log.error({ err }, 'catalogue stock-change count failed');
      }
    });
    counters.set(app.db, count);
  }
  await count();
  app.catalogue.stockTaken();
}

const counters = new WeakMap<object, () => Promise<void>>();

/**
 * `run` (which must not reject) shared between callers: a call resolves once a run that began after
 * the call has finished. A run that was already under way may have begun before the caller's commit,
 * so it does not count: the caller waits for the next, which starts when that one ends and serves
 * every caller that came in the meantime. At most one run at a time, and never one per caller when
 * callers come faster than a run takes.
 */
export function afterEachCall(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    queued = undefined;
    const current: Promise<void> = run().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (queued) return queued;
    if (running) {
      queued = running.then(start);
      return queued;
    }
    return start();
  };
}
