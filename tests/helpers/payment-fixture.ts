import { expect } from 'vitest';
import { padAccountResponseSchema, paymentAttemptResponseSchema, setupIntentResponseSchema } from '../../core/schemas/payment';
import type { FakeStripe } from './fake-stripe-server';
import { insertOrder, type OrderFixture } from './order-fixture';
import { callAs, signInCustomer, type SignedInCustomer } from './sign-in';
import type { TestApp } from './test-app';

/**
 * Orders whose payment is in place the way checkout leaves it (issue 15): a card authorized through
 * the card route, a PAD mandate through /api/pad/pay, with the sandbox or (given `fake`) Stripe.
 */

export interface PaidForOrder extends OrderFixture {
  buyer: SignedInCustomer;
  /** Card: the authorized PaymentIntent. PAD: the bank account's payment method. */
  ref: string;
}

type Res = { statusCode: number; body: string; json(): unknown };
const ok = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: unknown };
};

/** Saves a test card the way the renderer does with the running provider; answers the payment method. */
export async function saveCard(t: TestApp, who: SignedInCustomer, number: string, fake?: FakeStripe): Promise<string> {
  const setup = setupIntentResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/setup_intent'))).data;
  if (fake) return fake.confirmCardSetup(setup.setup_intent_id, number);
  const saved = ok(
    await callAs(t, who, 'POST', '/api/payment/sandbox/confirm_setup', { setup_intent_id: setup.setup_intent_id, card_no: number, exp_month: 12, exp_year: 2030, cvc: '123' }),
  );
  return (saved.data as { id: string }).id;
}

/** Authorizes the buyer's card order through the card route, as checkout does; answers the PaymentIntent. */
export async function authorizeCard(t: TestApp, buyer: SignedInCustomer, orderId: number, opts: { fake?: FakeStripe; card?: string } = {}): Promise<string> {
  const card = await saveCard(t, buyer, opts.card ?? '4242424242424242', opts.fake);
  const attempt = paymentAttemptResponseSchema.parse(
    ok(await callAs(t, buyer, 'POST', '/api/payment/stripe/order_payment_intent', { order_id: orderId, payment_method_id: card })),
  ).data;
  expect(attempt.status).toBe('succeeded');
  return attempt.intent_id;
}

export async function authorizedCardOrder(t: TestApp, totalCents: number, opts: { fake?: FakeStripe; card?: string; buyer?: SignedInCustomer } = {}): Promise<PaidForOrder> {
  const buyer = opts.buyer ?? (await signInCustomer(t));
  const order = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', totalCents });
  return { ...order, buyer, ref: await authorizeCard(t, buyer, order.orderId, opts) };
}

/** A PAD order with its mandate recorded, through the sandbox's online bank connection (verified at once). */
export async function mandatedPadOrder(t: TestApp, totalCents: number, opts: { account?: string; cashbackCents?: number } = {}): Promise<PaidForOrder> {
  const buyer = await signInCustomer(t);
  ok(await callAs(t, buyer, 'POST', '/api/pad/accept_pad_statement', { accept: true }));
  const setup = setupIntentResponseSchema.parse(ok(await callAs(t, buyer, 'GET', '/api/pad/setup_intent'))).data;
  const account = padAccountResponseSchema.parse(
    ok(
      await callAs(t, buyer, 'POST', '/api/payment/sandbox/confirm_bank_setup', {
        setup_intent_id: setup.setup_intent_id,
        institution_number: '004',
        transit_number: '12345',
        account_number: opts.account ?? '000123456789',
        holder_name: 'TestKitchenInc',
      }),
    ),
  ).data;
  const order = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'pad', totalCents, cashbackCents: opts.cashbackCents });
  const mandate = paymentAttemptResponseSchema.parse(ok(await callAs(t, buyer, 'POST', '/api/pad/pay', { order_id: order.orderId, pad_account_id: account.id }))).data;
  expect(mandate.status).toBe('succeeded');
  return { ...order, buyer, ref: mandate.intent_id };
}
