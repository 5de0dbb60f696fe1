import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { coupons, orderLedger, orders, orderStatusLog, payments, sandboxIntents, sandboxRefunds } from '../../server/db/schema';
import { translator } from '../../server/i18n';
import { ledgerInvariant, ledgerView } from '../../server/services/fulfilment/ledger';
import { runLedgerRows } from '../../server/services/fulfilment/ledger-execution';
import { decideOrderMoney } from '../../server/services/fulfilment/order-money';
import { attemptProviderKey } from '../../server/services/payments/pay-order';
import { findProviderCustomer } from '../../server/services/payments/provider-customers';
import { insertOrder, orderRow } from '../helpers/order-fixture';
import { authorizedCardOrder, mandatedPadOrder, saveCard } from '../helpers/payment-fixture';
import { signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * The order's money ledger after checkout (issue 15) with the sandbox provider: every movement is a
 * row written pending before the provider is called and completed after; the payment status follows;
 * captured − refunded equals the final invoice total to the cent; the buyer reads it in plain words.
 * The decision is made the way the transition service makes it (decideOrderMoney in the step's
 * transaction, the provider after the commit), without the state machine.
 */

const START = Date.parse('2026-11-20T15:00:00Z');
const PAD_DELAY = 120_000;

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('the order ledger on %s', (target) => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await createTestApp(target, { PAD_SANDBOX_DELAY_MS: PAD_DELAY }, { clock: () => new Date(now) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  let decision = 0;
  /** Packing's money: the order now owes `targetCents`; pending movements are written, not yet carried out. */
  const decide = (orderId: number, targetCents: number, opts: { event?: 'settled' | null; collect?: boolean } = {}) =>
    t.handle.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      decision += 1;
      return decideOrderMoney(tx, t.app, {
        order: order!,
        targetCents,
        event: opts.event === undefined ? 'settled' : opts.event,
        collect: opts.collect,
        keyPrefix: `test:${orderId}:${decision}`,
        actor: 'staff:1',
        now: new Date(now),
      });
    });
  const settle = async (orderId: number, targetCents: number, opts: { event?: 'settled' | null; collect?: boolean } = {}) => {
    const decided = await decide(orderId, targetCents, opts);
    return runLedgerRows(t.app, decided.pending);
  };
  const ledgerOf = (orderId: number) => t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId)).orderBy(orderLedger.id);

  it('a card order packed lighter: one capture of the settled amount, the rest of the hold released; paid; the invariant holds', async () => {
    const order = await authorizedCardOrder(t, 120_71);
    const decided = await decide(order.orderId, 95_70);
    // Written before the provider is called: the capture is pending, the order waits for it.
    expect(decided.pending).toMatchObject([{ kind: 'capture', status: 'pending', amountCents: 95_70, targetRef: order.ref }]);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('waiting_adjust');
    const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, order.ref));
    expect(held!.status).toBe('requires_capture');

    await runLedgerRows(t.app, decided.pending);
    const [charged] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, order.ref));
    expect(charged).toMatchObject({ status: 'succeeded', amountReceivedCents: 95_70 });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
    expect((await ledgerOf(order.orderId)).map((r) => [r.kind, r.status, r.amountCents])).toEqual([
      ['authorize', 'succeeded', 120_71],
      ['capture', 'succeeded', 95_70],
    ]);
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toEqual({
      capturedMinusRefundedCents: 95_70,
      finalInvoiceTotalCents: 95_70,
      pendingRows: 0,
      openHolds: 0,
      holds: true,
    });
    // Running the same rows again moves no money.
    await runLedgerRows(t.app, decided.pending);
    expect((await ledgerOf(order.orderId)).filter((r) => r.kind === 'capture')).toHaveLength(1);
  });

  it('the buyer reads the ledger in plain words, in English, Chinese and French', async () => {
    const order = await authorizedCardOrder(t, 50_00);
    await settle(order.orderId, 42_10);
    const en = await ledgerView(t.handle.db, order.orderId, translator('en'));
    expect(en.map((e) => [e.kind, e.amount, e.status, e.description])).toEqual([
      ['authorize', 50, 'succeeded', 'Card authorized: the amount is held, not charged'],
      ['capture', 42.1, 'succeeded', 'Card charged the final amount'],
    ]);
    expect((await ledgerView(t.handle.db, order.orderId, translator('cn'))).map((e) => e.description)).toEqual([
      '银行卡已授权：金额已预留，尚未扣款',
      '已按最终金额从银行卡扣款',
    ]);
    expect((await ledgerView(t.handle.db, order.orderId, translator('fr'))).map((e) => e.description)).toEqual([
      'Carte autorisée\u00a0: le montant est réservé, pas débité',
      'Carte débitée du montant final',
    ]);
    expect(JSON.stringify(en)).not.toMatch(/pi_|sbx|sd-/);
  });

  it('nothing delivered: the hold is released, nothing charged, payment status refund; the invariant holds at 0', async () => {
    const order = await authorizedCardOrder(t, 30_00);
    await settle(order.orderId, 0, { event: null });
    const [released] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, order.ref));
    expect(released).toMatchObject({ status: 'canceled', amountReceivedCents: 0 });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('refund');
    expect((await ledgerOf(order.orderId)).map((r) => [r.kind, r.status])).toEqual([
      ['authorize', 'succeeded'],
      ['void', 'succeeded'],
    ]);
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);
  });

  it('an order charged in full before is refunded the difference; packed in full it is simply paid', async () => {
    const order = await authorizedCardOrder(t, 80_00);
    // The way an order was paid before authorization at checkout: captured at once, in full.
    await t.app.payments.capturePayment({ intentId: order.ref, amountCents: 80_00, idempotencyKey: `legacy-${order.ref}` });
    await t.handle.db.transaction(async (tx) => {
      await tx.update(orderLedger).set({ kind: 'capture', noteKey: 'fulfilment.ledger.capture_card' }).where(eq(orderLedger.orderId, order.orderId));
      await tx.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.orderId));
    });
    await settle(order.orderId, 71_25);
    expect((await ledgerOf(order.orderId)).map((r) => [r.kind, r.status, r.amountCents])).toEqual([
      ['capture', 'succeeded', 80_00],
      ['refund', 'succeeded', 8_75],
    ]);
    expect(await t.handle.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, order.ref))).toMatchObject([{ amountCents: 8_75, status: 'succeeded' }]);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('refund');
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ capturedMinusRefundedCents: 71_25, finalInvoiceTotalCents: 71_25, holds: true });

    const full = await authorizedCardOrder(t, 40_00);
    await t.app.payments.capturePayment({ intentId: full.ref, amountCents: 40_00, idempotencyKey: `legacy-${full.ref}` });
    await t.handle.db.update(orderLedger).set({ kind: 'capture' }).where(eq(orderLedger.orderId, full.orderId));
    await t.handle.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, full.orderId));
    expect(await settle(full.orderId, 40_00)).toEqual([]);
    expect((await orderRow(t.handle.db, full.orderId)).paymentStatus).toBe('paid');
  });

  it('an authorization that lapsed (8 days) is charged afresh on the saved card at the settled amount, once', async () => {
    const order = await authorizedCardOrder(t, 60_00);
    now += 8 * 86_400_000;
    const [capture] = await settle(order.orderId, 55_00);
    expect(capture).toMatchObject({ kind: 'capture', status: 'succeeded', amountCents: 55_00, targetRef: order.ref });
    expect(capture!.providerRef).not.toBe(order.ref);
    const [fresh] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, capture!.providerRef));
    expect(fresh).toMatchObject({ status: 'succeeded', amountReceivedCents: 55_00, captureMethod: 'automatic' });
    const [lapsed] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, order.ref));
    expect(lapsed).toMatchObject({ status: 'canceled', cancellationReason: 'automatic' });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);
  });

  it('PAD: the debit is made at the settled amount after packing, pending at the bank; once it settles: paid and the 1% cashback of the settled amount', async () => {
    const order = await mandatedPadOrder(t, 226_00, { cashbackCents: 2_26 });
    // Settlement fixes the cashback on the recalculated price (core computes it; here 1% of 187.50).
    await t.handle.db.update(orders).set({ cashbackCents: 1_88 }).where(eq(orders.id, order.orderId));
    const [debit] = await settle(order.orderId, 189_38);
    expect(debit).toMatchObject({ kind: 'debit', status: 'pending', amountCents: 189_38, targetRef: order.ref });
    expect(debit!.providerRef).toMatch(/^pi_sbx_/);
    const [atBank] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, debit!.providerRef));
    expect(atBank).toMatchObject({ status: 'processing', amountCents: 189_38, methodType: 'acss_debit' });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('waiting_adjust');

    // The reconciler asks again later; before the bank answers nothing changes.
    await t.app.paymentReconciler.runOnce();
    now += PAD_DELAY + 60_000;
    const report = await t.app.paymentReconciler.runOnce();
    expect(report!.ledger.succeeded).toBeGreaterThanOrEqual(1);
    expect((await ledgerOf(order.orderId)).at(-1)).toMatchObject({ kind: 'debit', status: 'succeeded' });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
    const voucher = await t.handle.db.select().from(coupons).where(eq(coupons.code, `CB-${order.orderNo}`));
    expect(voucher).toMatchObject([{ value: 1_88 }]);
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);
  });

  it('PAD account 000222222227: the debit fails at the bank: payment failed, no voucher, the reason in the log', async () => {
    const order = await mandatedPadOrder(t, 50_00, { account: '000222222227' });
    await settle(order.orderId, 50_00);
    now += PAD_DELAY + 60_000;
    await t.app.paymentReconciler.runOnce();
    expect((await ledgerOf(order.orderId)).at(-1)).toMatchObject({ kind: 'debit', status: 'failed', failureCode: 'bank_insufficient_funds' });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('failed');
    expect(await t.handle.db.select().from(coupons).where(eq(coupons.code, `CB-${order.orderNo}`))).toEqual([]);
    const [log] = await t.handle.db.select().from(orderStatusLog).where(and(eq(orderStatusLog.orderId, order.orderId), eq(orderStatusLog.paymentStatus, 'failed')));
    expect(log!.note).toBe('fulfilment.log.movement_failed?reason=bank_insufficient_funds');
    const view = await ledgerView(t.handle.db, order.orderId, translator('en'));
    expect(view.at(-1)!.description).toBe('Bank account debited (pre-authorized debit): did not go through (The bank account has insufficient funds.)');
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(false);
  });

  it('cash: invoiced at the settled amount (waiting), then collected: paid', async () => {
    const buyer = await signInCustomer(t);
    const order = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'cash', totalCents: 64_00 });
    await settle(order.orderId, 58_40);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('waiting_adjust');
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(false);
    await settle(order.orderId, 58_40, { event: null, collect: true });
    expect((await ledgerOf(order.orderId)).map((r) => [r.kind, r.method, r.status, r.amountCents, r.provider])).toEqual([
      ['invoice', 'cash', 'succeeded', 58_40, ''],
      ['cash_collected', 'cash', 'succeeded', 58_40, ''],
    ]);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);
  });

  describe('crash safety', () => {
    /** Another server process on the same database: its start runs the reconciler. */
    const restart = async () => {
      const app = await buildApp({ config: testConfig({ PAD_SANDBOX_DELAY_MS: PAD_DELAY }), db: t.handle.db, clock: () => new Date(now) });
      await app.ready();
      const report = await app.paymentReconciler.startup;
      await app.close();
      return report;
    };

    it('a capture the provider made but the server never recorded (crash) is reconciled at the next start: succeeded, paid, once', async () => {
      const order = await authorizedCardOrder(t, 70_00);
      const decided = await decide(order.orderId, 64_35);
      const [row] = decided.pending;
      // The server calls the provider… and dies before recording the answer.
      await t.app.payments.capturePayment({ intentId: row!.targetRef, amountCents: row!.amountCents, idempotencyKey: row!.idempotencyKey });
      expect((await ledgerOf(order.orderId)).at(-1)!.status).toBe('pending');

      // Within the grace period a restart leaves it to the request that may still be running.
      expect((await restart())!.ledger).toEqual({ succeeded: 0, failed: 0, pending: 0 });
      now += 61_000;
      const report = await restart();
      expect(report!.ledger.succeeded).toBeGreaterThanOrEqual(1);
      expect((await ledgerOf(order.orderId)).at(-1)).toMatchObject({ kind: 'capture', status: 'succeeded', providerRef: order.ref });
      expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
      const [intent] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, order.ref));
      expect(intent).toMatchObject({ status: 'succeeded', amountReceivedCents: 64_35 });
      expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 64_35 });
    });

    it('a refund recorded but never sent (crash before the call) is sent once at the next start', async () => {
      const order = await authorizedCardOrder(t, 90_00);
      await settle(order.orderId, 90_00);
      // A later step owes less (a claim, say): the refund row is written, then the process dies.
      const decided = await decide(order.orderId, 81_00, { event: null });
      expect(decided.pending).toMatchObject([{ kind: 'refund', amountCents: 9_00, status: 'pending' }]);
      now += 61_000;
      await restart();
      await restart();
      const refunds = await t.handle.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, order.ref));
      expect(refunds).toMatchObject([{ amountCents: 9_00, status: 'succeeded' }]);
      expect((await ledgerOf(order.orderId)).at(-1)).toMatchObject({ kind: 'refund', status: 'succeeded', providerRef: refunds[0]!.id });
      expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 81_00 });
    });

    it('checkout attempts: one the provider authorized is applied, one it never saw fails, one waiting a day for 3-D Secure is canceled', async () => {
      const buyer = await signInCustomer(t);
      const card = await saveCard(t, buyer, '4242424242424242');
      const providerCustomerId = (await findProviderCustomer(t.app, buyer.customerId))!;
      // 1. The server opened the attempt and the provider authorized it; the server died before storing the answer.
      const answered = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', totalCents: 33_00 });
      const [attempt] = await t.handle.db
        .insert(payments)
        .values({ orderId: answered.orderId, provider: 'sandbox', method: 'card', amountCents: 33_00, status: 'pending', idempotencyKey: 'crash-1', createdAt: new Date(now) })
        .returning();
      await t.app.payments.createPayment({
        providerCustomerId,
        amountCents: 33_00,
        paymentMethodId: card,
        methodType: 'card',
        captureMethod: 'manual',
        metadata: { order_id: String(answered.orderId), payment_id: String(attempt!.id) },
        idempotencyKey: attemptProviderKey(attempt!),
      });
      // 2. Never reached the provider.
      const unseen = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', totalCents: 12_00 });
      await t.handle.db.insert(payments).values({ orderId: unseen.orderId, provider: 'sandbox', method: 'card', amountCents: 12_00, status: 'pending', idempotencyKey: 'crash-2', createdAt: new Date(now) });
      // 3. Waiting for 3-D Secure.
      const waiting = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', totalCents: 14_00 });
      const threeDs = await saveCard(t, buyer, '4000002500003155');
      const pay = await t.app.inject({
        method: 'POST',
        url: '/api/payment/stripe/order_payment_intent',
        headers: buyer.headers(),
        payload: { order_id: waiting.orderId, payment_method_id: threeDs },
      });
      const waitingIntent = (pay.json() as { data: { intent_id: string; status: string } }).data;
      expect(waitingIntent.status).toBe('requires_action');

      now += 61_000;
      await restart();
      expect((await orderRow(t.handle.db, answered.orderId)).paymentStatus).toBe('prepaid');
      expect(await t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, answered.orderId))).toMatchObject([{ kind: 'authorize', status: 'succeeded' }]);
      const [unseenAttempt] = await t.handle.db.select().from(payments).where(eq(payments.orderId, unseen.orderId));
      expect(unseenAttempt!.status).toBe('failed');
      // The 3-D Secure attempt is still the buyer's to finish…
      const [stillWaiting] = await t.handle.db.select().from(payments).where(eq(payments.orderId, waiting.orderId));
      expect(stillWaiting!.status).toBe('authorizing');
      // …for a day.
      now += 24 * 3600_000;
      await restart();
      const [abandoned] = await t.handle.db.select().from(payments).where(eq(payments.orderId, waiting.orderId));
      expect(abandoned!.status).toBe('canceled');
      const [intent] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, waitingIntent.intent_id));
      expect(intent!.status).toBe('canceled');
    });
  });
});
