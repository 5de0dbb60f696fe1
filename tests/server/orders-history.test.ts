import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupDays } from '../../core/checkout/service-dates';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import { orderDetailResponseSchema, orderListResponseSchema } from '../../core/schemas/order';
import { customers, orders } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { signInAgentFor, signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, get, plainProducts, post, SHOP } from './orders-support';

const PLACE = '/api/webclient/order/place_order';
const CHANGE = '/api/webclient/order/change_payment_type';

describe.each(dbTargets())('order lists, detail and payment type on %s', (target) => {
  let t: TestApp;
  let buyer: SignedInCustomer;
  let addressId: number;
  let plain: ProductRecord[];
  let placedIds: number[];

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    buyer = await signInCustomer(t);
    addressId = await addAddress(t, buyer.customerId);
    plain = await plainProducts(t, { pickup: true });
    placedIds = [];
    for (let i = 0; i < 14; i += 1) {
      const res = await post(t, buyer, PLACE, deliveryBody(addressId, [{ product_id: plain[i % 5]!.id, qty: 1 + i }]), {
        headers: { 'idempotency-key': `history-${i}-abcdef` },
      });
      expect(res.statusCode, res.body).toBe(200);
      placedIds.push(placedOrderResponseSchema.parse(res.json()).data.order_id);
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const place = async (who: SignedInCustomer, body: object, key: string) => {
    const res = await post(t, who, PLACE, body, { headers: { 'idempotency-key': key } });
    expect(res.statusCode, res.body).toBe(200);
    return placedOrderResponseSchema.parse(res.json()).data;
  };
  const detailOf = async (orderId: number, who: SignedInCustomer = buyer) =>
    orderDetailResponseSchema.parse((await get(t, who, `/api/webclient/order/detail?order_id=${orderId}`)).json()).data;

  it('lists the caller\'s orders newest first, 12 per page', async () => {
    const first = orderListResponseSchema.parse((await get(t, buyer, '/api/webapp/order/list/customer')).json()).data;
    expect(first.total).toBe(14);
    expect(first.list.map((o) => o.order_id)).toEqual([...placedIds].reverse().slice(0, 12));
    expect(first.list[0]).toMatchObject({ order_type: 6, status: 'processing', payment_status: 'unpaid', payment_type: 'card', item_count: 14, aid: 0 });
    const second = orderListResponseSchema.parse((await get(t, buyer, '/api/webapp/order/list/customer?offset=12&limit=12')).json()).data;
    expect(second.list.map((o) => o.order_id)).toEqual([...placedIds].reverse().slice(12));
    const history = orderListResponseSchema.parse((await get(t, buyer, '/api/webclient/order/history?offset=0&limit=50&order_type=6')).json()).data;
    expect(history.list).toHaveLength(14);
    expect(history.total).toBe(14);
    const defaults = orderListResponseSchema.parse((await get(t, buyer, '/api/webclient/order/history')).json()).data;
    expect(defaults.list).toHaveLength(14);
  });

  it('shows only the caller\'s own orders, whatever pq_customer_id says', async () => {
    const other = await signInCustomer(t);
    const theirs = orderListResponseSchema.parse((await get(t, other, `/api/webapp/order/list/customer?pq_customer_id=${buyer.customerId}`)).json()).data;
    expect(theirs).toEqual({ list: [], total: 0 });
    const mine = orderListResponseSchema.parse((await get(t, buyer, `/api/webapp/order/list/customer?pq_customer_id=${buyer.customerId}`)).json()).data;
    expect(mine.total).toBe(14);
    const guest = await t.app.inject({ method: 'GET', url: '/api/webapp/order/list/customer', headers: t.headers() });
    expect(guest.statusCode).toBe(401);
  });

  it('answers 404 for another customer\'s order, in the caller\'s language', async () => {
    const other = await signInCustomer(t);
    const res = await get(t, other, `/api/webclient/order/detail?order_id=${placedIds[0]}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    const fr = await get(t, other, `/api/order_detail?order_id=${placedIds[0]}`, 'fr');
    expect(fr.json().message).toBe('Commande introuvable.');
    expect((await get(t, buyer, '/api/webclient/order/detail?order_id=99999999')).statusCode).toBe(404);
    expect((await get(t, buyer, '/api/webclient/order/detail?order_id=abc')).statusCode).toBe(400);
  });

  it('switches card to PAD: the channel fee goes, the total drops by it and PAD earns its cashback', async () => {
    const before = await detailOf(placedIds[13]!);
    const channel = before.fee_lines.find((f) => f.code === 'channel_fee')!.amount;
    expect(channel).toBeGreaterThan(0);
    const res = await post(t, buyer, CHANGE, { order_id: placedIds[13], payment_type: 'pad' });
    expect(res.statusCode, res.body).toBe(200);
    const after = orderDetailResponseSchema.parse(res.json()).data;
    expect(after.payment_type).toBe('pad');
    expect(after.fee_lines.map((f) => f.code)).not.toContain('channel_fee');
    expect(Math.round(after.total * 100)).toBe(Math.round((before.total - channel) * 100));
    expect(after.fee_lines.filter((f) => f.code !== 'channel_fee' && f.code !== 'total')).toEqual(
      before.fee_lines.filter((f) => f.code !== 'channel_fee' && f.code !== 'total'),
    );
    expect(after.cashback).toBe(Math.round(Math.round(after.total * 100) / 100) / 100);
    expect(after.status_log.at(-1)).toMatchObject({ status: 'processing', payment_status: 'unpaid', note: 'Payment method changed from Credit / Debit Card to Pre-authorized debit (PAD)' });
    // The list shows the new total; switching back restores the card figures.
    const back = orderDetailResponseSchema.parse((await post(t, buyer, CHANGE, { order_id: placedIds[13], payment_type: 'card' })).json()).data;
    expect(back.total).toBe(before.total);
    expect(back.fee_lines).toEqual(before.fee_lines);
    expect(back.cashback).toBe(0);
  });

  it('refuses a change once paid, cash on pickup, Pay Later without the flag and someone else\'s order', async () => {
    const orderId = placedIds[12]!;
    const payLater = await post(t, buyer, CHANGE, { order_id: orderId, payment_type: 'pay_later' });
    expect(payLater.statusCode).toBe(400);
    expect(payLater.json().error).toBe('PAY_LATER_NOT_ALLOWED');
    await t.handle.db.update(customers).set({ payLater: true }).where(eq(customers.id, buyer.customerId));
    const allowed = await post(t, buyer, CHANGE, { order_id: orderId, payment_type: 'pay_later' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    await t.handle.db.update(customers).set({ payLater: false }).where(eq(customers.id, buyer.customerId));

    const other = await signInCustomer(t);
    const stranger = await post(t, other, CHANGE, { order_id: orderId, payment_type: 'pad' });
    expect(stranger.statusCode).toBe(404);

    await t.handle.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
    const paid = await post(t, buyer, CHANGE, { order_id: orderId, payment_type: 'pad' });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual({ error: 'PAYMENT_TYPE_LOCKED', message: 'The payment method can no longer be changed for this order.' });

    // A failed card payment may switch.
    await t.handle.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, orderId));
    const retry = orderDetailResponseSchema.parse((await post(t, buyer, CHANGE, { order_id: orderId, payment_type: 'cash' })).json()).data;
    expect(retry).toMatchObject({ payment_type: 'cash', payment_status: 'unpaid' });

    const pickupDay = pickupDays(clock(), ['Tuesday,13:00-16:00'])[0]!.date;
    const pickup = await place(
      buyer,
      { shop_id: SHOP, shipping_type: 'pickup', product_items: [{ product_id: plain[0]!.id, qty: 1 }], payment_type: 'card', service_date: pickupDay, warehouse_id: 1 },
      'pickup-to-cash-1',
    );
    const cash = await post(t, buyer, CHANGE, { order_id: pickup.order_id, payment_type: 'cash' }, { locale: 'cn' });
    expect(cash.statusCode).toBe(400);
    expect(cash.json()).toEqual({ error: 'CASH_ON_PICKUP', message: '自提订单不支持货到付款。请选择银行卡或 PAD 付款，或改为送货。' });
  });

  it('an agent\'s change is logged as the agent\'s', async () => {
    const agent = await signInAgentFor(t, buyer.customerId);
    const res = await post(t, agent, CHANGE, { order_id: placedIds[11], payment_type: 'pad' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.handle.db.query.orderStatusLog.findMany({ where: (log, { eq: is }) => is(log.orderId, placedIds[11]!) });
    expect(rows.map((r) => r.actor)).toEqual(['customer', `agent:${agent.staffId}`]);
  });
});
