import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import { paymentAttemptResponseSchema, savedCardResponseSchema, setupIntentResponseSchema } from '../../core/schemas/payment';
import { catalogueState, orderLines, orders, payments } from '../../server/db/schema';
import { type ProductRecord, readCatalogueVersion } from '../../server/services/catalogue-snapshot';
import { signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, type Buyer, clock, deliveryBody, get, plainProducts, post, setStock, stockOf } from './orders-support';

const PLACE = '/api/webclient/order/place_order';

describe.each(dbTargets())('placing orders concurrently on %s', (target) => {
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

  const newBuyer = async (): Promise<Buyer> => {
    const customer = await signInCustomer(t);
    return { ...customer, addressId: await addAddress(t, customer.customerId) };
  };

  it('100 buyers racing for 40 units: exactly 40 orders, the other 60 told what is left, stock never negative', async () => {
    const [scarce, unlimited] = plain as [ProductRecord, ProductRecord];
    await setStock(t, unlimited.id, -9999);
    await setStock(t, scarce.id, 40);
    const buyers = await Promise.all(Array.from({ length: 100 }, () => newBuyer()));
    const hotRow = async () => (await t.handle.db.select().from(catalogueState))[0]!.version;
    const [versionBefore, hotRowBefore] = [await readCatalogueVersion(t.handle.db), await hotRow()];

    const answers = await Promise.all(
      buyers.map((b, i) =>
        post(
          t,
          b,
          PLACE,
          deliveryBody(b.addressId, [
            { product_id: unlimited.id, qty: 2 },
            { product_id: scarce.id, qty: 1 },
          ]),
          { headers: { 'idempotency-key': `race-${i}-of-100` } },
        ),
      ),
    );

    const sold = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(sold).toHaveLength(40);
    expect(refused).toHaveLength(60);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({
        error: 'OUT_OF_STOCK',
        message: `Not enough stock: ${scarce.nameEn} (0 left). Lower the quantities or remove these items.`,
      });
    }
    const orderIds = sold.map((r) => placedOrderResponseSchema.parse(r.json()).data.order_id);
    expect(new Set(orderIds).size).toBe(40);
    expect(await stockOf(t, scarce.id)).toBe(0);
    expect(await stockOf(t, unlimited.id)).toBe(-9999);
    const [units] = await t.handle.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.qty}), 0)`.mapWith(Number), orders: sql<number>`count(distinct ${orderLines.orderId})`.mapWith(Number) })
      .from(orderLines)
      .where(eq(orderLines.productId, scarce.id));
    expect(units).toEqual({ n: 40, orders: 40 });
    // The refused buyers left no order behind, and the catalogue heard about the stock change.
    const buyerIds = buyers.map((b) => b.customerId);
    const placedRows = await t.handle.db.select({ id: orders.id }).from(orders).where(sql`${orders.customerId} in ${buyerIds}`);
    expect(placedRows).toHaveLength(40);
    // The placed orders moved the catalogue version before their answers, without writing the hot row:
    // concurrent orders share a count (catalogue-bump.ts), so at least once and never more than once each.
    const moved = (await readCatalogueVersion(t.handle.db)).stockChanges - versionBefore.stockChanges;
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(moved).toBeLessThanOrEqual(40);
    expect(await hotRow()).toBe(hotRowBefore);
  }, 120_000);

  it('orders overlapping on several products in opposite orders neither deadlock nor oversell', async () => {
    const products = plain.slice(2, 6);
    for (const p of products) await setStock(t, p.id, 30);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newBuyer()));
    const answers = await Promise.all(
      buyers.map((b, i) => {
        const ordered = i % 2 === 0 ? products : [...products].reverse();
        return post(t, b, PLACE, deliveryBody(b.addressId, ordered.map((p) => ({ product_id: p.id, qty: 2 }))), {
          headers: { 'idempotency-key': `overlap-${i}-of-20` },
        });
      }),
    );
    const sold = answers.filter((r) => r.statusCode === 200).length;
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(sold).toBe(15);
    for (const p of products) expect(await stockOf(t, p.id)).toBe(0);
  }, 120_000);

  it('a doubled submission with one idempotency key places one order and both answers name it', async () => {
    const buyer = await newBuyer();
    const product = plain[7]!;
    await setStock(t, product.id, 10);
    const body = deliveryBody(buyer.addressId, [{ product_id: product.id, qty: 3 }]);
    const key = { 'idempotency-key': 'double-click-0001' };
    const [a, b] = await Promise.all([post(t, buyer, PLACE, body, { headers: key }), post(t, buyer, PLACE, body, { headers: key })]);
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    const first = placedOrderResponseSchema.parse(a!.json()).data;
    const second = placedOrderResponseSchema.parse(b!.json()).data;
    expect(first.order_id).toBe(second.order_id);
    expect(first.order_no).toBe(second.order_no);
    expect(first.total).toBe(second.total);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    const rows = await t.handle.db.select().from(orders).where(eq(orders.customerId, buyer.customerId));
    expect(rows).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(7);

    // Later, the same key in the body answers the same order again; a fresh key places a new one.
    const replay = await post(t, buyer, '/api/place_order', { ...body, idempotency_key: 'double-click-0001' });
    expect(placedOrderResponseSchema.parse(replay.json()).data).toMatchObject({ order_id: first.order_id, replayed: true });
    const fresh = await post(t, buyer, PLACE, body, { headers: { 'idempotency-key': 'double-click-0002' } });
    expect(placedOrderResponseSchema.parse(fresh.json()).data.order_id).not.toBe(first.order_id);
    expect(await stockOf(t, product.id)).toBe(4);
    // Keys belong to a customer: someone else using the same key places their own order.
    const other = await newBuyer();
    const theirs = await post(t, other, PLACE, deliveryBody(other.addressId, [{ product_id: product.id, qty: 1 }]), { headers: key });
    expect(placedOrderResponseSchema.parse(theirs.json()).data).toMatchObject({ replayed: false });
    const keyed = await t.handle.db.select().from(orders).where(and(eq(orders.idempotencyKey, 'double-click-0001')));
    expect(keyed).toHaveLength(2);
  }, 120_000);

  it('a doubled checkout (place and pay, each with one key) makes one order and one authorization', async () => {
    const buyer = await newBuyer();
    const product = plain[9]!;
    await setStock(t, product.id, 10);
    const body = deliveryBody(buyer.addressId, [{ product_id: product.id, qty: 2 }]);
    const placeKey = { 'idempotency-key': 'checkout-attempt-0001' };
    const placed = await Promise.all([post(t, buyer, PLACE, body, { headers: placeKey }), post(t, buyer, PLACE, body, { headers: placeKey })]);
    const orderIds = placed.map((r) => placedOrderResponseSchema.parse(r.json()).data.order_id);
    expect(new Set(orderIds).size).toBe(1);

    // A sandbox 4242 card, saved the way the renderer saves it.
    const setup = setupIntentResponseSchema.parse((await get(t, buyer, '/api/payment/stripe/credit_card/setup_intent')).json()).data;
    const card = await post(t, buyer, '/api/payment/sandbox/confirm_setup', {
      setup_intent_id: setup.setup_intent_id,
      card_no: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    const { id: paymentMethodId } = savedCardResponseSchema.parse(card.json()).data;
    const payBody = { order_id: orderIds[0], payment_method_id: paymentMethodId, idempotency_key: 'pay-attempt-0001' };
    const paid = await Promise.all([post(t, buyer, '/api/payment/stripe/order_payment_intent', payBody), post(t, buyer, '/api/payment/stripe/order_payment_intent', payBody)]);
    const attempts = paid.map((r) => paymentAttemptResponseSchema.parse(r.json()).data);
    expect(new Set(attempts.map((a) => a.intent_id)).size).toBe(1);
    expect(attempts.map((a) => a.status)).toEqual(['succeeded', 'succeeded']);

    expect(await t.handle.db.select().from(orders).where(eq(orders.customerId, buyer.customerId))).toHaveLength(1);
    const charges = await t.handle.db.select().from(payments).where(eq(payments.orderId, orderIds[0]!));
    expect(charges).toHaveLength(1);
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, orderIds[0]!));
    expect(order!.paymentStatus).toBe('prepaid');
    expect(charges[0]!.amountCents).toBe(order!.totalCents);
  }, 120_000);

  it('ten concurrent submissions of one key place one order', async () => {
    const buyer = await newBuyer();
    const body = deliveryBody(buyer.addressId, [{ product_id: plain[8]!.id, qty: 1 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(t, buyer, PLACE, body, { headers: { 'idempotency-key': 'ten-clicks-0001' } })));
    const ids = answers.map((r) => placedOrderResponseSchema.parse(r.json()).data);
    expect(new Set(ids.map((x) => x.order_id)).size).toBe(1);
    expect(ids.filter((x) => !x.replayed)).toHaveLength(1);
    expect(await t.handle.db.select().from(orders).where(eq(orders.customerId, buyer.customerId))).toHaveLength(1);
  }, 120_000);
});
