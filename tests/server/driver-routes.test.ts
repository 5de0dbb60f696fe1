import { and, eq, ne } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLedger, orders, orderStatusLog, products } from '../../server/db/schema';
import { applyAction, type StepActor } from '../../server/services/fulfilment/transition';
import { packedOrder, plainProduct } from '../helpers/delivery-fixture';
import { insertOrderWithLines } from '../helpers/order-fixture';
import { authorizeCard } from '../helpers/payment-fixture';
import { callAs, createStaff, signInAgentFor, signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * The driver's API (issue 15): the day's stops (out for delivery, packed and waiting, delivered) with
 * address, maps link and the packed lines; marking one delivered (applyAction 'deliver', which moves no
 * money); drivers and supervisors only; refusals translated; a driver reaches no money route.
 */

afterAll(async () => {
  await closeTemplate();
});

/** Whole chicken, sold by the bird (1.6 kg standard), weighed at packing. */
const CHICKEN = 100204;
const DAY = '2026-11-23';

describe.each(dbTargets())('driver routes on %s', (target) => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let warehouse: StepActor;
  let driver: SignedIn & { staffId: number };
  let product: number;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { onRoute: (route) => void routes.push(route) });
    warehouse = { role: 'warehouse', staffId: await createStaff(t, 'warehouse') };
    driver = await signInStaff(t, 'driver');
    product = await plainProduct(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const stops = async (who: SignedIn = driver, locale: 'en' | 'cn' | 'fr' = 'en', date = DAY) => callAs(t, who, 'GET', `/api/driver/stops?service_date=${date}`, undefined, locale);
  const stopOf = async (orderId: number, locale: 'en' | 'cn' | 'fr' = 'en') => {
    const res = await stops(driver, locale);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.stops as { order_id: number }[]).find((s) => s.order_id === orderId) as Record<string, unknown> | undefined;
  };

  it('lists the day’s delivery orders out for delivery, packed ones read-only and delivered ones done; not the others', async () => {
    const buyer = await signInCustomer(t);
    // A card order with a weighed line packed lighter and a short line: the stop shows what leaves the warehouse.
    const card = await insertOrderWithLines(t.handle.db, {
      customerId: buyer.customerId,
      paymentType: 'card',
      lines: [{ productId: CHICKEN, qty: 2 }, { productId: product, qty: 5, unitPriceCents: 10_00 }],
    });
    await authorizeCard(t, buyer, card.orderId);
    await applyAction(t.app, card.orderId, 'accept', warehouse);
    await applyAction(t.app, card.orderId, 'pack', warehouse, {
      lines: [
        { lineId: card.lineIds[0]!, deliveredQty: 2, actualWeightGrams: 3_050 },
        { lineId: card.lineIds[1]!, deliveredQty: 3, actualWeightGrams: null },
      ],
    });
    await applyAction(t.app, card.orderId, 'out_for_delivery', warehouse);
    await t.handle.db
      .update(orders)
      .set({ note: 'Back door, ring twice', timePreference: '10:30', contact: { name: 'Sakura Sushi Bar', tel: '4165550177', addr: '55 Spadina Ave, Toronto, ON', postal_code: 'M5V 2J2', latitude: '43.64', longitude: '-79.39', buzz_code: '12', unit: '3' } })
      .where(eq(orders.id, card.orderId));
    const waiting = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse, leave: false });
    const delivered = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    await applyAction(t.app, delivered.orderId, 'deliver', { role: 'driver', staffId: driver.staffId }, { receiverName: 'Ana' });
    // Not the driver's: still at accept, cancelled, a pickup order, another day.
    const accepted = await insertOrderWithLines(t.handle.db, { customerId: buyer.customerId, paymentType: 'cash', lines: [{ productId: product, qty: 1 }] });
    await applyAction(t.app, accepted.orderId, 'accept', warehouse);
    const cancelled = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    await applyAction(t.app, cancelled.orderId, 'cancel_by_staff', warehouse, { reason: 'Closed' });
    const pickup = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse, leave: false });
    await t.handle.db.update(orders).set({ shippingType: 'pickup' }).where(eq(orders.id, pickup.orderId));
    const otherDay = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    await t.handle.db.update(orders).set({ serviceDate: '2026-11-24' }).where(eq(orders.id, otherDay.orderId));

    const res = await stops();
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json().data.stops as { order_id: number; status: string }[]).map((s) => [s.order_id, s.status]);
    // Out for delivery first, then waiting at the warehouse, delivered last.
    expect(listed).toEqual([
      [card.orderId, 'delivering'],
      [waiting.orderId, 'cooking'],
      [delivered.orderId, 'delivered'],
    ]);
    const [chicken] = await t.handle.db.select().from(products).where(eq(products.id, CHICKEN));
    expect(await stopOf(card.orderId, 'cn')).toMatchObject({
      order_no: card.orderNo,
      time_preference: '10:30',
      note: 'Back door, ring twice',
      payment_type: 'card',
      can_deliver: true,
      receiver_name: null,
      contact: { name: 'Sakura Sushi Bar', tel: '4165550177', addr: '55 Spadina Ave, Toronto, ON, M5V 2J2', buzz_code: '12', unit: '3' },
      maps_url: 'https://www.google.com/maps/search/?api=1&query=55%20Spadina%20Ave%2C%20Toronto%2C%20ON%2C%20M5V%202J2',
      lines: [
        { line_id: card.lineIds[0], name: chicken!.nameCn, qty: 2, ordered_qty: 2, need_weigh: true, weight_grams: 3_050 },
        { line_id: card.lineIds[1], qty: 3, ordered_qty: 5, need_weigh: false, weight_grams: null },
      ],
    });
    expect(await stopOf(waiting.orderId)).toMatchObject({ status: 'cooking', can_deliver: false });
    expect(await stopOf(delivered.orderId)).toMatchObject({ status: 'delivered', can_deliver: false, receiver_name: 'Ana', delivered_at: expect.any(String) });
    expect((await stops(driver, 'en', '2026-11-24')).json().data.stops.map((s: { order_id: number }) => s.order_id)).toEqual([otherDay.orderId]);
    // A supervisor sees the same list.
    expect((await stops(await signInStaff(t, 'supervisor'))).json().data.stops).toHaveLength(3);
  });

  it('marks an order delivered with the receiver’s name: the status log names the driver, and no money moves', async () => {
    const buyer = await signInCustomer(t);
    const order = await insertOrderWithLines(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', lines: [{ productId: product, qty: 2 }] });
    await authorizeCard(t, buyer, order.orderId);
    await applyAction(t.app, order.orderId, 'accept', warehouse);
    await applyAction(t.app, order.orderId, 'pack', warehouse, { lines: [{ lineId: order.lineIds[0]!, deliveredQty: 2, actualWeightGrams: null }] });
    await applyAction(t.app, order.orderId, 'out_for_delivery', warehouse);
    const ledgerBefore = await t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, order.orderId));
    const [before] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));

    const res = await callAs(t, driver, 'POST', '/api/driver/deliver', { order_id: order.orderId, receiver_name: '  Kenji (chef)  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ order_id: order.orderId, status: 'delivered', receiver_name: 'Kenji (chef)', delivery_photo: null, can_deliver: false });
    const [after] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(after).toMatchObject({ status: 'delivered', receiverName: 'Kenji (chef)', paymentStatus: before!.paymentStatus, settledTotalCents: before!.settledTotalCents });
    expect(after!.deliveredAt).toBeInstanceOf(Date);
    expect(await t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, order.orderId))).toEqual(ledgerBefore);
    const [log] = await t.handle.db
      .select()
      .from(orderStatusLog)
      .where(and(eq(orderStatusLog.orderId, order.orderId), eq(orderStatusLog.note, 'orders.steps.deliver')));
    expect(log).toMatchObject({ status: 'delivered', actor: `driver:${driver.staffId}` });

    // Again: core's 409, in the caller's language.
    const again = await callAs(t, driver, 'POST', '/api/driver/deliver', { order_id: order.orderId, receiver_name: 'Kenji' }, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'ORDER_TRANSITION_REFUSED',
      message: 'Cette commande est maintenant « Livrée » : cette étape ne s’applique pas. Actualisez la page pour voir où elle en est.',
    });
  });

  it('refuses what is not a delivery out for delivery, and bad input, with translated messages', async () => {
    const buyer = await signInCustomer(t);
    const waiting = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse, leave: false });
    const notYet = await callAs(t, driver, 'POST', '/api/driver/deliver', { order_id: waiting.orderId, receiver_name: 'Lee' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('This order is now “Preparing”, so this step does not apply. Refresh to see where it is.');
    const pickup = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse, leave: false });
    await t.handle.db.update(orders).set({ shippingType: 'pickup', status: 'wait_pickup' }).where(eq(orders.id, pickup.orderId));
    const notDelivery = await callAs(t, driver, 'POST', '/api/driver/deliver', { order_id: pickup.orderId, receiver_name: 'Lee' }, 'cn');
    expect(notDelivery.statusCode).toBe(409);
    expect(notDelivery.json().error).toBe('ORDER_TRANSITION_REFUSED');
    const missing = await callAs(t, driver, 'POST', '/api/driver/deliver', { order_id: 999_999_999, receiver_name: 'Lee' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    const leaving = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    const noName = await callAs(t, driver, 'POST', '/api/driver/deliver', { order_id: leaving.orderId, receiver_name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Enter the name of the person who received the order.');
    const badDate = await callAs(t, driver, 'GET', '/api/driver/stops?service_date=tomorrow');
    expect(badDate.statusCode).toBe(400);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, leaving.orderId));
    expect(row!.status).toBe('delivering');
  });

  it('drivers and supervisors only: a guest 401; a buyer, an agent’s link, an agent or the warehouse 403', async () => {
    const buyer = await signInCustomer(t);
    const order = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    const callers = [buyer, await signInAgentFor(t, buyer.customerId), await signInStaff(t, 'agent'), await signInStaff(t, 'warehouse')];
    for (const who of callers) {
      expect((await stops(who)).statusCode).toBe(403);
      expect((await callAs(t, who, 'POST', '/api/driver/deliver', { order_id: order.orderId, receiver_name: 'X' })).statusCode).toBe(403);
    }
    expect((await callAs(t, undefined, 'GET', `/api/driver/stops?service_date=${DAY}`)).statusCode).toBe(401);
    const supervisor = await signInStaff(t, 'supervisor');
    const res = await callAs(t, supervisor, 'POST', '/api/driver/deliver', { order_id: order.orderId, receiver_name: 'Supervisor drop' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.status).toBe('delivered');
  });

  it('a driver reaches no route that moves money or another step of an order: each answers 403 before reading the input', async () => {
    const buyer = await signInCustomer(t);
    const order = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    const ledgerBefore = await t.handle.db.select().from(orderLedger).where(ne(orderLedger.kind, 'authorize'));
    // The warehouse's steps and money (/api/fulfilment/*: mark paid, cancel, pack…), claim decisions, refunds, the dev shortcut.
    const guarded = /^\/api\/(fulfilment\/|dev\/fulfilment\/)|mark_paid|refund|claims\/decide/;
    const targets = routes.filter((r) => guarded.test(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(targets.length).toBeGreaterThan(0);
    for (const route of targets) {
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as 'GET' | 'POST' | 'DELETE';
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await callAs(t, driver, method, url, method === 'GET' ? undefined : { order_id: order.orderId, order_ids: [order.orderId], to: 'delivering' });
      expect([route.url, res.statusCode]).toEqual([route.url, 403]);
    }
    expect(await t.handle.db.select().from(orderLedger).where(ne(orderLedger.kind, 'authorize'))).toEqual(ledgerBefore);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.status).toBe('delivering');
  });

  it('the dev shortcut takes a placed order to out for delivery through the warehouse’s own steps', async () => {
    const buyer = await signInCustomer(t);
    const order = await insertOrderWithLines(t.handle.db, { customerId: buyer.customerId, paymentType: 'cash', lines: [{ productId: CHICKEN, qty: 1 }, { productId: product, qty: 2 }] });
    const staff = await signInStaff(t, 'warehouse');
    const res = await callAs(t, staff, 'POST', '/api/dev/fulfilment/advance', { order_id: order.orderId, to: 'delivering', weight_ratio: 0.9 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ order_id: order.orderId, status: 'delivering' });
    expect(await stopOf(order.orderId)).toMatchObject({ can_deliver: true, lines: [{ qty: 1, weight_grams: 1_440 }, { qty: 2, weight_grams: null }] });
  });
});
