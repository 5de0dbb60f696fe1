import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttemptResponseSchema, setupIntentResponseSchema } from '../../core/schemas/payment';
import { PaymentProviderError } from '../../server/adapters/payments/payment-provider';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe-server';
import { insertOrder } from '../helpers/order-fixture';
import { callAs, signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * After checkout (issue 15): what the payment provider does with a card authorized at checkout —
 * capture at the settled amount (partial capture releases the rest, more than the authorization is
 * refused), void, refunds up to what was captured, the authorization lapsing after 7 days, and the
 * reconciler's questions (findPayment, findRefund). The same assertions run against the sandbox on
 * each database and against the Stripe adapter talking to the fake Stripe server.
 */

const START = Date.parse('2026-11-20T15:00:00Z');
const DAY = 86_400_000;

interface Harness {
  t: TestApp;
  /** Saves a test card for the buyer the way the renderer does with this provider; answers the payment method id. */
  saveCard(who: SignedInCustomer, number: string): Promise<string>;
  /** Seven days pass for this authorization. */
  lapse(intentId: string): Promise<void>;
  close(): Promise<void>;
}

const harnesses: [string, () => Promise<Harness>][] = [
  ...dbTargets().map((target): [string, () => Promise<Harness>] => [
    `the sandbox on ${target}`,
    async () => {
      let now = START;
      const t = await createTestApp(target, {}, { clock: () => new Date(now) });
      return {
        t,
        async saveCard(who, number) {
          const setup = setupIntentResponseSchema.parse((await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/setup_intent')).json()).data;
          const res = await callAs(t, who, 'POST', '/api/payment/sandbox/confirm_setup', {
            setup_intent_id: setup.setup_intent_id,
            card_no: number,
            exp_month: 12,
            exp_year: 2030,
            cvc: '123',
          });
          expect(res.statusCode, res.body).toBe(200);
          return (res.json() as { data: { id: string } }).data.id;
        },
        async lapse() {
          now += 7 * DAY;
        },
        close: () => t.close(),
      };
    },
  ]),
  [
    'Stripe (fake server)',
    async () => {
      const fake: FakeStripe = await startFakeStripe();
      const t = await createTestApp('pglite', {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_supply_desk',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_supply_desk',
        STRIPE_WEBHOOK_SECRET: 'whsec_capture_tests',
        STRIPE_API_BASE: fake.url,
      });
      return {
        t,
        async saveCard(who, number) {
          const setup = setupIntentResponseSchema.parse((await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/setup_intent')).json()).data;
          return fake.confirmCardSetup(setup.setup_intent_id, number);
        },
        async lapse(intentId) {
          fake.expireAuthorization(intentId);
        },
        close: async () => {
          await t.close();
          await fake.close();
        },
      };
    },
  ],
];

afterAll(async () => {
  await closeTemplate();
});

describe.each(harnesses)('capture, void and refund with %s', (_name, start) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  /** A card order authorized at checkout: answers the PaymentIntent id. */
  const authorized = async (totalCents: number) => {
    const who = await signInCustomer(h.t);
    const card = await h.saveCard(who, '4242424242424242');
    const order = await insertOrder(h.t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents });
    const res = await callAs(h.t, who, 'POST', '/api/payment/stripe/order_payment_intent', { order_id: order.orderId, payment_method_id: card });
    expect(res.statusCode, res.body).toBe(200);
    return paymentAttemptResponseSchema.parse(res.json()).data.intent_id;
  };
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    return error as PaymentProviderError;
  };

  it('captures the settled amount, less than the authorization: the rest is released; the same capture again answers the same intent', async () => {
    const intentId = await authorized(100_00);
    const held = await h.t.app.payments.retrievePayment(intentId);
    expect(held).toMatchObject({ status: 'requires_capture', captureMethod: 'manual', amountCapturableCents: 100_00, amountReceivedCents: 0 });

    const captured = await h.t.app.payments.capturePayment({ intentId, amountCents: 87_65, idempotencyKey: `cap-${intentId}` });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 87_65, amountCapturableCents: 0 });
    const again = await h.t.app.payments.capturePayment({ intentId, amountCents: 87_65, idempotencyKey: `cap-${intentId}` });
    expect(again).toMatchObject({ id: intentId, status: 'succeeded', amountReceivedCents: 87_65 });
    // A second, different capture cannot take the released rest.
    const second = await refusal(h.t.app.payments.capturePayment({ intentId, amountCents: 12_35, idempotencyKey: `cap2-${intentId}` }));
    expect(second).toMatchObject({ code: 'invalid_request', providerCode: 'payment_intent_unexpected_state' });
  });

  it('refuses to capture more than was authorized, and leaves the authorization as it was', async () => {
    const intentId = await authorized(50_00);
    const refused = await refusal(h.t.app.payments.capturePayment({ intentId, amountCents: 50_01, idempotencyKey: `over-${intentId}` }));
    expect(refused).toMatchObject({ code: 'invalid_request', providerCode: 'amount_too_large' });
    expect(await h.t.app.payments.retrievePayment(intentId)).toMatchObject({ status: 'requires_capture', amountCapturableCents: 50_00 });
    expect(await h.t.app.payments.capturePayment({ intentId, amountCents: 50_00, idempotencyKey: `exact-${intentId}` })).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 50_00,
    });
  });

  it('voids an authorization (cancel): nothing can be captured afterwards', async () => {
    const intentId = await authorized(40_00);
    const voided = await h.t.app.payments.cancelPayment(intentId);
    expect(voided).toMatchObject({ status: 'canceled', amountCapturableCents: 0, amountReceivedCents: 0, cancellationReason: 'requested_by_customer' });
    const refused = await refusal(h.t.app.payments.capturePayment({ intentId, amountCents: 10_00, idempotencyKey: `after-void-${intentId}` }));
    expect(refused.providerCode).toBe('payment_intent_unexpected_state');
  });

  it('an authorization lapses after 7 days: canceled automatically, the capture refused', async () => {
    const intentId = await authorized(30_00);
    await h.lapse(intentId);
    expect(await h.t.app.payments.retrievePayment(intentId)).toMatchObject({ status: 'canceled', cancellationReason: 'automatic', amountCapturableCents: 0 });
    const refused = await refusal(h.t.app.payments.capturePayment({ intentId, amountCents: 30_00, idempotencyKey: `late-${intentId}` }));
    expect(refused.providerCode).toBe('payment_intent_unexpected_state');
  });

  it('refunds up to what was captured; the same key never refunds twice; the reconciler finds refunds and payments by key', async () => {
    const intentId = await authorized(100_00);
    await h.t.app.payments.capturePayment({ intentId, amountCents: 87_65, idempotencyKey: `cap-${intentId}` });

    const first = await h.t.app.payments.refundPayment({ intentId, amountCents: 10_00, idempotencyKey: `ref1-${intentId}`, metadata: { order_id: '1' } });
    expect(first).toMatchObject({ paymentIntentId: intentId, amountCents: 10_00, status: 'succeeded' });
    expect(await h.t.app.payments.refundPayment({ intentId, amountCents: 10_00, idempotencyKey: `ref1-${intentId}`, metadata: {} })).toMatchObject({
      id: first.id,
    });
    // 87.65 captured, 10.00 back: 77.65 is all that is left.
    const tooMuch = await refusal(h.t.app.payments.refundPayment({ intentId, amountCents: 77_66, idempotencyKey: `ref2-${intentId}`, metadata: {} }));
    expect(tooMuch.providerCode).toBe('amount_too_large');
    const rest = await h.t.app.payments.refundPayment({ intentId, amountCents: 77_65, idempotencyKey: `ref3-${intentId}`, metadata: {} });
    expect(rest.status).toBe('succeeded');

    expect(await h.t.app.payments.findRefund(intentId, `ref1-${intentId}`)).toMatchObject({ id: first.id, amountCents: 10_00 });
    expect(await h.t.app.payments.findRefund(intentId, `ref2-${intentId}`)).toBeNull();
    expect(await h.t.app.payments.retrieveRefund(rest.id)).toMatchObject({ id: rest.id, status: 'succeeded', amountCents: 77_65 });

    const payment = await h.t.app.payments.retrievePayment(intentId);
    expect(payment.providerCustomerId).toBeTruthy();
    const key = payment.metadata.sd_key!;
    expect(key).toMatch(/^sd-payment-/);
    expect(await h.t.app.payments.findPayment(payment.providerCustomerId!, key)).toMatchObject({ id: intentId });
    expect(await h.t.app.payments.findPayment(payment.providerCustomerId!, 'sd-payment-never-made')).toBeNull();
  });

  it('nothing to refund on a payment that was only authorized', async () => {
    const intentId = await authorized(20_00);
    const refused = await refusal(h.t.app.payments.refundPayment({ intentId, amountCents: 1_00, idempotencyKey: `early-${intentId}`, metadata: {} }));
    expect(refused.providerCode).toBe('charge_not_refundable');
  });
});
