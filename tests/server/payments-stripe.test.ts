import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import {
  checkingStatusResponseSchema,
  padAccountResponseSchema,
  padPaymentMethodsResponseSchema,
  paymentAttemptResponseSchema,
  paymentConfigResponseSchema,
  savedCardListResponseSchema,
  setupIntentResponseSchema,
} from '../../core/schemas/payment';
import { createPaymentProvider } from '../../server/adapters/payments/create-payment-provider';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { coupons, customers, orderStatusLog, paymentEvents, payments } from '../../server/db/schema';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe-server';
import { insertOrder, orderRow } from '../helpers/order-fixture';
import { callAs, signInCustomer, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, createTestDatabase, dbTargets } from '../helpers/test-database';

const WEBHOOK_SECRET = 'whsec_test_supply_desk_secret';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
type Res = { statusCode: number; body: string; json(): unknown };

describe('PAYMENT_PROVIDER=stripe configuration', () => {
  it('refuses to start without the Stripe keys, saying which are missing', async () => {
    const handle = await createTestDatabase('pglite');
    try {
      await expect(
        buildApp({ config: testConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }), db: handle.db }).then((app) => app.ready()),
      ).rejects.toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
    } finally {
      await handle.close();
    }
    const deps = { db: handle.db, clock: () => new Date() };
    const keys = { STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', PAD_SANDBOX_DELAY_MS: 0 };
    expect(() => createPaymentProvider({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_test_x' }, deps)).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(createPaymentProvider({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_SECRET_KEY: 'sk_test_x' }, deps).name).toBe('stripe');
    expect(createPaymentProvider({ PAYMENT_PROVIDER: 'sandbox', PAD_SANDBOX_DELAY_MS: 0 }, deps).name).toBe('sandbox');
  });
});

describe.each(dbTargets())('the Stripe adapter against the fake Stripe server on %s', (target) => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(target, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_supply_desk',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_supply_desk',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await closeTemplate();
  });

  const ok = (res: Res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: 1; data: unknown };
  };
  const errorOf = (res: Res, status = 400) => {
    expect(res.statusCode, res.body).toBe(status);
    return apiErrorSchema.parse(res.json());
  };
  /** What Stripe Elements does in the browser: our setup intent, confirmed at Stripe with a test card. */
  const addCard = async (who: SignedIn, cardNo: string) => {
    const setup = setupIntentResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/setup_intent'))).data;
    expect(setup.client_secret).toMatch(/_secret_/);
    return fake.confirmCardSetup(setup.setup_intent_id, cardNo);
  };
  const pay = (who: SignedIn, body: Record<string, unknown>, locale: 'en' | 'fr' = 'en') =>
    callAs(t, who, 'POST', '/api/payment/stripe/order_payment_intent', body, locale);
  const attempt = (res: Res) => paymentAttemptResponseSchema.parse(ok(res)).data;
  const deliver = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      // Stripe signs its own calls: no session, no app signature headers.
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
  const logOf = (orderId: number) => t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, orderId));

  it('tells the renderer to use Stripe with the publishable key; the sandbox stand-ins do not exist', async () => {
    const config = paymentConfigResponseSchema.parse(ok(await t.app.inject({ method: 'GET', url: '/api/payment/config', headers: t.headers() }))).data;
    expect(config).toEqual({ provider: 'stripe', publishable_key: 'pk_test_supply_desk', test_cards: [] });
    const who = await signInCustomer(t);
    for (const url of ['/api/payment/sandbox/confirm_setup', '/api/payment/sandbox/authenticate', '/api/payment/sandbox/confirm_bank_setup']) {
      expect((await callAs(t, who, 'POST', url, {})).statusCode, url).toBe(404);
    }
  });

  it('a saved 4242 card authorizes the order off-session for manual capture, in CAD, with our idempotency key and the order in the metadata', async () => {
    const who = await signInCustomer(t);
    const pm = await addCard(who, '4242424242424242');
    const list = savedCardListResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/page_list'))).data.list;
    expect(list).toEqual([{ id: pm, brand: 'visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) }]);
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 150_00 });

    const result = attempt(await pay(who, { order_id: order.orderId, payment_method_id: pm }));
    expect(result).toMatchObject({ order_id: order.orderId, status: 'succeeded', message: null });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('prepaid');
    const call = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(call.body).toMatchObject({
      amount: '15000',
      currency: 'cad',
      payment_method: pm,
      confirm: 'true',
      off_session: 'true',
      capture_method: 'manual',
      allowed_payment_method_types: ['card'],
      metadata: { order_id: String(order.orderId), order_no: order.orderNo, sd_key: call.idempotencyKey },
    });
    expect(call.idempotencyKey).toMatch(/^sd-payment-\d+-\d+$/);
    expect(fake.paymentIntents.get(result.intent_id)).toMatchObject({ status: 'requires_capture', amount_capturable: 150_00, amount_received: 0 });
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(row).toMatchObject({ provider: 'stripe', providerRef: result.intent_id, status: 'authorized' });
  });

  it('a declined card (0002): failed attempt with Stripe’s reason in the caller’s language, order payment failed', async () => {
    const who = await signInCustomer(t);
    const pm = await addCard(who, '4000000000000002');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 42_00 });
    const en = attempt(await pay(who, { order_id: order.orderId, payment_method_id: pm }));
    expect(en).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('failed');
    const fr = attempt(await pay(who, { order_id: order.orderId, payment_method_id: pm, idempotency_key: 'retry-after-decline' }, 'fr'));
    expect(fr.message).toBe('Votre carte a été refusée.');
    expect((await t.handle.db.select().from(payments).where(eq(payments.orderId, order.orderId))).map((p) => p.status)).toEqual(['failed', 'failed']);
  });

  it('a doubled pay with one key creates one PaymentIntent at Stripe and one payments row', async () => {
    const who = await signInCustomer(t);
    const pm = await addCard(who, '5555555555554444');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 88_00 });
    const before = fake.paymentIntents.size;
    const body = { order_id: order.orderId, payment_method_id: pm, idempotency_key: 'stripe-double-click-1' };
    const results = await Promise.all([pay(who, body), pay(who, body)]);
    const ids = results.map((r) => attempt(r).intent_id);
    expect(ids[0]).toBe(ids[1]);
    expect(fake.paymentIntents.size - before).toBe(1);
    expect(await t.handle.db.select().from(payments).where(eq(payments.orderId, order.orderId))).toHaveLength(1);
  });

  it('detaches only the caller’s own card', async () => {
    const who = await signInCustomer(t);
    const other = await signInCustomer(t);
    const mine = await addCard(who, '4242424242424242');
    const theirs = await addCard(other, '4242424242424242');
    expect((await callAs(t, who, 'POST', '/api/payment/stripe/credit_card/card_delete', { payment_method_id: theirs })).statusCode).toBe(404);
    expect(fake.paymentMethods.get(theirs)!.customer).not.toBeNull();
    expect((await callAs(t, who, 'POST', '/api/payment/stripe/credit_card/card_delete', { payment_method_id: 'pm_unknown' })).statusCode).toBe(404);
    ok(await callAs(t, who, 'POST', '/api/payment/stripe/credit_card/card_delete', { payment_method_id: mine }));
    expect(fake.paymentMethods.get(mine)!.customer).toBeNull();
    expect(savedCardListResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/page_list'))).data.list).toEqual([]);
  });

  it('3155 waits for the customer; the webhook applies the outcome: bad signature refused, a replay applied once', async () => {
    const who = await signInCustomer(t);
    const pm = await addCard(who, '4000002500003155');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 64_00 });
    const waiting = attempt(await pay(who, { order_id: order.orderId, payment_method_id: pm }));
    expect(waiting.status).toBe('requires_action');
    expect(waiting.client_secret).toMatch(/^pi_.*_secret_/);
    const polled = checkingStatusResponseSchema.parse(
      ok(await callAs(t, who, 'GET', `/api/payment/stripe/checking_status?order_id=${order.orderId}`)),
    ).data;
    expect(polled).toMatchObject({ payment_status: 'unpaid', attempt: 'authorizing' });

    // The buyer authenticates with Stripe.js; Stripe tells us by webhook that the amount can be captured.
    const authorized = fake.completeAuthentication(waiting.intent_id);
    expect(authorized.status).toBe('requires_capture');
    const good = fake.webhook('payment_intent.amount_capturable_updated', { ...authorized }, WEBHOOK_SECRET);
    const forged = fake.webhook('payment_intent.amount_capturable_updated', { ...authorized }, 'whsec_someone_else', good.eventId);
    const logBefore = (await logOf(order.orderId)).length;

    const refused = await deliver(forged.payload, forged.signature);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).error).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await deliver(good.payload, '')).statusCode).toBe(400);
    expect((await deliver(`${good.payload} `, good.signature)).statusCode).toBe(400);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('unpaid');
    expect(await t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, good.eventId))).toEqual([]);

    expect(ok(await deliver(good.payload, good.signature)).data).toEqual({ received: true, duplicate: false });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('prepaid');
    expect(ok(await deliver(good.payload, good.signature)).data).toEqual({ received: true, duplicate: true });
    const log = await logOf(order.orderId);
    expect(log).toHaveLength(logBefore + 1);
    expect(log.at(-1)).toMatchObject({ paymentStatus: 'prepaid', actor: 'stripe-webhook' });
    expect(await t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, good.eventId))).toHaveLength(1);

    // Events we do not act on are still acknowledged.
    const other = fake.webhook('customer.created', { id: 'cus_x', object: 'customer' }, WEBHOOK_SECRET);
    expect(ok(await deliver(other.payload, other.signature)).data).toEqual({ received: true, duplicate: false });
  });

  it('PAD from a cheque: micro-deposits verify by webhook, then pay records the mandate; no debit until the order is packed', async () => {
    const who: SignedInCustomer = await signInCustomer(t);
    const cheque = {
      institution_number: '000',
      transit_number: '11000',
      account_number: '000123456789',
      holder_name: 'NorthKitchen',
      cheque_image: `data:image/png;base64,${PNG.toString('base64')}`,
      accept: true,
    };
    // Stripe needs the payer's e-mail on the mandate.
    expect(errorOf(await callAs(t, who, 'POST', '/api/pad/apply_by_cheque', cheque)).error).toBe('EMAIL_REQUIRED');
    await t.handle.db.update(customers).set({ email: 'owner@northkitchen.example' }).where(eq(customers.id, who.customerId));

    const account = padAccountResponseSchema.parse(ok(await callAs(t, who, 'POST', '/api/pad/apply_by_cheque', cheque))).data;
    expect(account).toMatchObject({ status: 'pending', account_last4: '6789', institution_number: '000', transit_number: '11000' });
    const setupCall = fake.requests.filter((r) => r.path === '/v1/setup_intents' && r.method === 'POST').at(-1)!;
    expect(setupCall.body).toMatchObject({
      confirm: 'true',
      allowed_payment_method_types: ['acss_debit'],
      payment_method_options: {
        acss_debit: { currency: 'cad', verification_method: 'microdeposits', mandate_options: { payment_schedule: 'sporadic', transaction_type: 'business' } },
      },
      mandate_data: { customer_acceptance: { type: 'online' } },
    });
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'pad', totalCents: 300_00, cashbackCents: 3_00 });
    expect(errorOf(await callAs(t, who, 'POST', '/api/pad/pay', { order_id: order.orderId, pad_account_id: account.id })).error).toBe('PAD_ACCOUNT_PENDING');

    const setupId = [...fake.setupIntents.values()].find((s) => s.customer && s.status === 'requires_action')!.id;
    const verified = fake.webhook('setup_intent.succeeded', { ...fake.verifyMicrodeposits(setupId) }, WEBHOOK_SECRET);
    ok(await deliver(verified.payload, verified.signature));
    const methods = padPaymentMethodsResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/pad/payment_method'))).data;
    expect(methods).toMatchObject({ statement_accepted: true, accounts: [{ id: account.id, status: 'verified' }] });

    const intentsBefore = fake.paymentIntents.size;
    const mandate = attempt(await callAs(t, who, 'POST', '/api/pad/pay', { order_id: order.orderId, pad_account_id: account.id }));
    expect(mandate.status).toBe('succeeded');
    expect(fake.paymentMethods.get(mandate.intent_id)).toMatchObject({ type: 'acss_debit', customer: expect.stringMatching(/^cus_/) });
    expect(fake.paymentIntents.size).toBe(intentsBefore);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('prepaid');
    expect(await t.handle.db.select().from(coupons).where(eq(coupons.code, `CB-${order.orderNo}`))).toEqual([]);
    const status = checkingStatusResponseSchema.parse(ok(await callAs(t, who, 'POST', '/api/pad/check_payment_status', { order_id: order.orderId }))).data;
    expect(status).toEqual({ order_id: order.orderId, payment_status: 'prepaid', attempt: 'succeeded', message: null });
  });

  it('online bank connection: our acss_debit SetupIntent, confirmed at Stripe, binds a verified account', async () => {
    const who = await signInCustomer(t);
    const setup = setupIntentResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/pad/setup_intent'))).data;
    const created = fake.setupIntents.get(setup.setup_intent_id)!;
    expect(created.payment_method_types).toEqual(['acss_debit']);
    fake.confirmBankSetup(setup.setup_intent_id, { institution: '000', transit: '11000', account: '000123456789', holder: 'OnlineDiner' });
    const bound = padAccountResponseSchema.parse(
      ok(await callAs(t, who, 'POST', '/api/pad/bind_bank_token/v3', { setup_intent_id: setup.setup_intent_id })),
    ).data;
    expect(bound).toMatchObject({ source: 'online', status: 'verified', holder_name: 'OnlineDiner', account_last4: '6789' });
    const stranger = await signInCustomer(t);
    await callAs(t, stranger, 'GET', '/api/pad/setup_intent');
    expect((await callAs(t, stranger, 'POST', '/api/pad/bind_bank_token/v3', { setup_intent_id: setup.setup_intent_id })).statusCode).toBe(404);
  });
});
