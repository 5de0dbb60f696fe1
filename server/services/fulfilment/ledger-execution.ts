import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nextPaymentStatus } from '../../../core/orders/payment-status';
import type { PaymentStatus } from '../../../core/schemas/order';
import { PaymentProviderError, type ProviderIntent, type ProviderRefund } from '../../adapters/payments/payment-provider';
import { orderLedger, orders, orderStatusLog } from '../../db/schema';
import { issueCashbackVoucher } from '../payments/apply-intent';
import { acceptedStatement } from '../payments/pad-statement';
import { findProviderCustomer } from '../payments/provider-customers';
import { ledgerBalance, ledgerRows, paymentEventOf } from './ledger';
import type { LedgerRow, Tx } from './ledger-rows';

/**
 * Carries out pending ledger rows with the payment provider, after the transaction that wrote them
 * has committed. Each call sends the row's idempotency key, so doing a row twice (a retry, two
 * servers reconciling) moves money once. With `askFirst` (the reconciler: the row may have been sent
 * before a crash) the provider is asked what became of it before anything is sent again.
 */

export type Outcome =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'failed'; providerRef?: string; failureCode: string }
  /** The provider took it and is still at it (a PAD debit or refund at the bank): the row stays pending. */
  | { status: 'pending'; providerRef: string };

type App = Pick<FastifyInstance, 'db' | 'payments' | 'clock' | 'config' | 'log'>;

const intentOutcome = (intent: ProviderIntent, expectCents: number): Outcome => {
  if (intent.status === 'succeeded') {
    const received = intent.amountReceivedCents ?? intent.amountCents;
    return received === expectCents ? { status: 'succeeded', providerRef: intent.id } : { status: 'failed', providerRef: intent.id, failureCode: 'amount_mismatch' };
  }
  if (intent.status === 'processing') return { status: 'pending', providerRef: intent.id };
  return { status: 'failed', providerRef: intent.id, failureCode: intent.lastErrorCode || (intent.status === 'canceled' ? 'payment_canceled' : 'payment_failed') };
};

const refundOutcome = (refund: ProviderRefund): Outcome =>
  refund.status === 'succeeded'
    ? { status: 'succeeded', providerRef: refund.id }
    : refund.status === 'pending'
      ? { status: 'pending', providerRef: refund.id }
      : { status: 'failed', providerRef: refund.id, failureCode: refund.failureReason || 'refund_failed' };

/** A refusal the provider will give again (not a network problem): the row fails with its code. */
function refused(error: unknown): Outcome {
  if (error instanceof PaymentProviderError && error.code !== 'unavailable') {
    return { status: 'failed', failureCode: error.providerCode || error.code };
  }
  throw error;
}

/**
 * A lapsed (or otherwise released) authorization cannot be captured: the saved card is charged
 * afresh, off-session, for the same amount — once, under the row's own key.
 */
async function recharge(app: App, row: LedgerRow, held: ProviderIntent): Promise<Outcome> {
  if (!held.providerCustomerId || !held.paymentMethodId) return { status: 'failed', failureCode: 'authorization_expired' };
  const key = `${row.idempotencyKey}:recharge`;
  const earlier = await app.payments.findPayment(held.providerCustomerId, key);
  const intent =
    earlier ??
    (await app.payments
      .createPayment({
        providerCustomerId: held.providerCustomerId,
        amountCents: row.amountCents,
        paymentMethodId: held.paymentMethodId,
        methodType: 'card',
        metadata: { order_id: String(row.orderId), ledger_id: String(row.id) },
        idempotencyKey: key,
      })
      .catch(refused));
  if (!('id' in intent)) return intent;
  // A charge that needs the buyer (3-D Secure) cannot be finished off-session: it fails, the order shows it.
  return intentOutcome(intent, row.amountCents);
}

