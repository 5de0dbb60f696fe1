import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../core/money';
import { packingSettlementInput } from '../../core/orders/packing-input';
import { settleOrder } from '../../core/orders/settlement';
import { settlementView } from '../../core/orders/settlement-view';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import {
  bulkOrdersResponseSchema,
  dayOrdersResponseSchema,
  orderStepResponseSchema,
  packingOrderResponseSchema,
  pickListResponseSchema,
} from '../../core/schemas/fulfilment';
import { orderLedger, orderLines, orders, orderStatusLog, products, sandboxIntents, shopProducts } from '../../server/db/schema';
import { ledgerInvariant } from '../../server/services/fulfilment/ledger';
import { applyAction } from '../../server/services/fulfilment/transition';
import { insertOrderWithLines } from '../helpers/order-fixture';
import { authorizeCard } from '../helpers/payment-fixture';
import { callAs, signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * The warehouse's HTTP API (issue 15): the day's orders, one order for packing, every step through
 * the transition service, the pick list in JSON and PDF. What a caller notices: the answers, the
 * refusals (409 in the caller's language, 404 for an order that is not there or not this shop's,
 * 403 for a driver or a buyer, 400 for bad input), and that nothing moves money or stock when refused.
 */

const SHOP = 17243;
const OTHER_SHOP = 17244;
/** Wednesday 18 November 2026, 10:00 Toronto. */
const ORDER_DAY = Date.parse('2026-11-18T15:00:00Z');
/** Whole chicken (1.6 kg a bird, $11.95) and a 7 kg case ($8.95): weighed. */
const CHICKEN = 100204;
const CASE_7KG = 100124;

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('fulfilment routes on %s', (target) => {
  let t: TestApp;
  let now = ORDER_DAY;
  let plain: number;
  let warehouse: SignedIn & { staffId: number };
  let supervisor: SignedIn & { staffId: number };
  let driver: SignedIn & { staffId: number };
  let dateSeq = 0;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(now) });
    const [row] = await t.handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, SHOP)))
      .where(and(eq(products.needWeigh, 0), gt(shopProducts.stock, 200), ne(products.status, 1)))
      .orderBy(asc(products.id))
      .limit(1);
    plain = row!.id;
    warehouse = await signInStaff(t, 'warehouse');
    supervisor = await signInStaff(t, 'supervisor');
    driver = await signInStaff(t, 'driver');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A service date no other test of this file uses, so a day's list holds only this test's orders. */
  const freshDate = () => {
    dateSeq += 1;
    return `2027-0${1 + Math.floor(dateSeq / 28)}-${String(1 + (dateSeq % 28)).padStart(2, '0')}`;
  };
  const call = (who: SignedIn | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, locale: Locale = 'en') =>
    callAs(t, who, method, url, payload, locale);
  const ok = <T>(res: { statusCode: number; body: string; json(): unknown }, schema: { parse(x: unknown): T }) => {
    expect(res.statusCode, res.body).toBe(200);
    return schema.parse(res.json());
  };
  const stockOf = async (productId: number) =>
    (await t.handle.db.select({ stock: shopProducts.stock }).from(shopProducts).where(and(eq(shopProducts.shopId, SHOP), eq(shopProducts.productId, productId))))[0]!
      .stock;
  const ledgerOf = (orderId: number) => t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId)).orderBy(asc(orderLedger.id));
  const statusLogOf = (orderId: number) => t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, orderId)).orderBy(asc(orderStatusLog.id));
  const orderOf = async (orderId: number) => (await t.handle.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  /** A card order of three lines (two weighed), authorized at checkout. */
  const cardOrder = async (opts: { serviceDate?: string; authorize?: boolean } = {}) => {
    const buyer = await signInCustomer(t, { name: 'Golden Wok' });
    now = ORDER_DAY;
    const order = await insertOrderWithLines(t.handle.db, {
      customerId: buyer.customerId,
      paymentType: 'card',
      lines: [{ productId: CHICKEN, qty: 4 }, { productId: CASE_7KG, qty: 2 }, { productId: plain, qty: 5, unitPriceCents: 10_00 }],
      createdAt: new Date(now),
    });
    if (opts.serviceDate) await t.handle.db.update(orders).set({ serviceDate: opts.serviceDate }).where(eq(orders.id, order.orderId));
    const intent = opts.authorize === false ? null : await authorizeCard(t, buyer, order.orderId);
    return { buyer, order, intent };
  };
  const cashOrder = async (opts: { serviceDate?: string; shippingType?: 'delivery' | 'pickup'; shopId?: number } = {}) => {
    const buyer = await signInCustomer(t, { name: 'Maple Diner' });
    now = ORDER_DAY;
    const order = await insertOrderWithLines(t.handle.db, {
      customerId: buyer.customerId,
      paymentType: 'cash',
      lines: [{ productId: plain, qty: 3, unitPriceCents: 20_00 }, { productId: CHICKEN, qty: 1 }],
      createdAt: new Date(now),
      ...(opts.shopId ? { shopId: opts.shopId } : {}),
    });
    await t.handle.db
      .update(orders)
      .set({ serviceDate: opts.serviceDate ?? '2026-11-23', shippingType: opts.shippingType ?? 'delivery' })
      .where(eq(orders.id, order.orderId));
    return { buyer, order };
  };
  const step = async (who: SignedIn, path: string, payload: Record<string, unknown>, locale: Locale = 'en') => call(who, 'POST', `/api/fulfilment/${path}`, payload, locale);

  it('a card order through the day: listed with its buttons, accepted, packed with lighter weights and a short line, the live figures equal the server’s, out for delivery, delivered, finished', async () => {
    const day = freshDate();
    const { order, intent } = await cardOrder({ serviceDate: day });
    const listed = ok(await call(warehouse, 'GET', `/api/fulfilment/orders?service_date=${day}&shop_id=${SHOP}`), dayOrdersResponseSchema).data;
    expect(listed.orders).toHaveLength(1);
    expect(listed.orders[0]).toMatchObject({
      order_id: order.orderId,
      customer_name: 'Golden Wok',
      status: 'processing',
      payment_type: 'card',
      payment_status: 'prepaid',
      total: 133.35,
      settled_total: null,
      line_count: 3,
      weighed: true,
      packed: false,
      actions: ['accept', 'cancel_by_staff'],
    });

    const accepted = ok(await step(warehouse, 'accept', { order_id: order.orderId }), orderStepResponseSchema).data;
    expect(accepted).toMatchObject({ status: 'accept', payment_status: 'prepaid', settled_total: null });
    expect(accepted.actions).toEqual(['start_packing', 'pack', 'mark_out_of_stock', 'cancel_by_staff']);
    expect(ok(await step(warehouse, 'start_packing', { order_id: order.orderId, shop_id: SHOP }), orderStepResponseSchema).data.status).toBe('cooking');

    // The packing screen's view, in French: names in the request's language, standard unit grams.
    const view = ok(await call(warehouse, 'GET', `/api/fulfilment/order?order_id=${order.orderId}`, undefined, 'fr'), packingOrderResponseSchema).data;
    expect(view).toMatchObject({ order_id: order.orderId, status: 'cooking', packed: false, settlement: null, total: 133.35, payment_type: 'card' });
    expect(view.lines.map((l) => [l.qty, l.need_weigh, l.unit_grams, l.row_total, l.status])).toEqual([
      [4, true, 1_600, 47.8, 'ordered'],
      [2, true, 7_000, 17.9, 'ordered'],
      [5, false, null, 50, 'ordered'],
    ]);
    const [frName] = await t.handle.db.select({ name: orderLines.name }).from(orderLines).where(eq(orderLines.id, view.lines[0]!.line_id));
    expect(view.lines[0]!.name).toBe(frName!.name.fr);
    expect(view.fee_lines.map((f) => f.code)).toEqual(['subtotal', 'tax', 'channel_fee', 'total']);

    const [chicken, box, shortLine] = view.lines.map((l) => l.line_id) as [number, number, number];
    const entries = [
      { lineId: chicken, deliveredQty: 4, actualWeightGrams: 6_000 },
      { lineId: box, deliveredQty: 2, actualWeightGrams: 13_500 },
      { lineId: shortLine, deliveredQty: 3, actualWeightGrams: null },
    ];
    // The screen's live figures, by core over the view: chicken ⌊47.80 × 6000 / 6400⌋ = 44.81, case
    // ⌊17.90 × 13500 / 14000⌋ = 17.26, short 3 of 5 = 30.00; 92.07 + tax 11.97 + card fee 2.08 = 106.12.
    const live = settlementView(settleOrder(packingSettlementInput(view, entries)));
    expect(live.settled_total).toBe(106.12);

    const packed = ok(
      await step(warehouse, 'pack', {
        order_id: order.orderId,
        lines: entries.map((e) => ({ line_id: e.lineId, delivered_qty: e.deliveredQty, actual_weight_grams: e.actualWeightGrams })),
      }),
      orderStepResponseSchema,
    ).data;
    expect(packed).toMatchObject({ status: 'cooking', payment_status: 'paid', settled_total: 106.12 });
    expect(packed.actions).toEqual(['out_for_delivery', 'cancel_by_staff']);
    const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent!));
    expect(held).toMatchObject({ status: 'succeeded', amountReceivedCents: 106_12 });

    // After packing the view carries the stored settlement: the same figures the screen computed.
    const after = ok(await call(warehouse, 'GET', `/api/fulfilment/order?order_id=${order.orderId}`), packingOrderResponseSchema).data;
    expect(after.packed).toBe(true);
    expect(after.settlement).toEqual(live);
    expect(after.lines.map((l) => [l.status, l.delivered_qty, l.actual_weight_grams, l.settled_row_total])).toEqual([
      ['packed', 4, 6_000, 44.81],
      ['packed', 2, 13_500, 17.26],
      ['short', 3, null, 30],
    ]);

    expect(ok(await step(warehouse, 'out_for_delivery', { order_id: order.orderId }), orderStepResponseSchema).data.status).toBe('delivering');
    await applyAction(t.app, order.orderId, 'deliver', { role: 'driver', staffId: driver.staffId }, { receiverName: 'Li' });
    const finished = ok(await step(supervisor, 'finish', { order_id: order.orderId }), orderStepResponseSchema).data;
    expect(finished).toMatchObject({ status: 'finished', payment_status: 'paid', settled_total: 106.12, actions: [] });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 106_12 });
    const log = await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, order.orderId)).orderBy(asc(orderStatusLog.id));
    expect(log.filter((l) => l.note === 'orders.steps.accept')).toMatchObject([{ actor: `warehouse:${warehouse.staffId}` }]);
    expect(log.filter((l) => l.note === 'orders.steps.finish')).toMatchObject([{ actor: `supervisor:${supervisor.staffId}` }]);
  });

  it('a cash pickup order: packed (invoiced), ready for pickup, handed over with who took it, marked paid, finished; the day’s list filters by status and shipping type', async () => {
    const day = freshDate();
    const { order } = await cashOrder({ serviceDate: day, shippingType: 'pickup' });
    const other = await cashOrder({ serviceDate: day });
    ok(await step(warehouse, 'accept', { order_id: order.orderId }), orderStepResponseSchema);
    const lines = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId)).orderBy(asc(orderLines.id));
    const packed = ok(
      await step(warehouse, 'pack', {
        order_id: order.orderId,
        lines: [
          { line_id: lines[0]!.id, delivered_qty: 3 },
          { line_id: lines[1]!.id, delivered_qty: 1, actual_weight_grams: 1_600 },
        ],
      }),
      orderStepResponseSchema,
    ).data;
    expect(packed).toMatchObject({ status: 'cooking', payment_status: 'waiting_adjust', settled_total: toCents(order.totalCents / 100) / 100 });
    expect(packed.actions).toEqual(['ready_for_pickup', 'cancel_by_staff', 'mark_paid']);
    expect(ok(await step(warehouse, 'ready_for_pickup', { order_id: order.orderId }), orderStepResponseSchema).data.status).toBe('wait_pickup');
    expect(ok(await step(warehouse, 'hand_over', { order_id: order.orderId, receiver_name: '  Chef Tremblay ' }), orderStepResponseSchema).data.status).toBe('picked_up');
    expect(await orderOf(order.orderId)).toMatchObject({ receiverName: 'Chef Tremblay', deliveredAt: new Date(now) });
    // Not paid yet: finishing is refused with the reason.
    const open = await step(warehouse, 'finish', { order_id: order.orderId });
    expect(open.statusCode).toBe(409);
    expect(apiErrorSchema.parse(open.json()).message).toBe('This order still has a payment to settle.');
    expect(ok(await step(warehouse, 'mark_paid', { order_id: order.orderId }), orderStepResponseSchema).data).toMatchObject({ status: 'picked_up', payment_status: 'paid' });
    expect(ok(await step(warehouse, 'finish', { order_id: order.orderId }), orderStepResponseSchema).data.status).toBe('finished');
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);

    const base = `/api/fulfilment/orders?service_date=${day}&shop_id=${SHOP}`;
    const ids = async (query: string) => ok(await call(warehouse, 'GET', base + query), dayOrdersResponseSchema).data.orders.map((o) => o.order_id);
    expect((await ids('')).sort()).toEqual([order.orderId, other.order.orderId].sort());
    expect(await ids('&status=finished')).toEqual([order.orderId]);
    expect(await ids('&shipping_type=delivery')).toEqual([other.order.orderId]);
    expect(await ids('&status=processing&shipping_type=pickup')).toEqual([]);
    // Another shop's day does not list them.
    expect(ok(await call(warehouse, 'GET', `/api/fulfilment/orders?service_date=${day}&shop_id=${OTHER_SHOP}`), dayOrdersResponseSchema).data.orders).toEqual([]);
  });

  it('packing nothing of the charged lines closes the order as out of stock and gives the money back', async () => {
    const { order, intent } = await cardOrder();
    ok(await step(warehouse, 'accept', { order_id: order.orderId }), orderStepResponseSchema);
    const lines = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId)).orderBy(asc(orderLines.id));
    const res = ok(
      await step(warehouse, 'pack', { order_id: order.orderId, lines: lines.map((l) => ({ line_id: l.id, delivered_qty: 0 })) }),
      orderStepResponseSchema,
    ).data;
    expect(res).toMatchObject({ status: 'out_of_stock', payment_status: 'refund', settled_total: 0, actions: [] });
    const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent!));
    expect(held!.status).toBe('canceled');
    expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);

    // mark_out_of_stock on its own does the same.
    const second = await cardOrder();
    ok(await step(warehouse, 'accept', { order_id: second.order.orderId }), orderStepResponseSchema);
    expect(ok(await step(warehouse, 'mark_out_of_stock', { order_id: second.order.orderId }), orderStepResponseSchema).data.status).toBe('out_of_stock');
  });

  it('a refused step answers 409 in the caller’s language and changes nothing', async () => {
    const { order } = await cardOrder();
    const before = await ledgerOf(order.orderId);
    const expected: Record<Locale, string> = {
      en: 'This order is now “Processing”, so this step does not apply. Refresh to see where it is.',
      cn: '此订单当前状态为“处理中”，无法执行此步骤。请刷新查看最新状态。',
      fr: 'Cette commande est maintenant « En traitement » : cette étape ne s’applique pas. Actualisez la page pour voir où elle en est.',
    };
    for (const locale of ['en', 'cn', 'fr'] as const) {
      const res = await step(warehouse, 'out_for_delivery', { order_id: order.orderId }, locale);
      expect(res.statusCode, res.body).toBe(409);
      expect(apiErrorSchema.parse(res.json())).toEqual({ error: 'ORDER_TRANSITION_REFUSED', message: expected[locale] });
    }
    // A card order not yet authorized cannot be accepted.
    const unpaid = await cardOrder({ authorize: false });
    const refused = await step(warehouse, 'accept', { order_id: unpaid.order.orderId }, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).message).toBe('Cette commande pourra être acceptée une fois son paiement autorisé.');
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'prepaid' });
    expect(await ledgerOf(order.orderId)).toEqual(before);
  });

  it('an unknown order, or another shop’s when the call names its shop, answers 404', async () => {
    const { order } = await cashOrder({ shopId: OTHER_SHOP });
    for (const locale of ['en', 'fr'] as const) {
      const missing = await step(warehouse, 'accept', { order_id: 2_000_000_000 }, locale);
      expect(missing.statusCode).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).error).toBe('ORDER_NOT_FOUND');
    }
    const calls = [
      () => call(warehouse, 'GET', `/api/fulfilment/order?order_id=${order.orderId}&shop_id=${SHOP}`),
      () => call(warehouse, 'GET', `/api/fulfilment/order?order_id=2000000000`),
      () => step(warehouse, 'accept', { order_id: order.orderId, shop_id: SHOP }),
      () => step(warehouse, 'cancel', { order_id: order.orderId, shop_id: SHOP, reason: 'Wrong shop' }),
      () => step(warehouse, 'pack', { order_id: order.orderId, shop_id: SHOP, lines: [{ line_id: order.lineIds[0]!, delivered_qty: 1 }] }),
      () => step(warehouse, 'hand_over', { order_id: order.orderId, shop_id: SHOP, receiver_name: 'X' }),
    ];
    for (const run of calls) {
      const res = await run();
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'processing' });
    // Named with its own shop it is found.
    expect(ok(await call(warehouse, 'GET', `/api/fulfilment/order?order_id=${order.orderId}&shop_id=${OTHER_SHOP}`), packingOrderResponseSchema).data.shop_id).toBe(OTHER_SHOP);
  });

  it('a driver, an agent or a buyer cannot take any warehouse step (403; nobody signed in 401), and no money or stock moves', async () => {
    const { buyer, order } = await cardOrder();
    ok(await step(warehouse, 'accept', { order_id: order.orderId }), orderStepResponseSchema);
    const ledger = await ledgerOf(order.orderId);
    const stock = await stockOf(CHICKEN);
    const agent = await signInStaff(t, 'agent');
    const lines = order.lineIds.map((id) => ({ line_id: id, delivered_qty: 0 }));
    const attempts: [string, Record<string, unknown>][] = [
      ['accept', { order_id: order.orderId }],
      ['accept_bulk', { order_ids: [order.orderId] }],
      ['start_packing', { order_id: order.orderId }],
      ['pack', { order_id: order.orderId, lines }],
      ['mark_out_of_stock', { order_id: order.orderId }],
      ['mark_paid', { order_id: order.orderId }],
      ['cancel', { order_id: order.orderId, reason: 'Driver says so' }],
      ['finish', { order_id: order.orderId }],
      ['hand_over', { order_id: order.orderId, receiver_name: 'X' }],
    ];
    for (const who of [driver, agent, buyer]) {
      for (const [path, payload] of attempts) {
        const res = await step(who, path, payload);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
        expect(apiErrorSchema.parse(res.json()).error).toBe('FORBIDDEN');
      }
      for (const url of [`/api/fulfilment/order?order_id=${order.orderId}`, `/api/fulfilment/orders?service_date=2026-11-23&shop_id=${SHOP}`, `/api/fulfilment/pick_list?service_date=2026-11-23&shop_id=${SHOP}`]) {
        expect((await call(who, 'GET', url)).statusCode).toBe(403);
      }
    }
    expect((await call(undefined, 'POST', '/api/fulfilment/accept', { order_id: order.orderId })).statusCode).toBe(401);
    expect(await ledgerOf(order.orderId)).toEqual(ledger);
    expect(await stockOf(CHICKEN)).toBe(stock);
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'accept', paymentStatus: 'prepaid', packedAt: null, cancelledAt: null });
  });

  it('bulk accept: each order on its own — moved, refused with the reason, or not found', async () => {
    const day = freshDate();
    const a = await cashOrder({ serviceDate: day });
    const b = await cardOrder({ serviceDate: day });
    const unpaid = await cardOrder({ serviceDate: day, authorize: false });
    const already = await cashOrder({ serviceDate: day });
    ok(await step(warehouse, 'accept', { order_id: already.order.orderId }), orderStepResponseSchema);
    const res = ok(
      await step(warehouse, 'accept_bulk', { order_ids: [a.order.orderId, unpaid.order.orderId, b.order.orderId, already.order.orderId, 2_000_000_000] }, 'cn'),
      bulkOrdersResponseSchema,
    ).data;
    expect(res.results).toEqual([
      { order_id: a.order.orderId, ok: true, status: 'accept' },
      { order_id: unpaid.order.orderId, ok: false, error: 'ORDER_TRANSITION_REFUSED', message: expect.any(String) },
      { order_id: b.order.orderId, ok: true, status: 'accept' },
      { order_id: already.order.orderId, ok: false, error: 'ORDER_TRANSITION_REFUSED', message: '此订单当前状态为“已接单”，无法执行此步骤。请刷新查看最新状态。' },
      { order_id: 2_000_000_000, ok: false, error: 'ORDER_NOT_FOUND', message: expect.any(String) },
    ]);
    expect(await orderOf(unpaid.order.orderId)).toMatchObject({ status: 'processing' });
    const listed = ok(await call(warehouse, 'GET', `/api/fulfilment/orders?service_date=${day}&shop_id=${SHOP}&status=accept`), dayOrdersResponseSchema).data;
    expect(listed.orders.map((o) => o.order_id).sort()).toEqual([a.order.orderId, b.order.orderId, already.order.orderId].sort());
    // Another shop's order in the batch is not found when the batch names its shop.
    const elsewhere = await cashOrder({ shopId: OTHER_SHOP });
    const scoped = ok(await step(warehouse, 'accept_bulk', { order_ids: [elsewhere.order.orderId], shop_id: SHOP }), bulkOrdersResponseSchema).data;
    expect(scoped.results).toMatchObject([{ ok: false, error: 'ORDER_NOT_FOUND' }]);
  });

  it('a cancel racing a pack over HTTP: one wins, the other answers 409, nothing is half done', async () => {
    for (let round = 0; round < 3; round += 1) {
      // The buyer's POST /api/orders/cancel (the order day: a full void) against the warehouse's POST pack.
      const { buyer, order } = await cardOrder();
      ok(await step(warehouse, 'accept', { order_id: order.orderId }), orderStepResponseSchema);
      const stock = await stockOf(CHICKEN);
      const logBefore = (await statusLogOf(order.orderId)).length;
      const [chicken, box, shortLine] = order.lineIds as [number, number, number];
      const locale: Locale = (['en', 'fr', 'cn'] as const)[round]!;
      const [packRes, cancelRes] = await Promise.all([
        step(warehouse, 'pack', {
          order_id: order.orderId,
          lines: [
            { line_id: chicken, delivered_qty: 4, actual_weight_grams: 6_400 },
            { line_id: box, delivered_qty: 2, actual_weight_grams: 14_000 },
            { line_id: shortLine, delivered_qty: 5 },
          ],
        }),
        call(buyer, 'POST', '/api/orders/cancel', { order_id: order.orderId }, locale),
      ]);
      expect([packRes.statusCode, cancelRes.statusCode].sort(), `${packRes.body} ${cancelRes.body}`).toEqual([200, 409]);
      const row = await orderOf(order.orderId);
      const log = await statusLogOf(order.orderId);
      // The status log has the winner's rows only (the step, then any payment change it made).
      const added = log.slice(logBefore).map((l) => l.status);
      expect(added.length).toBeGreaterThan(0);
      expect(new Set(added)).toEqual(new Set([packRes.statusCode === 200 ? 'cooking' : 'cancelled']));
      if (packRes.statusCode === 200) {
        // The loser is told in its own language why, never a 500 or a raw code.
        const refused = apiErrorSchema.parse(cancelRes.json());
        expect(refused.message).toBeTruthy();
        expect(refused.message).not.toBe(refused.error);
        expect(row).toMatchObject({ status: 'cooking', paymentStatus: 'paid', cancelledAt: null });
        expect((await ledgerOf(order.orderId)).map((l) => l.kind)).toEqual(['authorize', 'capture']);
        expect(await stockOf(CHICKEN)).toBe(stock);
        expect(log.at(-1)).toMatchObject({ status: 'cooking' });
      } else {
        expect(apiErrorSchema.parse(packRes.json()).message).toBe('This order has been cancelled.');
        expect(row).toMatchObject({ status: 'cancelled', packedAt: null, settledTotalCents: 0 });
        expect((await ledgerOf(order.orderId)).map((l) => l.kind)).toEqual(['authorize', 'void']);
        expect(await stockOf(CHICKEN)).toBe(stock + 4);
        expect(log.at(-1)).toMatchObject({ status: 'cancelled' });
        expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ capturedMinusRefundedCents: 0 });
      }
      expect(row.status).toBe(log.at(-1)!.status);
      expect(row.paymentStatus).toBe(log.at(-1)!.paymentStatus);
      expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);
    }

    // Staff's cancel against the pack, both over HTTP: either order of events leaves the books whole.
    // Out of stock against the pack: only one of them can settle the order.
    for (let round = 0; round < 2; round += 1) {
      const { order } = await cardOrder();
      ok(await step(warehouse, 'accept', { order_id: order.orderId }), orderStepResponseSchema);
      const stock = await stockOf(CHICKEN);
      const packLines = order.lineIds.map((id, i) => ({ line_id: id, delivered_qty: [4, 2, 5][i], ...(i < 2 ? { actual_weight_grams: [6_400, 14_000][i] } : {}) }));
      const [packRes, cancelRes] = await Promise.all([
        step(warehouse, 'pack', { order_id: order.orderId, lines: packLines }),
        step(supervisor, 'cancel', { order_id: order.orderId, reason: 'Truck broke down' }),
      ]);
      expect(cancelRes.statusCode, cancelRes.body).toBe(200);
      expect([200, 409]).toContain(packRes.statusCode);
      expect(await orderOf(order.orderId)).toMatchObject({ status: 'cancelled' });
      expect(await stockOf(CHICKEN)).toBe(stock + 4);
      expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 0 });

      const second = await cardOrder();
      ok(await step(warehouse, 'accept', { order_id: second.order.orderId }), orderStepResponseSchema);
      const lines2 = second.order.lineIds.map((id, i) => ({ line_id: id, delivered_qty: [4, 2, 5][i], ...(i < 2 ? { actual_weight_grams: [6_400, 14_000][i] } : {}) }));
      const both = await Promise.all([
        step(warehouse, 'pack', { order_id: second.order.orderId, lines: lines2 }),
        step(warehouse, 'mark_out_of_stock', { order_id: second.order.orderId }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(apiErrorSchema.parse(both.find((r) => r.statusCode === 409)!.json()).error).toBe('ORDER_TRANSITION_REFUSED');
      expect((await ledgerInvariant(t.handle.db, second.order.orderId)).holds).toBe(true);
    }
  });

  it('bad input answers 400 with a translated message, never 500', async () => {
    const { order } = await cardOrder();
    ok(await step(warehouse, 'accept', { order_id: order.orderId }), orderStepResponseSchema);
    const bad: ['GET' | 'POST', string, unknown][] = [
      ['GET', `/api/fulfilment/orders?service_date=tomorrow&shop_id=${SHOP}`, undefined],
      ['GET', `/api/fulfilment/orders?service_date=2026-11-23`, undefined],
      ['GET', `/api/fulfilment/orders?service_date=2026-11-23&shop_id=${SHOP}&status=lost`, undefined],
      ['GET', '/api/fulfilment/order?order_id=abc', undefined],
      ['GET', `/api/fulfilment/pick_list?service_date=2026-13&shop_id=${SHOP}`, undefined],
      ['GET', `/api/fulfilment/pick_list.pdf?shop_id=${SHOP}`, undefined],
      ['POST', '/api/fulfilment/accept', {}],
      ['POST', '/api/fulfilment/accept', { order_id: -3 }],
      ['POST', '/api/fulfilment/accept_bulk', { order_ids: [] }],
      ['POST', '/api/fulfilment/accept_bulk', { order_ids: Array.from({ length: 501 }, (_, i) => i + 1) }],
      ['POST', '/api/fulfilment/pack', { order_id: order.orderId, lines: [] }],
      ['POST', '/api/fulfilment/pack', { order_id: order.orderId, lines: [{ line_id: order.lineIds[0], delivered_qty: -1 }] }],
      ['POST', '/api/fulfilment/cancel', { order_id: order.orderId, reason: '   ' }],
      ['POST', '/api/fulfilment/hand_over', { order_id: order.orderId, receiver_name: '' }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(warehouse, method, url, payload, 'fr');
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    }
    // A packing that misses a line or overshoots is a 400 naming the problem, and the order stays as it was.
    const missing = await step(warehouse, 'pack', { order_id: order.orderId, lines: [{ line_id: order.lineIds[2], delivered_qty: 5 }] }, 'fr');
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json())).toMatchObject({ error: 'PACKING_INVALID' });
    const weight = await step(warehouse, 'pack', {
      order_id: order.orderId,
      lines: order.lineIds.map((id) => ({ line_id: id, delivered_qty: 1 })),
    });
    expect(apiErrorSchema.parse(weight.json()).message).toBe('Weigh this item and enter its weight.');
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'accept', packedAt: null });
  });

  it('the pick list: every product with its total quantity and the orders it goes to, weighed products flagged, names in the request’s language; and as a PDF', async () => {
    const day = freshDate();
    const one = await cardOrder({ serviceDate: day });
    const two = await cashOrder({ serviceDate: day });
    const cancelled = await cashOrder({ serviceDate: day });
    ok(await step(warehouse, 'cancel', { order_id: cancelled.order.orderId, reason: 'Closed for renovation' }), orderStepResponseSchema);
    const list = ok(await call(warehouse, 'GET', `/api/fulfilment/pick_list?service_date=${day}&shop_id=${SHOP}`, undefined, 'cn'), pickListResponseSchema).data;
    expect(list).toMatchObject({ service_date: day, shop_id: SHOP, order_count: 2 });
    const byProduct = new Map(list.items.map((i) => [i.product_id, i]));
    expect(list.items).toHaveLength(3);
    const chicken = byProduct.get(CHICKEN)!;
    expect(chicken).toMatchObject({ need_weigh: true, total_qty: 5 });
    expect(chicken.orders.map((o) => [o.order_id, o.qty])).toEqual([
      [one.order.orderId, 4],
      [two.order.orderId, 1],
    ]);
    expect(byProduct.get(CASE_7KG)).toMatchObject({ need_weigh: true, total_qty: 2 });
    expect(byProduct.get(plain)).toMatchObject({ need_weigh: false, total_qty: 8 });
    const [product] = await t.handle.db.select().from(products).where(eq(products.id, CHICKEN));
    expect(chicken.name).toBe(product!.nameCn);
    // Only delivery orders, when asked.
    const pickup = ok(await call(warehouse, 'GET', `/api/fulfilment/pick_list?service_date=${day}&shop_id=${SHOP}&shipping_type=pickup`), pickListResponseSchema).data;
    expect(pickup).toMatchObject({ order_count: 0, items: [] });

    const pdf = await call(warehouse, 'GET', `/api/fulfilment/pick_list.pdf?service_date=${day}&shop_id=${SHOP}`, undefined, 'fr');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="pick-list-${day}-${SHOP}.pdf"`);
    const dir = mkdtempSync(join(tmpdir(), 'pick-list-'));
    try {
      writeFileSync(join(dir, 'list.pdf'), pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'list.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Liste de préparation');
      expect(text).toContain('2 commandes · 3 produits');
      expect(text).toContain(product!.nameFr.slice(0, 12));
      expect(text).toContain('À peser');
      expect(text).toContain(`#${one.order.orderNo} × 4`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
