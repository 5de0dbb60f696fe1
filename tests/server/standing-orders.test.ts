import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupIntentResponseSchema } from '../../core/schemas/payment';
import { standingOrderListResponseSchema, standingOrderResponseSchema, standingPaymentChoicesResponseSchema } from '../../core/schemas/standing-order';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { customers, orderLines, orders, payments, products, standingOrderRuns } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { callAs, signInAgentFor, signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, type Buyer, deliveryDate, NOW, plainProducts, refreshCatalogue, setStock, SHOP } from './orders-support';

/**
 * Issue 20 standing orders: placed once per delivery date by the scheduler, whatever the number of
 * instances, and not at all when paused or skipped; the API only ever touches the caller's own.
 * NOW is Tuesday 10:00 in Toronto: Wednesday's delivery is due at the 23:59 cut-off minus the lead.
 */
const WEDNESDAY = 2;
/** Tuesday 22:30 in Toronto: past a 120-minute lead, before the cut-off. */
const DUE = Date.parse('2026-11-18T03:30:00Z');

describe.each(dbTargets())('standing orders on %s', (target) => {
  let t: TestApp;
  let second: FastifyInstance;
  let now = NOW;
  const clock = () => new Date(now);
  let plain: ProductRecord[];

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    // A second API instance on the same database: its own scheduler, same jobs table.
    second = await buildApp({ config: testConfig({ WEB_DIST: './no-web-build-in-tests' }), db: t.handle.db, clock });
    await second.ready();
    plain = await plainProducts(t, { pickup: true });
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await t.close();
    await closeTemplate();
  });

  const newBuyer = async (): Promise<Buyer> => {
    const customer = await signInCustomer(t);
    return { ...customer, addressId: await addAddress(t, customer.customerId) };
  };
  const create = (b: Buyer, extra: Record<string, unknown> = {}) =>
    callAs(t, b, 'POST', '/api/standing_orders', {
      shop_id: SHOP,
      contact_id: b.addressId,
      weekdays: [WEDNESDAY],
      lead_minutes: 120,
      payment_type: 'cash',
      lines: [
        { product_id: plain[0]!.id, qty: 2 },
        { product_id: plain[1]!.id, qty: 1 },
      ],
      ...extra,
    });
  const ordersOf = (customerId: number) =>
    t.handle.db.select().from(orders).where(and(eq(orders.customerId, customerId), like(orders.idempotencyKey, 'standing:%')));

  it('is placed exactly once for its delivery date with two scheduler instances racing, and not when paused or skipped', async () => {
    now = NOW;
    const [buyer, pausedBuyer, skipper] = await Promise.all([newBuyer(), newBuyer(), newBuyer()]);
    const made = await create(buyer);
    expect(made.statusCode).toBe(200);
    const so = standingOrderResponseSchema.parse(made.json()).data;
    expect(so.next_date).toBe(deliveryDate());
    const pausedId = standingOrderResponseSchema.parse((await create(pausedBuyer)).json()).data.id;
    expect((await callAs(t, pausedBuyer, 'POST', `/api/standing_orders/${pausedId}/pause`, { paused: true })).statusCode).toBe(200);
    const skipId = standingOrderResponseSchema.parse((await create(skipper)).json()).data.id;
    const skipped = await callAs(t, skipper, 'POST', `/api/standing_orders/${skipId}/skip_next`, {});
    expect(skipped.json()).toEqual({ status: 1, data: { skipped: deliveryDate() } });

    // Before it is due: planned (the buyer is told, with edit and skip links), nothing placed.
    await Promise.all([t.app.standingOrders.runOnce(), second.standingOrders.runOnce()]);
    expect(await ordersOf(buyer.customerId)).toHaveLength(0);
    const before = t.app.outbox.list({ channel: 'sms', to: buyer.phone }).concat(second.outbox.list({ channel: 'sms', to: buyer.phone }));
    expect(before).toHaveLength(1);
    expect(before[0]!.text).toContain(`Your standing order for delivery ${deliveryDate()} will be placed`);
    expect(before[0]!.text).toContain(`/standing-orders?id=${so.id}&skip=${deliveryDate()}`);

    // Due: both instances pass at once, several times over.
    now = DUE;
    await Promise.all([
      t.app.standingOrders.runOnce(),
      second.standingOrders.runOnce(),
      t.app.standingOrders.runOnce(new Date(DUE + 60_000)),
      second.standingOrders.runOnce(new Date(DUE + 60_000)),
    ]);
    await Promise.all([t.app.standingOrders.runOnce(), second.standingOrders.runOnce()]);
    const placed = await ordersOf(buyer.customerId);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.idempotencyKey).toBe(`standing:${so.id}:${deliveryDate()}`);
    expect(placed[0]!.serviceDate).toBe(deliveryDate());
    const runs = await t.handle.db.select().from(standingOrderRuns).where(eq(standingOrderRuns.standingOrderId, so.id));
    expect(runs.map((r) => [r.status, r.orderId])).toEqual([['placed', placed[0]!.id]]);
    const after = [...t.app.outbox.list({ channel: 'sms', to: buyer.phone }), ...second.outbox.list({ channel: 'sms', to: buyer.phone })].filter((m) =>
      m.text.includes(placed[0]!.orderNo),
    );
    expect(after).toHaveLength(1);

    expect(await ordersOf(pausedBuyer.customerId)).toHaveLength(0);
    expect(await ordersOf(skipper.customerId)).toHaveLength(0);

    // The buyer's list shows the run with its order.
    const list = standingOrderListResponseSchema.parse((await callAs(t, buyer, 'GET', '/api/standing_orders')).json()).data.rows;
    expect(list).toHaveLength(1);
    expect(list[0]!.runs[0]).toEqual({ service_date: deliveryDate(), status: 'placed', order_id: placed[0]!.id });
  });

  it('keeps the buyer to their own standing orders; an agent acts for the customer; bad input is refused with a message', async () => {
    now = NOW;
    const [owner, other] = await Promise.all([newBuyer(), newBuyer()]);
    const id = standingOrderResponseSchema.parse((await create(owner)).json()).data.id;
    // Another buyer: 404 on every route, and their list is empty.
    for (const [method, url, body] of [
      ['POST', `/api/standing_orders/${id}/pause`, { paused: true }],
      ['POST', `/api/standing_orders/${id}/skip_next`, {}],
      ['DELETE', `/api/standing_orders/${id}`, undefined],
    ] as const) {
      const r = await callAs(t, other, method, url, body);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'STANDING_ORDER_NOT_FOUND', message: 'This standing order does not exist or is not yours.' });
    }
    const put = await t.app.inject({ method: 'PUT', url: `/api/standing_orders/${id}/lines`, headers: other.headers('en'), payload: { lines: [{ product_id: plain[0]!.id, qty: 1 }] } });
    expect(put.statusCode).toBe(404);
    expect(standingOrderListResponseSchema.parse((await callAs(t, other, 'GET', '/api/standing_orders')).json()).data.rows).toEqual([]);
    // Someone else's address cannot be the destination.
    expect((await create(other, { contact_id: owner.addressId })).statusCode).toBe(404);
    // A guest: 401 whatever it sends.
    expect((await callAs(t, undefined, 'GET', '/api/standing_orders')).statusCode).toBe(401);
    expect((await callAs(t, undefined, 'POST', '/api/standing_orders', { junk: 1 })).statusCode).toBe(401);
    // Bad input: 400 with a translated message, never 500.
    const noDays = await create(owner, { weekdays: [] });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().message).toContain('Choose one or more delivery days');
    const cnBad = await callAs(t, owner, 'POST', '/api/standing_orders', { shop_id: SHOP, contact_id: owner.addressId, weekdays: [1, 1], payment_type: 'card' }, 'cn');
    expect(cnBad.statusCode).toBe(400);
    expect(cnBad.json().message).toContain('请选择一个或多个配送日');
    expect((await create(owner, { lines: [{ product_id: plain[0]!.id, qty: 0 }] })).statusCode).toBe(400);
    expect((await create(owner, { lines: [{ product_id: 99_999_999, qty: 1 }] })).statusCode).toBe(400);
    expect((await callAs(t, owner, 'POST', '/api/standing_orders/abc/pause', { paused: true })).statusCode).toBe(400);
    expect((await callAs(t, owner, 'POST', `/api/standing_orders/${id}/pause`, { paused: 'yes' })).statusCode).toBe(400);
    // From an empty cart: a clear refusal.
    const empty = await create(owner, { lines: undefined });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'CART_EMPTY', message: 'Your cart is empty: add the products you order every week first.' });
    // An agent for the customer sees and edits the customer's standing orders.
    const agent = await signInAgentFor(t, owner.customerId);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/standing_orders/${id}/lines`,
      headers: agent.headers('fr'),
      payload: { lines: [{ product_id: plain[2]!.id, qty: 3 }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(standingOrderResponseSchema.parse(edited.json()).data.lines.map((l) => [l.product_id, l.qty])).toEqual([[plain[2]!.id, 3]]);
    // Each line carries its product's quantity rule, so the page's stepper steps as the cart's does.
    expect(standingOrderResponseSchema.parse(edited.json()).data.lines[0]).toMatchObject({ min_qty: plain[2]!.minQty, qty_step: plain[2]!.qtyStep, max: plain[2]!.max });
    expect((await callAs(t, agent, 'DELETE', `/api/standing_orders/${id}`)).statusCode).toBe(200);
    expect(standingOrderListResponseSchema.parse((await callAs(t, owner, 'GET', '/api/standing_orders')).json()).data.rows).toEqual([]);
  });

  it('replaces an out-of-stock line by the substitute core rule picks (same category, price within 10 %, closest size), priced as listed', async () => {
    now = NOW;
    const [missing, close, tooDear, tooBig] = plain.slice(3, 7) as [ProductRecord, ProductRecord, ProductRecord, ProductRecord];
    const base = { categoryId: missing.categoryId, weightValue: '1', weightUnit: 'kg' };
    await t.handle.db.update(products).set({ ...base, nameEn: 'Mustard Oil', priceCents: 1000 }).where(eq(products.id, missing.id));
    await t.handle.db.update(products).set({ ...base, nameEn: 'Vegetable Oil', weightValue: '1.1', priceCents: 1080 }).where(eq(products.id, close.id));
    await t.handle.db.update(products).set({ ...base, nameEn: 'Sesame Oil', priceCents: 1150 }).where(eq(products.id, tooDear.id));
    await t.handle.db.update(products).set({ ...base, nameEn: 'Canola Oil', weightValue: '2', priceCents: 1000 }).where(eq(products.id, tooBig.id));
    await refreshCatalogue(t);
    const buyer = await newBuyer();
    await t.handle.db.update(customers).set({ substitutionPreference: 'similar' }).where(eq(customers.id, buyer.customerId));
    const so = standingOrderResponseSchema.parse((await create(buyer, { lines: [{ product_id: missing.id, qty: 3 }] })).json()).data;
    await t.app.standingOrders.runOnce();
    await setStock(t, missing.id, 0);
    // The other instance must see the new prices and stock before it may claim the job.
    second.catalogue.invalidate();
    now = DUE;
    await Promise.all([t.app.standingOrders.runOnce(), second.standingOrders.runOnce()]);
    const [order] = await ordersOf(buyer.customerId);
    expect(order!.idempotencyKey).toBe(`standing:${so.id}:${deliveryDate()}`);
    const lines = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.productId, l.qty, l.unitPriceCents, l.rowTotalCents])).toEqual([[close.id, 3, 1080, 3240]]);
    const notice = [...t.app.outbox.list({ channel: 'sms', to: buyer.phone }), ...second.outbox.list({ channel: 'sms', to: buyer.phone })].find((m) => m.text.includes(order!.orderNo));
    expect(notice!.text).toContain('Mustard Oil is out of stock: replaced by Vegetable Oil');
  });

  it('is paid with what is on file: a saved card authorized, or a PAD mandate from the verified bank account, when placed', async () => {
    now = NOW;
    const [cardBuyer, padBuyer] = await Promise.all([newBuyer(), newBuyer()]);
    // Nothing on file: refused at creation with what to do, in the buyer's language.
    const noCard = await create(cardBuyer, { payment_type: 'card' });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toEqual({ error: 'CARD_REQUIRED', message: 'To pay a standing order by card, first save a card in your account: it is charged while you are away.' });
    const frNoAccount = await callAs(t, padBuyer, 'POST', '/api/standing_orders', { shop_id: SHOP, contact_id: padBuyer.addressId, weekdays: [WEDNESDAY], payment_type: 'pad', lines: [{ product_id: plain[0]!.id, qty: 1 }] }, 'fr');
    expect(frNoAccount.statusCode).toBe(400);
    expect(frNoAccount.json().message).toContain('ajoutez et vérifiez d\'abord un compte bancaire');
    const choices = async (b: Buyer) => {
      const res = await callAs(t, b, 'GET', `/api/standing_orders/payment_choices?shop_id=${SHOP}`);
      expect(res.statusCode, res.body).toBe(200);
      return standingPaymentChoicesResponseSchema.parse(res.json()).data.choices.map((c) => `${c.type}:${c.available ? (c.last4 ?? 'yes') : 'no'}`);
    };
    expect(await choices(cardBuyer)).toEqual(['card:no', 'pad:no', 'cash:yes', 'pay_later:no']);
    expect((await callAs(t, cardBuyer, 'GET', '/api/standing_orders/payment_choices?shop_id=abc')).statusCode).toBe(400);
    expect((await callAs(t, undefined, 'GET', `/api/standing_orders/payment_choices?shop_id=${SHOP}`)).statusCode).toBe(401);
    // Pay later needs the shop's and the customer's terms, checked at creation (not first on the night it runs).
    const noTerms = await create(cardBuyer, { payment_type: 'pay_later' });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error).toBe('PAY_LATER_NOT_ALLOWED');
    const badType = await create(cardBuyer, { payment_type: 'cheque' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('Choose how the standing order is paid');

    // A saved card (the sandbox's 4242 test card).
    const setup = await callAs(t, cardBuyer, 'GET', '/api/payment/stripe/credit_card/setup_intent');
    const { setup_intent_id } = setupIntentResponseSchema.parse(setup.json()).data;
    const saved = await callAs(t, cardBuyer, 'POST', '/api/payment/sandbox/confirm_setup', { setup_intent_id, card_no: '4242 4242 4242 4242', exp_month: 12, exp_year: 2029, cvc: '123' });
    expect(saved.statusCode, saved.body).toBe(200);
    // A bank account: pending until the sandbox verifies it (PAD_SANDBOX_DELAY_MS), then usable.
    const applied = await callAs(t, padBuyer, 'POST', '/api/pad/apply_by_cheque', {
      institution_number: '004',
      transit_number: '12345',
      account_number: '000123456789',
      holder_name: 'StandingKitchen',
      cheque_image: `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64')}`,
      accept: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await create(padBuyer, { payment_type: 'pad' })).statusCode).toBe(400);
    now = NOW + 10 * 60_000;
    expect(await choices(cardBuyer)).toEqual(['card:4242', 'pad:no', 'cash:yes', 'pay_later:no']);
    expect(await choices(padBuyer)).toEqual(['card:no', 'pad:6789', 'cash:yes', 'pay_later:no']);
    const byCard = await create(cardBuyer, { payment_type: 'card' });
    expect(byCard.statusCode, byCard.body).toBe(200);
    const byPad = await create(padBuyer, { payment_type: 'pad' });
    expect(byPad.statusCode, byPad.body).toBe(200);

    await t.app.standingOrders.runOnce();
    now = DUE;
    await Promise.all([t.app.standingOrders.runOnce(), second.standingOrders.runOnce()]);
    await Promise.all([t.app.standingOrders.runOnce(), second.standingOrders.runOnce()]);
    for (const [buyer, method, words] of [
      [cardBuyer, 'card', 'Authorized on your card ending in 4242; charged at the weighed amount once packed.'],
      [padBuyer, 'pad', 'debited from your bank account ending in 6789 once packed'],
    ] as const) {
      const placed = await ordersOf(buyer.customerId);
      expect(placed).toHaveLength(1);
      expect(placed[0]!.paymentType).toBe(method);
      expect(placed[0]!.paymentStatus).toBe('prepaid');
      const attempts = await t.handle.db.select().from(payments).where(eq(payments.orderId, placed[0]!.id));
      expect(attempts.map((a) => [a.method, a.status])).toEqual([[method, 'authorized']]);
      const notice = [...t.app.outbox.list({ channel: 'sms', to: buyer.phone }), ...second.outbox.list({ channel: 'sms', to: buyer.phone })].filter((m) => m.text.includes(placed[0]!.orderNo));
      expect(notice).toHaveLength(1);
      expect(notice[0]!.text).toContain(words);
    }
  });
});