async function capture(app: App, row: LedgerRow, askFirst: boolean): Promise<Outcome> {
  if (askFirst) {
    const held = await app.payments.retrievePayment(row.targetRef);
    if (held.status === 'succeeded') return intentOutcome(held, row.amountCents);
    if (held.status !== 'requires_capture') return recharge(app, row, held);
  }
  try {
    const intent = await app.payments.capturePayment({ intentId: row.targetRef, amountCents: row.amountCents, idempotencyKey: row.idempotencyKey });
    return intentOutcome(intent, row.amountCents);
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.providerCode !== 'payment_intent_unexpected_state') return refused(error);
    const held = await app.payments.retrievePayment(row.targetRef);
    return held.status === 'canceled' ? recharge(app, row, held) : { status: 'failed', providerRef: held.id, failureCode: 'payment_intent_unexpected_state' };
  }
}

async function release(app: App, row: LedgerRow): Promise<Outcome> {
  const intent = await app.payments.cancelPayment(row.targetRef).catch(refused);
  if (!('id' in intent)) return intent;
  if (intent.status === 'canceled') return { status: 'succeeded', providerRef: intent.id };
  return { status: 'failed', providerRef: intent.id, failureCode: intent.status === 'succeeded' ? 'already_captured' : 'payment_intent_unexpected_state' };
}

async function refund(app: App, row: LedgerRow, askFirst: boolean): Promise<Outcome> {
  const found = askFirst ? await app.payments.findRefund(row.targetRef, row.idempotencyKey) : null;
  if (found) return refundOutcome(found);
  const made = await app.payments
    .refundPayment({ intentId: row.targetRef, amountCents: row.amountCents, idempotencyKey: row.idempotencyKey, metadata: { order_id: String(row.orderId), ledger_id: String(row.id) } })
    .catch(refused);
  return 'paymentIntentId' in made ? refundOutcome(made) : made;
}

async function debit(app: App, row: LedgerRow, askFirst: boolean): Promise<Outcome> {
  const [order] = await app.db.select({ customerId: orders.customerId, orderNo: orders.orderNo }).from(orders).where(eq(orders.id, row.orderId)).limit(1);
  const providerCustomerId = order ? await findProviderCustomer(app, order.customerId) : null;
  const statement = order ? await acceptedStatement(app.db, order.customerId) : undefined;
  if (!order || !providerCustomerId || !statement) return { status: 'failed', failureCode: 'pad_mandate_missing' };
  const found = askFirst ? await app.payments.findPayment(providerCustomerId, row.idempotencyKey) : null;
  const intent =
    found ??
    (await app.payments
      .createPayment({
        providerCustomerId,
        amountCents: row.amountCents,
        paymentMethodId: row.targetRef,
        methodType: 'acss_debit',
        metadata: { order_id: String(row.orderId), order_no: order.orderNo, ledger_id: String(row.id) },
        idempotencyKey: row.idempotencyKey,
        mandate: { ipAddress: statement.ipAddress, userAgent: statement.userAgent, acceptedAt: statement.acceptedAt },
      })
      .catch(refused));
  return 'id' in intent ? intentOutcome(intent, row.amountCents) : intent;
}

/** What the provider says about a row it already took (a PAD debit or refund in progress). */
async function follow(app: App, row: LedgerRow): Promise<Outcome> {
  if (row.kind === 'refund') return refundOutcome(await app.payments.retrieveRefund(row.providerRef));
  return intentOutcome(await app.payments.retrievePayment(row.providerRef), row.amountCents);
}

export async function decide(app: App, row: LedgerRow, askFirst: boolean): Promise<Outcome> {
  if (row.providerRef) return follow(app, row);
  switch (row.kind) {
    case 'capture':
      return capture(app, row, askFirst);
    case 'void':
      return release(app, row);
    case 'refund':
      return refund(app, row, askFirst);
    case 'debit':
      return debit(app, row, askFirst);
    default:
      // Offline kinds are written succeeded; a pending one is a bug we do not guess about.
      return { status: 'failed', failureCode: 'not_a_provider_movement' };
  }
}

/**
 * Carries out one pending row and records the outcome. A provider that cannot be reached leaves the
 * row pending for the reconciler; anything else ends it.
 */
export async function runLedgerRow(app: App, row: LedgerRow, options: { askFirst?: boolean } = {}): Promise<LedgerRow> {
  if (row.status !== 'pending') return row;
  let outcome: Outcome;
  try {
    outcome = await decide(app, row, options.askFirst ?? false);
  } catch (error) {
    app.log.warn({ err: error, ledgerId: row.id }, 'ledger movement left pending: the provider did not answer');
    return row;
  }
  return completeLedgerRow(app, row.id, outcome);
}

