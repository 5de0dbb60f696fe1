import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import { paymentRemindResponseSchema } from '../../core/schemas/payment';
import { customers, orders } from '../../server/db/schema';
import { callAs, signInCustomer, signInStaff, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Payment remind (spec §2.8 remind dialog, §7 /api/payment/remind; issue 19) on a real database: the
 * owner of an unpaid order gets its pay link by SMS or e-mail in the outbox, in the customer's
 * language; anyone else, a paid order, bad input and a second reminder too soon are refused.
 */

let now = Date.parse('2026-11-21T14:30:00Z');
let sequence = 0;

async function insertOrder(t: TestApp, customerId: number, paymentStatus = 'unpaid', paymentType: 'card' | 'cash' = 'card') {
  sequence += 1;
  const orderNo = `SD2611R${process.pid % 1000}${String(sequence).padStart(4, '0')}`;
  const [row] = await t.handle.db
    .insert(orders)
    .values({
      orderNo,
      shopId: 17243,
      customerId,
      shippingType: 'delivery',
      status: 'processing',
      paymentStatus,
      paymentType,
      serviceDate: '2026-11-23',
      contact: { name: 'Golden Dragon', tel: '416-555-0142', addr: '4168 Finch Ave E', postal_code: 'M1S 5H6', latitude: '43.8', longitude: '-79.2', buzz_code: '', unit: '' },
      totalCents: 12_345,
    })
    .returning({ id: orders.id });
  return { id: row!.id, orderNo };
}

describe.each(dbTargets())('payment remind on %s', (target) => {
  let t: TestApp;
  let a: SignedInCustomer;
  let b: SignedInCustomer;
  const email = `wei+${process.pid}@goldendragon.ca`;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(now) });
    a = await signInCustomer(t, { name: 'Wei Chen', language: 'fr' });
    b = await signInCustomer(t, { name: 'Other Buyer' });
    await t.handle.db.update(customers).set({ email }).where(eq(customers.id, a.customerId));
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  it('the owner gets the pay link by SMS, in the customer’s language', async () => {
    const order = await insertOrder(t, a.customerId);
    const res = await callAs(t, a, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'sms' });
    expect(res.statusCode).toBe(200);
    const data = paymentRemindResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({ order_id: order.id, channel: 'sms', sent_to: `•••• ${a.phone.slice(-4)}` });
    expect(data.message).toBe('We sent the payment link to your phone.');
    const [sms] = t.app.outbox.list({ channel: 'sms', to: a.phone });
    expect(sms?.text).toContain(`la commande ${order.orderNo} attend votre paiement`);
    expect(sms?.text).toMatch(new RegExp(`https?://[^ ]+/fr/orderDetail\\?orderId=${order.id}$`));
  });

  it('the owner gets the pay link by e-mail', async () => {
    const order = await insertOrder(t, a.customerId, 'failed');
    const res = await callAs(t, a, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'email' }, 'cn');
    expect(res.statusCode).toBe(200);
    expect(paymentRemindResponseSchema.parse(res.json()).data).toMatchObject({ channel: 'email', sent_to: 'w•••@goldendragon.ca', message: '付款链接已发送到您的邮箱。' });
    const mail = t.app.outbox.list({ channel: 'mail', to: email }).find((m) => m.subject?.includes(order.orderNo));
    expect(mail?.subject).toBe(`Rappel : payez la commande Supply Desk ${order.orderNo}`);
    expect(mail?.text).toContain('Bonjour Wei Chen,');
    expect(mail?.text).toContain(`/fr/orderDetail?orderId=${order.id}`);
  });

  it('another buyer’s order answers like a missing one; a guest 401; staff 403', async () => {
    const order = await insertOrder(t, a.customerId);
    for (const id of [order.id, 987_654]) {
      const res = await callAs(t, b, 'POST', '/api/payment/remind', { order_id: id, channel: 'sms' });
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ error: 'ORDER_NOT_FOUND', message: 'This order could not be found.' });
    }
    expect(t.app.outbox.list({ channel: 'sms', to: b.phone })).toHaveLength(0);
    expect((await callAs(t, undefined, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'sms' })).statusCode).toBe(401);
    const staff = await signInStaff(t, 'supervisor');
    expect((await callAs(t, staff, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'sms' })).statusCode).toBe(403);
  });

  it('a paid order, or one not paid online, is 409 with a translated message', async () => {
    for (const [status, type] of [['paid', 'card'], ['prepaid', 'card'], ['unpaid', 'cash']] as const) {
      const order = await insertOrder(t, a.customerId, status, type);
      const res = await callAs(t, a, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'sms' }, 'fr');
      expect(res.statusCode).toBe(409);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({
        error: 'ORDER_NOT_UNPAID',
        message: `La commande ${order.orderNo} n’attend pas de paiement : il n’y a rien à vous rappeler.`,
      });
    }
  });

  it('e-mail without an address on the account is 409 with a message', async () => {
    const order = await insertOrder(t, b.customerId);
    const res = await callAs(t, b, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'email' });
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json()).error).toBe('REMIND_NO_EMAIL');
  });

  it('bad input is a 400 with a message', async () => {
    const order = await insertOrder(t, a.customerId);
    for (const body of [{}, { order_id: order.id }, { order_id: order.id, channel: 'fax' }, { order_id: 'x', channel: 'sms' }, { order_id: -1, channel: 'email' }]) {
      const res = await callAs(t, a, 'POST', '/api/payment/remind', body);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).not.toBe('');
    }
    const fax = await callAs(t, a, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'fax' });
    expect(JSON.stringify(fax.json())).toContain('Choose SMS or e-mail.');
  });

  it('a second reminder for the same order within 60 s is 429 with Retry-After, then allowed again', async () => {
    const order = await insertOrder(t, a.customerId);
    expect((await callAs(t, a, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'sms' })).statusCode).toBe(200);
    now += 20_000;
    const again = await callAs(t, a, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'email' });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('40');
    expect(apiErrorSchema.parse(again.json())).toMatchObject({ error: 'REMIND_TOO_SOON', message: 'A reminder for this order was just sent. You can ask again in 40 s.' });
    // Another order is not held back.
    const other = await insertOrder(t, a.customerId);
    expect((await callAs(t, a, 'POST', '/api/payment/remind', { order_id: other.id, channel: 'sms' })).statusCode).toBe(200);
    now += 41_000;
    expect((await callAs(t, a, 'POST', '/api/payment/remind', { order_id: order.id, channel: 'email' })).statusCode).toBe(200);
  });
});
