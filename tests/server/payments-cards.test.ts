import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import { orderDetailResponseSchema } from '../../core/schemas/order';
import {
  checkingStatusResponseSchema,
  paymentAttemptResponseSchema,
  paymentConfigResponseSchema,
  savedCardListResponseSchema,
  savedCardResponseSchema,
  setupIntentResponseSchema,
} from '../../core/schemas/payment';
import { orderLedger, orderStatusLog, payments, sandboxIntents } from '../../server/db/schema';
import { insertOrder, orderRow } from '../helpers/order-fixture';
import { callAs, signInAgentFor, signInCustomer, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const NOW = Date.parse('2026-11-20T15:00:00Z');

describe.each(dbTargets())('card payments with the sandbox provider on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(NOW) });
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const addCard = async (who: SignedIn, cardNo: string, extra: Record<string, unknown> = {}, locale: 'en' | 'fr' = 'en') => {
    const setup = await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/setup_intent');
    expect(setup.statusCode, setup.body).toBe(200);
    const { setup_intent_id } = setupIntentResponseSchema.parse(setup.json()).data;
    return callAs(
      t,
      who,
      'POST',
      '/api/payment/sandbox/confirm_setup',
      { setup_intent_id, card_no: cardNo, exp_month: 12, exp_year: 2029, cvc: '123', ...extra },
      locale,
    );
  };
  const savedCard = async (who: SignedIn, cardNo: string) => {
    const res = await addCard(who, cardNo);
    expect(res.statusCode, res.body).toBe(200);
    return savedCardResponseSchema.parse(res.json()).data;
  };
  const pay = (who: SignedIn, body: Record<string, unknown>, locale: 'en' | 'fr' = 'en') =>
    callAs(t, who, 'POST', '/api/payment/stripe/order_payment_intent', body, locale);
  const attempt = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return paymentAttemptResponseSchema.parse(res.json()).data;
  };
  const errorOf = (res: { statusCode: number; body: string; json(): unknown }, status = 400) => {
    expect(res.statusCode, res.body).toBe(status);
    return apiErrorSchema.parse(res.json());
  };
  const attemptsOf = (orderId: number) => t.handle.db.select().from(payments).where(eq(payments.orderId, orderId));

  it('tells the renderer the sandbox is running and which test cards it takes, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/config', headers: t.headers() });
    expect(res.statusCode).toBe(200);
    const config = paymentConfigResponseSchema.parse(res.json()).data;
    expect(config.provider).toBe('sandbox');
    expect(config.publishable_key).toBeNull();
    expect(config.test_cards).toContainEqual({ number: '4242 4242 4242 4242', behaviour: 'succeed' });
    expect(config.test_cards).toContainEqual({ number: '4000 0000 0000 0002', behaviour: 'decline' });
    expect(config.test_cards).toContainEqual({ number: '4000 0025 0000 3155', behaviour: 'authenticate' });
  });

  it('a guest cannot touch cards or pay, whatever it sends', async () => {
    for (const [method, url] of [
      ['GET', '/api/payment/stripe/credit_card/setup_intent'],
      ['GET', '/api/payment/stripe/credit_card/page_list'],
      ['POST', '/api/payment/stripe/order_payment_intent'],
      ['POST', '/api/payment/sandbox/confirm_setup'],
    ] as const) {
      const res = await callAs(t, undefined, method, url, method === 'POST' ? { junk: true } : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('4242 4242 4242 4242 authorizes the order (captured when packed): attempt authorized, order prepaid, the hold in the ledger', async () => {
    const who = await signInCustomer(t);
    const card = await savedCard(who, '4242 4242 4242 4242');
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029 });
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 123_45 });

    const result = attempt(await pay(who, { order_id: order.orderId, payment_method_id: card.id }));
    // The checkout's part is done: the renderer goes on to the result page as before.
    expect(result).toMatchObject({ order_id: order.orderId, status: 'succeeded', client_secret: null, message: null });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('prepaid');
    const rows = await attemptsOf(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'authorized', method: 'card', amountCents: 123_45, provider: 'sandbox', providerRef: result.intent_id });
    // Authorized, not charged: the provider holds the amount for capture.
    const [intent] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, result.intent_id));
    expect(intent).toMatchObject({ status: 'requires_capture', captureMethod: 'manual', amountCents: 123_45, amountReceivedCents: 0 });
    const ledger = await t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, order.orderId));
    expect(ledger).toMatchObject([{ kind: 'authorize', method: 'card', amountCents: 123_45, status: 'succeeded', targetRef: result.intent_id }]);
    const log = await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, order.orderId));
    expect(log.map((l) => l.paymentStatus)).toEqual(['unpaid', 'prepaid']);
    const detail = orderDetailResponseSchema.parse((await callAs(t, who, 'GET', `/api/webclient/order/detail?order_id=${order.orderId}`)).json()).data;
    expect(detail.status_log.find((entry) => entry.payment_status === 'prepaid')!.note).toBe('Card authorized: charged the final amount once your order is packed');

    const status = checkingStatusResponseSchema.parse(
      (await callAs(t, who, 'GET', `/api/payment/stripe/checking_status?order_id=${order.orderId}`)).json(),
    ).data;
    expect(status).toEqual({ order_id: order.orderId, payment_status: 'prepaid', attempt: 'succeeded', message: null });

    // Authorized is as good as paid for the buyer: another attempt is refused.
    expect(errorOf(await pay(who, { order_id: order.orderId, payment_method_id: card.id, idempotency_key: 'second-try-1' })).message).toBe(
      'This order has already been paid.',
    );
  });

  it('4000 0000 0000 0002 is declined: a failed attempt, the order’s payment failed, the reason in the log; another card then pays', async () => {
    const who = await signInCustomer(t);
    const declined = await savedCard(who, '4000000000000002');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 80_00 });

    const en = attempt(await pay(who, { order_id: order.orderId, payment_method_id: declined.id }));
    expect(en).toMatchObject({ status: 'failed', message: 'Your card was declined.', client_secret: null });
    // Issue 14: the order says its payment failed (it stays payable), not that it is unpaid and processing.
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('failed');
    const [row] = await attemptsOf(order.orderId);
    expect(row!.status).toBe('failed');
    const log = await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, order.orderId));
    expect(log.at(-1)).toMatchObject({ paymentStatus: 'failed', actor: 'customer' });
    // The buyer reads the log in their language, without the provider's intent id.
    for (const [locale, note] of [
      ['en', 'Card payment failed: Your card was declined.'],
      ['fr', 'Échec du paiement par carte\u00a0: Votre carte a été refusée.'],
      ['cn', '银行卡付款失败：您的卡被拒绝。'],
    ] as const) {
      const detail = orderDetailResponseSchema.parse(
        (await callAs(t, who, 'GET', `/api/webclient/order/detail?order_id=${order.orderId}`, undefined, locale)).json(),
      ).data;
      expect(detail.payment_status).toBe('failed');
      expect(detail.status_log.filter((entry) => entry.payment_status === 'failed').map((entry) => entry.note)).toEqual([note]);
      expect(JSON.stringify(detail.status_log)).not.toMatch(/pi_|sandbox/);
    }

    const status = checkingStatusResponseSchema.parse(
      (await callAs(t, who, 'GET', `/api/payment/stripe/checking_status?order_id=${order.orderId}`, undefined, 'fr')).json(),
    ).data;
    expect(status).toEqual({ order_id: order.orderId, payment_status: 'failed', attempt: 'failed', message: 'Votre carte a été refusée.' });

    const fr = attempt(await pay(who, { order_id: order.orderId, payment_method_id: declined.id, idempotency_key: 'retry-declined-fr' }, 'fr'));
    expect(fr).toMatchObject({ status: 'failed', message: 'Votre carte a été refusée.' });

    const good = await savedCard(who, '5555 5555 5555 4444');
    expect(good.brand).toBe('mastercard');
    expect(attempt(await pay(who, { order_id: order.orderId, payment_method_id: good.id })).status).toBe('succeeded');
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('prepaid');
    expect((await attemptsOf(order.orderId)).map((p) => p.status).sort()).toEqual(['authorized', 'failed', 'failed']);
  });

  it('4000 0025 0000 3155 waits for authentication: complete → authorized (prepaid); fail → declined, payment failed', async () => {
    const who = await signInCustomer(t);
    const card = await savedCard(who, '4000 0025 0000 3155');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 60_00 });

    const waiting = attempt(await pay(who, { order_id: order.orderId, payment_method_id: card.id }));
    expect(waiting.status).toBe('requires_action');
    expect(waiting.client_secret).toBeTruthy();
    const polled = checkingStatusResponseSchema.parse(
      (await callAs(t, who, 'GET', `/api/payment/stripe/checking_status?order_id=${order.orderId}`)).json(),
    ).data;
    expect(polled).toMatchObject({ payment_status: 'unpaid', attempt: 'authorizing', message: null });

    // Someone else cannot authenticate it.
    const stranger = await signInCustomer(t);
    await savedCard(stranger, '4242424242424242');
    expect(
      (await callAs(t, stranger, 'POST', '/api/payment/sandbox/authenticate', { intent_id: waiting.intent_id, outcome: 'complete' })).statusCode,
    ).toBe(404);

    const done = attempt(await callAs(t, who, 'POST', '/api/payment/sandbox/authenticate', { intent_id: waiting.intent_id, outcome: 'complete' }));
    expect(done).toMatchObject({ order_id: order.orderId, intent_id: waiting.intent_id, status: 'succeeded' });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('prepaid');
    const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, waiting.intent_id));
    expect(held).toMatchObject({ status: 'requires_capture', amountReceivedCents: 0 });
    expect(errorOf(await callAs(t, who, 'POST', '/api/payment/sandbox/authenticate', { intent_id: waiting.intent_id, outcome: 'complete' })).error).toBe(
      'NO_AUTHENTICATION_NEEDED',
    );

    const second = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 61_00 });
    const again = attempt(await pay(who, { order_id: second.orderId, payment_method_id: card.id }));
    const failed = attempt(await callAs(t, who, 'POST', '/api/payment/sandbox/authenticate', { intent_id: again.intent_id, outcome: 'fail' }));
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/unable to authenticate/);
    expect((await orderRow(t.handle.db, second.orderId)).paymentStatus).toBe('failed');
  });

  it('a payment left waiting for authentication is canceled when the buyer pays another way', async () => {
    const who = await signInCustomer(t);
    const threeDs = await savedCard(who, '4000002500003155');
    const visa = await savedCard(who, '4000001240000000');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 70_00 });
    const waiting = attempt(await pay(who, { order_id: order.orderId, payment_method_id: threeDs.id }));
    expect(attempt(await pay(who, { order_id: order.orderId, payment_method_id: visa.id })).status).toBe('succeeded');
    const [intent] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, waiting.intent_id));
    expect(intent!.status).toBe('canceled');
    // The abandoned authentication can no longer charge the order a second time.
    expect((await callAs(t, who, 'POST', '/api/payment/sandbox/authenticate', { intent_id: waiting.intent_id, outcome: 'complete' })).statusCode).toBe(400);
    expect((await attemptsOf(order.orderId)).map((p) => p.status).sort()).toEqual(['authorized', 'canceled']);
  });

  it('refuses anything but a Luhn-valid published test card that has not expired, in the caller’s language', async () => {
    const who = await signInCustomer(t);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['4111 1111 1111 1111', {}, 'accepts only Stripe’s published test cards', 'n’accepte que les cartes de test'],
      ['4242 4242 4242 4241', {}, 'Invalid card number', 'Numéro de carte invalide'],
      ['5105105105105100', {}, 'accepts only Stripe’s published test cards', 'n’accepte que les cartes de test'],
      ['4242424242424242', { exp_month: 10, exp_year: 2026 }, 'This card has expired.', 'Cette carte est expirée.'],
      ['4242424242424242', { exp_month: 13 }, 'Invalid expiry date', 'Date d’expiration invalide'],
      ['4242424242424242', { cvc: '12' }, 'Invalid security code (CVC)', 'Code de sécurité (CVC) invalide'],
      ['not a card', {}, 'Invalid card number', 'Numéro de carte invalide'],
    ];
    for (const [number, extra, en, fr] of cases) {
      expect(errorOf(await addCard(who, number, extra)).message, number).toContain(en);
      expect(errorOf(await addCard(who, number, extra, 'fr')).message, number).toContain(fr);
    }
    // Nothing was saved; this month's expiry is still good.
    const list = savedCardListResponseSchema.parse((await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/page_list')).json()).data.list;
    expect(list).toEqual([]);
    expect((await addCard(who, '4242424242424242', { exp_month: 11, exp_year: 2026 })).statusCode).toBe(200);
  });

  it('a setup intent is confirmed once, and only by its own customer', async () => {
    const who = await signInCustomer(t);
    const other = await signInCustomer(t);
    const setup = setupIntentResponseSchema.parse((await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/setup_intent')).json()).data;
    const body = { setup_intent_id: setup.setup_intent_id, card_no: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' };
    await callAs(t, other, 'GET', '/api/payment/stripe/credit_card/setup_intent');
    expect((await callAs(t, other, 'POST', '/api/payment/sandbox/confirm_setup', body)).statusCode).toBe(404);
    expect((await callAs(t, who, 'POST', '/api/payment/sandbox/confirm_setup', body)).statusCode).toBe(200);
    expect(errorOf(await callAs(t, who, 'POST', '/api/payment/sandbox/confirm_setup', body)).error).toBe('SETUP_INTENT_USED');
  });

  it('lists and deletes the caller’s own cards, never someone else’s', async () => {
    const who = await signInCustomer(t);
    const other = await signInCustomer(t);
    const list = async (s: SignedIn) =>
      savedCardListResponseSchema.parse((await callAs(t, s, 'GET', '/api/payment/stripe/credit_card/page_list')).json()).data.list;
    expect(await list(who)).toEqual([]);
    const visa = await savedCard(who, '4242424242424242');
    const mc = await savedCard(who, '5555555555554444');
    const theirs = await savedCard(other, '4242424242424242');
    expect((await list(who)).map((c) => c.id)).toEqual([visa.id, mc.id]);

    const refused = await callAs(t, who, 'POST', '/api/payment/stripe/credit_card/card_delete', { payment_method_id: theirs.id });
    expect(errorOf(refused, 404).error).toBe('PAYMENT_NOT_FOUND');
    expect((await list(other)).map((c) => c.id)).toEqual([theirs.id]);

    const deleted = await callAs(t, who, 'POST', '/api/payment/stripe/credit_card/card_delete', { payment_method_id: visa.id }, 'fr');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ status: 1, data: { payment_method_id: visa.id, message: 'Suppression réussie' } });
    expect((await list(who)).map((c) => c.id)).toEqual([mc.id]);
    expect((await callAs(t, who, 'POST', '/api/payment/stripe/credit_card/card_delete', { payment_method_id: visa.id })).statusCode).toBe(404);

    // A deleted card, or someone else's, cannot pay.
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 20_00 });
    expect(errorOf(await pay(who, { order_id: order.orderId, payment_method_id: visa.id }), 404).message).toBe(
      'This card was not found. Please choose another card.',
    );
    expect((await pay(who, { order_id: order.orderId, payment_method_id: theirs.id })).statusCode).toBe(404);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('unpaid');
    expect(attempt(await pay(who, { order_id: order.orderId, payment_method_id: mc.id })).status).toBe('succeeded');
  });

  it('a doubled pay with one key authorizes once: one payments row, one intent', async () => {
    const who = await signInCustomer(t);
    const card = await savedCard(who, '4242424242424242');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 99_00 });
    const body = { order_id: order.orderId, payment_method_id: card.id, idempotency_key: 'checkout-attempt-0001' };
    const [a, b] = await Promise.all([pay(who, body), pay(who, body)]);
    const third = await pay(who, body);
    const ids = [attempt(a), attempt(b), attempt(third)].map((r) => [r.intent_id, r.status]);
    expect(new Set(ids.map(([id]) => id)).size).toBe(1);
    expect(ids.every(([, s]) => s === 'succeeded')).toBe(true);
    expect(await attemptsOf(order.orderId)).toHaveLength(1);
    const intents = await t.handle.db
      .select()
      .from(sandboxIntents)
      .where(and(eq(sandboxIntents.kind, 'payment'), eq(sandboxIntents.paymentMethodId, card.id)));
    expect(intents).toHaveLength(1);
    expect(intents[0]!.amountCents).toBe(99_00);

    // The Idempotency-Key header works the same; a key used for another order is refused.
    const other = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 10_00 });
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/order_payment_intent',
      headers: { ...who.headers(), 'idempotency-key': 'checkout-attempt-0001' },
      payload: { order_id: other.orderId, payment_method_id: card.id },
    });
    expect(errorOf(reused).error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a doubled pay without a key also authorizes once', async () => {
    const who = await signInCustomer(t);
    const card = await savedCard(who, '4242424242424242');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 45_00 });
    const body = { order_id: order.orderId, payment_method_id: card.id };
    const results = await Promise.all([pay(who, body), pay(who, body)]);
    const ok = results.filter((r) => r.statusCode === 200).map((r) => attempt(r).intent_id);
    expect(new Set(ok).size).toBe(1);
    expect(await attemptsOf(order.orderId)).toHaveLength(1);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('prepaid');
  });

  it('pays only the caller’s own card order, unpaid and at least $0.50', async () => {
    const who = await signInCustomer(t);
    const other = await signInCustomer(t);
    const card = await savedCard(who, '4242424242424242');
    const theirs = await insertOrder(t.handle.db, { customerId: other.customerId, paymentType: 'card', totalCents: 30_00 });
    expect(errorOf(await pay(who, { order_id: theirs.orderId, payment_method_id: card.id }), 404).message).toBe('This order does not exist.');

    const padOrder = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'pad', totalCents: 30_00 });
    expect(errorOf(await pay(who, { order_id: padOrder.orderId, payment_method_id: card.id })).error).toBe('WRONG_PAYMENT_TYPE');

    const tiny = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 49 });
    expect(errorOf(await pay(who, { order_id: tiny.orderId, payment_method_id: card.id })).message).toBe('The order amount must be greater than $0.5');
    expect(errorOf(await pay(who, { order_id: tiny.orderId, payment_method_id: card.id }, 'fr')).message).toBe(
      'Le montant de la commande doit être supérieur à 0,50 $',
    );

    const failedBefore = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 50, paymentStatus: 'failed' });
    expect(attempt(await pay(who, { order_id: failedBefore.orderId, payment_method_id: card.id })).status).toBe('succeeded');

    expect((await pay(who, { order_id: 'abc', payment_method_id: card.id })).statusCode).toBe(400);
    expect((await callAs(t, who, 'GET', '/api/payment/stripe/checking_status?order_id=x')).statusCode).toBe(400);
    expect((await callAs(t, who, 'GET', `/api/payment/stripe/checking_status?order_id=${theirs.orderId}`)).statusCode).toBe(404);
  });

  it('an agent acting for the customer pays with the customer’s card; the log names the agent', async () => {
    const who = await signInCustomer(t);
    const card = await savedCard(who, '4242424242424242');
    const agent = await signInAgentFor(t, who.customerId);
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 40_00, agentId: agent.staffId });
    expect(attempt(await pay(agent, { order_id: order.orderId, payment_method_id: card.id })).status).toBe('succeeded');
    const log = await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, order.orderId));
    expect(log.at(-1)!.actor).toBe(`agent:${agent.staffId}`);
  });
});