/** Runs the rows one after the other (a capture before the refund that may follow it). */
export async function runLedgerRows(app: App, rows: readonly LedgerRow[], options: { askFirst?: boolean } = {}): Promise<LedgerRow[]> {
  const done: LedgerRow[] = [];
  for (const row of rows) done.push(await runLedgerRow(app, row, options));
  return done;
}

/**
 * Records what became of a pending row, under the order's lock: the row, the payment status
 * (core's payment status events, core/orders/payment-status.ts), the PAD cashback voucher when a debit settles, and a status-log line
 * the buyer reads. A row already ended is left alone (two reconcilers, a webhook after our own call).
 */
export async function completeLedgerRow(app: App, rowId: number, outcome: Outcome): Promise<LedgerRow> {
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const [peek] = await tx.select({ orderId: orderLedger.orderId }).from(orderLedger).where(eq(orderLedger.id, rowId)).limit(1);
    const [order] = await tx.select().from(orders).where(eq(orders.id, peek!.orderId)).for('update');
    const [row] = await tx.select().from(orderLedger).where(eq(orderLedger.id, rowId)).for('update');
    if (!row || !order || row.status !== 'pending') return row!;
    if (outcome.status === 'pending') {
      const [kept] = await tx
        .update(orderLedger)
        .set({ providerRef: outcome.providerRef })
        .where(and(eq(orderLedger.id, rowId), eq(orderLedger.status, 'pending')))
        .returning();
      return kept!;
    }
    const [ended] = await tx
      .update(orderLedger)
      .set({
        status: outcome.status,
        providerRef: outcome.providerRef ?? row.providerRef,
        failureCode: outcome.status === 'failed' ? outcome.failureCode.slice(0, 100) : '',
        settledAt: now,
      })
      .where(and(eq(orderLedger.id, rowId), eq(orderLedger.status, 'pending')))
      .returning();
    let paymentStatus = order.paymentStatus as PaymentStatus;
    const event = paymentEventOf(row.kind, outcome.status);
    if (event) paymentStatus = nextPaymentStatus(paymentStatus, event) ?? paymentStatus;
    paymentStatus = await closeIfBalanced(tx, { ...order, paymentStatus });
    if (paymentStatus !== order.paymentStatus) await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
    if (row.kind === 'debit' && outcome.status === 'succeeded') await issueCashbackVoucher(tx, order, now);
    const note = outcome.status === 'succeeded' ? row.noteKey : `fulfilment.log.movement_failed?reason=${outcome.failureCode.replace(/[^a-z0-9_]/gi, '')}`;
    await tx.insert(orderStatusLog).values({ orderId: order.id, status: order.status, paymentStatus, note, actor: 'system', createdAt: now });
    return ended!;
  });
}

/**
 * An order waiting for its settled amount (waiting_adjust) whose ledger already holds exactly that,
 * with nothing left pending or held (packed in full after being charged in full): paid.
 */
export async function closeIfBalanced(tx: Tx, order: { id: number; paymentStatus: string; settledTotalCents: number | null }): Promise<PaymentStatus> {
  const current = order.paymentStatus as PaymentStatus;
  if (current !== 'waiting_adjust' || order.settledTotalCents === null || order.settledTotalCents <= 0) return current;
  const balance = ledgerBalance(await ledgerRows(tx, order.id));
  if (balance.pendingRows > 0 || balance.holds.length > 0 || balance.netCents !== order.settledTotalCents) return current;
  return nextPaymentStatus(current, 'money_received') ?? current;
}

/**
 * A provider event about a payment (Stripe webhook: a PAD debit settled or failed at the bank) moves
 * the pending ledger rows that are waiting on it: each is looked at afresh with the provider.
 */
export async function followProviderPayment(app: App, intentId: string): Promise<void> {
  const waiting = await app.db
    .select()
    .from(orderLedger)
    .where(and(eq(orderLedger.providerRef, intentId), eq(orderLedger.status, 'pending')));
  await runLedgerRows(app, waiting);
}
