import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLedger, orders, payments } from '../../db/schema';
import { applyIntent } from '../payments/apply-intent';
import { attemptProviderKey } from '../payments/pay-order';
import { findProviderCustomer } from '../payments/provider-customers';
import { runLedgerRow } from './ledger-execution';

/**
 * The payment reconciler (issue 15 "crash safety"): money movements left pending are settled with the
 * provider, which keeps its own records (the sandbox in its tables, Stripe by our idempotency key in
 * the metadata). It runs when the server starts and then every PAYMENT_RECONCILE_INTERVAL_MS, and
 * touches only rows older than PAYMENT_RECONCILE_GRACE_MS, so a request still talking to the
 * provider is never second-guessed.
 * - Ledger rows (capture, void, refund, debit): the provider is asked what became of the movement;
 *   done → succeeded or failed as it says; never sent → sent now, under the same idempotency key; still
 *   at the bank (PAD) → asked again next time.
 * - Checkout attempts (card authorizations): one the provider never saw fails (the buyer pays again);
 *   one it answered is applied like its answer; one waiting for 3-D Secure longer than a day is
 *   canceled. Nothing stays pending forever.
 */

/** A card payment waiting for its buyer's 3-D Secure this long has been abandoned. */
export const ABANDONED_AUTHENTICATION_MS = 24 * 3600_000;
const BATCH = 500;

export interface ReconcileReport {
  ledger: { succeeded: number; failed: number; pending: number };
  attempts: { applied: number; failed: number; waiting: number };
}

type App = Pick<FastifyInstance, 'db' | 'payments' | 'clock' | 'config' | 'log'>;

export async function reconcilePendingPayments(app: App, options: { graceMs?: number } = {}): Promise<ReconcileReport> {
  const now = app.clock();
  const cutoff = new Date(now.getTime() - (options.graceMs ?? app.config.PAYMENT_RECONCILE_GRACE_MS));
  const report: ReconcileReport = { ledger: { succeeded: 0, failed: 0, pending: 0 }, attempts: { applied: 0, failed: 0, waiting: 0 } };

  const rows = await app.db
    .select()
    .from(orderLedger)
    .where(and(eq(orderLedger.status, 'pending'), lte(orderLedger.createdAt, cutoff)))
    .orderBy(asc(orderLedger.createdAt), asc(orderLedger.id))
    .limit(BATCH);
  for (const row of rows) {
    const done = await runLedgerRow(app, row, { askFirst: true }).catch((err: unknown) => {
      app.log.error({ err, ledgerId: row.id }, 'reconciling a ledger row failed');
      return row;
    });
    report.ledger[done.status] += 1;
  }

  const attempts = await app.db
    .select()
    .from(payments)
    .where(
      or(
        and(eq(payments.status, 'pending'), lte(payments.createdAt, cutoff)),
        and(eq(payments.status, 'authorizing'), lte(payments.updatedAt, cutoff)),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(BATCH);
  for (const attempt of attempts) {
    const result = await reconcileAttempt(app, attempt, now).catch((err: unknown) => {
      app.log.error({ err, paymentId: attempt.id }, 'reconciling a checkout attempt failed');
      return 'waiting' as const;
    });
    report.attempts[result] += 1;
  }
  return report;
}

async function reconcileAttempt(app: App, attempt: typeof payments.$inferSelect, now: Date): Promise<keyof ReconcileReport['attempts']> {
  const actor = 'reconciler';
  let intent = null;
  if (attempt.providerRef) {
    intent = await app.payments.retrievePayment(attempt.providerRef);
  } else if (attempt.method === 'card') {
    // A crash before the provider's answer was stored: the provider knows the attempt by its key.
    const [order] = await app.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, attempt.orderId)).limit(1);
    const providerCustomerId = order ? await findProviderCustomer(app, order.customerId) : null;
    intent = providerCustomerId ? await app.payments.findPayment(providerCustomerId, attemptProviderKey(attempt)) : null;
  }
  if (!intent) {
    // Never reached the provider (or a PAD mandate never recorded): nothing was taken; the buyer may pay again.
    const closed = await app.db
      .update(payments)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(payments.id, attempt.id), inArray(payments.status, ['pending', 'authorizing'])))
      .returning({ id: payments.id });
    return closed.length > 0 ? 'failed' : 'waiting';
  }
  if (intent.status === 'requires_action' && now.getTime() - attempt.updatedAt.getTime() >= ABANDONED_AUTHENTICATION_MS) {
    intent = await app.payments.cancelPayment(intent.id);
  }
  const outcome = await applyIntent(app.db, { intent, paymentId: attempt.id, provider: app.payments.name, now, actor });
  return outcome && outcome.attempt !== 'authorizing' && outcome.attempt !== 'pending' ? 'applied' : 'waiting';
}
