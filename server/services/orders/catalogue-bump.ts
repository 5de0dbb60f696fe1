import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { bumpCatalogueVersion } from '../catalogue-cache';

/**
 * Placed orders change stock, so the catalogue version must move (every server then reloads its
 * snapshot within a second). catalogue_state is one hot row: it is bumped after the order commits,
 * never inside the order's transaction, and orders share bumps: one runs at a time, at most every
 * `MIN_INTERVAL_MS`, and every order that committed meanwhile waits for the next one. Caches poll
 * the version every second anyway, so this delays no reader noticeably.
 */
const MIN_INTERVAL_MS = 250;

class CoalescedBump {
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  private lastStart = 0;

  constructor(private readonly run: () => Promise<void>) {}

  /** Resolves once a bump that started after this call has finished. */
  request(): Promise<void> {
    this.next ??= (async () => {
      if (this.running) await this.running;
      const wait = this.lastStart + MIN_INTERVAL_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // From here on, new requests queue the bump after this one (same tick: nothing slips in between).
      this.next = undefined;
      this.lastStart = Date.now();
      this.running = this.run().finally(() => {
        this.running = undefined;
      });
      await this.running;
    })();
    return this.next;
  }
}

const bumps = new WeakMap<Database, CoalescedBump>();

/** Bumps the catalogue version after stock changed; failures are logged, never thrown at the buyer. */
export function catalogueChanged(app: FastifyInstance): Promise<void> {
  let bump = bumps.get(app.db);
  if (!bump) {
    bump = new CoalescedBump(() =>
      bumpCatalogueVersion(app.db).catch((err: unknown) => {
        app.log.error({ err }, 'catalogue version bump failed');
      }),
    );
    bumps.set(app.db, bump);
  }
  return bump.request();
}
