import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padAccountResponseSchema, paymentAttemptResponseSchema, setupIntentResponseSchema } from '../../core/schemas/payment';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { coupons, customers, orderLedger, orders } from '../../server/db/schema';
import { ledgerInvariant } from '../../server/services/fulfilment/ledger';
import { runLedgerRows } from '../../server/services/fulfilment/ledger-execution';
import { decideOrderMoney } from '../../server/services/fulfilment/order-money';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe-server';
import { insertOrder, orderRow } from '../helpers/order-fixture';
import { authorizedCardOrder } from '../helpers/payment-fixture';
import { callAs, signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate } from '../helpers/test-database';

/**
 * The order ledger with the Stripe adapter against the fake Stripe server: the partial capture, a
 * crash after Stripe captured (reconciled at the next start by asking Stripe), and a PAD debit made
 * after packing that settles by webhook.
 */

const WEBHOOK_SECRET = 'whsec_fulfilment_ledger';
let now = Date.parse('2026-11-20T15:00:00Z');

describe('the order ledger with Stripe (fake server)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  const config = () => ({
    PAYMENT_PROVIDER: 'stripe' as const,
    STRIPE_SECRET_KEY: 'sk_test_supply_desk',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_supply_desk',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp('pglite', config(), { clock: () => new Date(now) });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await closeTemplate();
  });

  let decision = 0;
  const decide = (orderId: number, targetCents: number) =>
    t.handle.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      decision += 1;
      return decideOrderMoney(tx, t.app, { order: order!, targetCents, event: 'settled', keyPrefix: `stripe-test:${orderId}:${decision}`, actor: 'staff:1', now: new Date(now) });
    });

  it('captures the settled amount at Stripe with the row’s idempotency key', async () => {
    const order = await authorizedCardOrder(t, 120_71, { fake });
    const decided = await decide(order.orderId, 95_70);
    await runLedgerRows(t.app, decided.pending);
    const capture = fake.requests.find((r) => r.path === `/v1/payment_intents/${order.ref}/capture`)!;
    expect(capture.body).toEqual({ amount_to_capture: '9570' });
    expect(capture.idempotencyKey).toBe(decided.pending[0]!.idempotencyKey);
    expect(fake.paymentIntents.get(order.ref)).toMatchObject({ status: 'succeeded', amount_received: 95_70 });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);
  });

  it('a crash after Stripe captured: the next start asks Stripe and records the capture, without capturing again', async () => {
    const order = await authorizedCardOrder(t, 50_00, { fake });
    const [row] = (await decide(order.orderId, 47_25)).pending;
    await t.app.payments.capturePayment({ intentId: row!.targetRef, amountCents: row!.amountCents, idempotencyKey: row!.idempotencyKey });
    const capturesBefore = fake.requests.filter((r) => r.path.endsWith('/capture')).length;

    now += 61_000;
    const restarted = await buildApp({ config: testConfig(config()), db: t.handle.db, clock: () => new Date(now) });
    await restarted.ready();
    await restarted.paymentReconciler.startup;
    await restarted.close();
    expect(fake.requests.filter((r) => r.path.endsWith('/capture')).length).toBe(capturesBefore);
    const [ended] = await t.handle.db.select().from(orderLedger).where(eq(orderLedger.id, row!.id));
    expect(ended).toMatchObject({ status: 'succeeded', providerRef: order.ref });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
  });

  it('PAD: the debit goes to Stripe at the settled amount after packing and settles by webhook; one cashback voucher', async () => {
    const buyer = await signInCustomer(t);
    await t.handle.db.update(customers).set({ email: 'owner@padkitchen.example' }).where(eq(customers.id, buyer.customerId));
    await callAs(t, buyer, 'POST', '/api/pad/accept_pad_statement', { accept: true });
    const setup = setupIntentResponseSchema.parse((await callAs(t, buyer, 'GET', '/api/pad/setup_intent')).json()).data;
    fake.confirmBankSetup(setup.setup_intent_id, { institution: '000', transit: '11000', account: '000123456789', holder: 'PadKitchen' });
    const account = padAccountResponseSchema.parse(
      (await callAs(t, buyer, 'POST', '/api/pad/bind_bank_token/v3', { setup_intent_id: setup.setup_intent_id })).json(),
    ).data;
    const order = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'pad', totalCents: 300_00, cashbackCents: 2_70 });
    const mandate = paymentAttemptResponseSchema.parse(
      (await callAs(t, buyer, 'POST', '/api/pad/pay', { order_id: order.orderId, pad_account_id: account.id })).json(),
    ).data;

    const [debit] = await runLedgerRows(t.app, (await decide(order.orderId, 272_70)).pending);
    expect(debit).toMatchObject({ kind: 'debit', status: 'pending' });
    const made = fake.paymentIntents.get(debit!.providerRef)!;
    expect(made).toMatchObject({ amount: 272_70, payment_method: mandate.intent_id, payment_method_types: ['acss_debit'], status: 'processing' });

    const settled = fake.webhook('payment_intent.succeeded', { ...fake.settleDebit(made.id, 'succeeded') }, WEBHOOK_SECRET);
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': settled.signature },
        payload: settled.payload,
      });
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    const [ended] = await t.handle.db.select().from(orderLedger).where(eq(orderLedger.id, debit!.id));
    expect(ended!.status).toBe('succeeded');
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
    expect(await t.handle.db.select().from(coupons).where(eq(coupons.code, `CB-${order.orderNo}`))).toMatchObject([{ value: 2_70 }]);
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);
  });
});
