import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import { savedCardResponseSchema, setupIntentResponseSchema } from '../../core/schemas/payment';
import { agentReadbackResponseSchema, readbackSummaryResponseSchema } from '../../core/schemas/readback';
import { customers, orderLines, payments } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { issueSession } from '../../server/services/auth/session-tokens';
import { callAs, signInAgentFor, signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, plainProducts } from './orders-support';

/**
 * Issue 20 read-back: an agent's order is summarised to the customer in their language with a
 * single-use confirm link that only that customer's session can use; the agent then sees when the
 * customer confirmed (Toronto time). NOW is 10:00 in Toronto.
 */
describe.each(dbTargets())('read-back of agent orders on %s', (target) => {
  let t: TestApp;
  let plain: ProductRecord[];

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    plain = await plainProducts(t, { pickup: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  it('sends the summary in the customer language; the link confirms once, only for that customer; the agent sees the time', async () => {
    const customer = await signInCustomer(t, { language: 'fr' });
    await t.handle.db.update(customers).set({ language: 'fr', readbackRequired: true }).where(eq(customers.id, customer.customerId));
    const addressId = await addAddress(t, customer.customerId);
    const agentLink = await signInAgentFor(t, customer.customerId);
    const placed = await callAs(t, agentLink, 'POST', '/api/webclient/order/place_order', deliveryBody(addressId, [{ product_id: plain[0]!.id, qty: 2 }]));
    expect(placed.statusCode).toBe(200);
    const order = placedOrderResponseSchema.parse(placed.json()).data;

    const [sms] = t.app.outbox.list({ channel: 'sms', to: customer.phone }).filter((m) => m.text.includes(order.order_no));
    expect(sms!.text).toContain(`Votre commande ${order.order_no} prise par téléphone`);
    expect(sms!.text).toContain(`2 × ${plain[0]!.nameFr}`);
    expect(sms!.text).toContain(`${order.total.toFixed(2)} $`);
    // The link opens the read-back page in the customer's language.
    const token = /\/fr\/readback\?token=([\w-]+)/.exec(sms!.text)![1]!;

    // The agent's own console session (the same staff member) sees the reminder; the charge waits.
    const { token: staffToken } = await issueSession(t.handle.db, { kind: 'staff', staffId: agentLink.staffId, now: t.app.clock() });
    const agent: SignedIn = { token: staffToken, headers: (locale = 'en') => t.headers(locale, { 'client-token': staffToken }) };
    const pending = agentReadbackResponseSchema.parse((await callAs(t, agent, 'GET', `/api/agent/orders/readback?order_id=${order.order_id}`)).json()).data;
    expect(pending).toMatchObject({ confirmed_at: null, message: 'Not confirmed yet: remind the customer.', required: true, chargeable: false });

    // Read-back before charging: the card is not authorized while the customer has not confirmed.
    const setup = await callAs(t, customer, 'GET', '/api/payment/stripe/credit_card/setup_intent');
    const { setup_intent_id } = setupIntentResponseSchema.parse(setup.json()).data;
    const card = await callAs(t, customer, 'POST', '/api/payment/sandbox/confirm_setup', { setup_intent_id, card_no: '4242 4242 4242 4242', exp_month: 12, exp_year: 2029, cvc: '123' });
    expect(card.statusCode, card.body).toBe(200);
    const cardId = savedCardResponseSchema.parse(card.json()).data.id;
    const early = await callAs(t, customer, 'POST', '/api/payment/stripe/order_payment_intent', { order_id: order.order_id, payment_method_id: cardId }, 'fr');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'READBACK_UNCONFIRMED', message: expect.stringContaining("n'a pas encore confirmé cette commande") });
    expect(await t.handle.db.select().from(payments).where(eq(payments.orderId, order.order_id))).toEqual([]);

    // Another customer holding the link: refused, and the link still works for its customer.
    const stranger = await signInCustomer(t);
    const stolen = await callAs(t, stranger, 'POST', '/api/readback/confirm', { token });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: 'READBACK_NOT_FOUND', message: 'This confirmation link is not valid for your account.' });
    expect((await callAs(t, stranger, 'GET', `/api/readback?token=${token}`)).statusCode).toBe(404);
    expect((await callAs(t, undefined, 'POST', '/api/readback/confirm', { token })).statusCode).toBe(401);

    const summary = readbackSummaryResponseSchema.parse((await callAs(t, customer, 'GET', `/api/readback?token=${token}`, undefined, 'fr')).json()).data;
    expect(summary.lines).toEqual([{ name: plain[0]!.nameFr, qty: 2, row_total: expect.any(Number) }]);
    const confirmed = await callAs(t, customer, 'POST', '/api/readback/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const again = await callAs(t, customer, 'POST', '/api/readback/confirm', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'READBACK_USED', message: 'This order is already confirmed: the link works only once.' });

    const paid = await callAs(t, customer, 'POST', '/api/payment/stripe/order_payment_intent', { order_id: order.order_id, payment_method_id: cardId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('succeeded');

    const done = agentReadbackResponseSchema.parse((await callAs(t, agent, 'GET', `/api/agent/orders/readback?order_id=${order.order_id}`)).json()).data;
    expect(done).toMatchObject({ message: 'Confirmed by the customer at 10:00', required: true, chargeable: true });
    const cn = await callAs(t, agent, 'GET', `/api/agent/orders/readback?order_id=${order.order_id}`, undefined, 'cn');
    expect(cn.json().data.message).toBe('客户已于 10:00 确认');

    // Another agent cannot see it; a customer session cannot use the staff route; bad input is 400.
    const otherAgent = await signInStaff(t, 'agent');
    expect((await callAs(t, otherAgent, 'GET', `/api/agent/orders/readback?order_id=${order.order_id}`)).statusCode).toBe(404);
    expect((await callAs(t, customer, 'GET', `/api/agent/orders/readback?order_id=${order.order_id}`)).statusCode).toBe(403);
    expect((await callAs(t, agent, 'GET', '/api/agent/orders/readback?order_id=abc')).statusCode).toBe(400);
    const short = await callAs(t, customer, 'POST', '/api/readback/confirm', { token: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('This confirmation link is not valid');
  });

  it('does not pack (settle the money of) an agent order the customer must confirm until they did', async () => {
    const customer = await signInCustomer(t);
    await t.handle.db.update(customers).set({ readbackRequired: true }).where(eq(customers.id, customer.customerId));
    const addressId = await addAddress(t, customer.customerId);
    const agentLink = await signInAgentFor(t, customer.customerId);
    const placed = await callAs(t, agentLink, 'POST', '/api/webclient/order/place_order', deliveryBody(addressId, [{ product_id: plain[1]!.id, qty: 1 }], { payment_type: 'cash' }));
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placedOrderResponseSchema.parse(placed.json()).data;
    const warehouse = await signInStaff(t, 'warehouse');
    expect((await callAs(t, warehouse, 'POST', '/api/fulfilment/accept', { order_id: order.order_id })).statusCode).toBe(200);
    const [line] = await t.handle.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.order_id));
    const pack = () => callAs(t, warehouse, 'POST', '/api/fulfilment/pack', { order_id: order.order_id, lines: [{ line_id: line!.id, delivered_qty: 1 }] }, 'cn');
    const refused = await pack();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'READBACK_UNCONFIRMED', message: expect.stringContaining('客户尚未确认此电话订单') });
    const [sms] = t.app.outbox.list({ channel: 'sms', to: customer.phone }).filter((m) => m.text.includes(order.order_no));
    const token = /token=([\w-]+)/.exec(sms!.text)![1]!;
    expect((await callAs(t, customer, 'POST', '/api/readback/confirm', { token })).statusCode).toBe(200);
    const packed = await pack();
    expect(packed.statusCode, packed.body).toBe(200);
  });

  it('keeps order settings per customer and refuses bad values', async () => {
    const customer = await signInCustomer(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/account/order_settings',
      headers: customer.headers('en'),
      payload: { substitution_preference: 'never', readback_required: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await callAs(t, customer, 'GET', '/api/account/order_settings')).json()).toEqual({ status: 1, data: { substitution_preference: 'never', readback_required: true } });
    const other = await signInCustomer(t);
    expect((await callAs(t, other, 'GET', '/api/account/order_settings')).json().data).toEqual({ substitution_preference: 'ask', readback_required: false });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/account/order_settings', headers: customer.headers('en'), payload: { substitution_preference: 'maybe', readback_required: true } });
    expect(bad.statusCode).toBe(400);
    expect((await callAs(t, undefined, 'GET', '/api/account/order_settings')).statusCode).toBe(401);
  });
});
