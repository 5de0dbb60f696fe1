import { and, asc, desc, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orderClaims, orderLedger, orders, products, shopProducts } from '../../server/db/schema';
import { ledgerInvariant } from '../../server/services/fulfilment/ledger';
import { applyAction, type StepActor } from '../../server/services/fulfilment/transition';
import { insertOrderWithLines } from '../helpers/order-fixture';
import { authorizeCard } from '../helpers/payment-fixture';
import { dataUrl, gifBytes, pngBytes } from '../helpers/photo-fixture';
import { callAs, createStaff, signInAgentFor, signInCustomer, signInStaff, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Claims (issue 15; spec §9): a buyer reports a delivered line, warehouse staff approve it (refund to
 * the card through the order's ledger, or store credit under My Coupons) or reject it with a reason.
 * Core decides the window (fresh 24 h, dry 15 days), the quantity and the money (claimRefund, the
 * small order fee kept back when the return brings the goods under $100); the ledger's invariant
 * holds after every approval. Orders are brought to `delivered` through applyAction like the warehouse
 * and the driver would.
 */

const SHOP = 17243;
/** Wednesday 18 November 2026, 10:00 Toronto: the order is placed. */
const ORDER_DAY = Date.parse('2026-11-18T15:00:00Z');
/** Thursday 19 November 2026, 11:00 Toronto: the order is delivered. */
const DELIVERED = Date.parse('2026-11-19T16:00:00Z');
const HOUR = 3_600_000;

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('claims on %s', (target) => {
  let t: TestApp;
  let now = ORDER_DAY;
  /** A dry-goods product (rice, flour, oil, …) sold by count, and a fresh one (produce), with stock. */
  let dry: number;
  let fresh: number;
  let warehouseActor: StepActor;
  let driverActor: StepActor;
  /** Staff sign in when they act: their sessions last a shift, and the clock jumps days here. */
  const sessions = new Map<string, SignedIn>();
  const staffNow = async (role: 'warehouse' | 'driver') => {
    const key = `${role}@${now}`;
    if (!sessions.has(key)) sessions.set(key, await signInStaff(t, role));
    return sessions.get(key)!;
  };

  const productIn = async (fresh: boolean) => {
    const [row] = await t.handle.db
      .select({ id: products.id, slug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, SHOP)))
      .where(and(eq(products.needWeigh, 0), gt(shopProducts.stock, 100), ne(products.status, 1), eq(categories.slug, fresh ? 'produce' : 'rice')))
      .orderBy(desc(shopProducts.stock), asc(products.id))
      .limit(1);
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(now) });
    dry = await productIn(false);
    fresh = await productIn(true);
    warehouseActor = { role: 'warehouse', staffId: await createStaff(t, 'warehouse') };
    driverActor = { role: 'driver', staffId: await createStaff(t, 'driver') };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /**
   * A card order placed on ORDER_DAY, authorized, accepted, packed (`delivered` per line, all by
   * default), out for delivery and delivered by the driver at DELIVERED.
   */
  const deliveredOrder = async (lines: { productId: number; qty: number; unitPriceCents: number; delivered?: number; taxRateBps?: number }[], buyer?: SignedInCustomer) => {
    const who = buyer ?? (await signInCustomer(t));
    now = ORDER_DAY;
    const order = await insertOrderWithLines(t.handle.db, { customerId: who.customerId, paymentType: 'card', lines, createdAt: new Date(now) });
    await authorizeCard(t, who, order.orderId);
    await applyAction(t.app, order.orderId, 'accept', warehouseActor);
    now = DELIVERED - 3 * HOUR;
    await applyAction(t.app, order.orderId, 'pack', warehouseActor, {
      lines: order.lineIds.map((lineId, i) => ({ lineId, deliveredQty: lines[i]!.delivered ?? lines[i]!.qty, actualWeightGrams: null })),
    });
    await applyAction(t.app, order.orderId, 'out_for_delivery', warehouseActor);
    now = DELIVERED;
    await applyAction(t.app, order.orderId, 'deliver', driverActor, { receiverName: 'Chef' });
    return { buyer: who, order };
  };

  const file = (who: SignedIn, body: Record<string, unknown>, locale: 'en' | 'cn' | 'fr' = 'en') => callAs(t, who, 'POST', '/api/claims', body, locale);
  const decide = async (who: 'warehouse' | 'driver', body: Record<string, unknown>) => callAs(t, await staffNow(who), 'POST', '/api/fulfilment/claims/decide', body);
  const queueAs = async (who: 'warehouse' | 'driver', status = 'pending') => callAs(t, await staffNow(who), 'GET', `/api/fulfilment/claims?status=${status}`);
  const orderOf = async (orderId: number) => (await t.handle.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const claimLedger = (orderId: number) =>
    t.handle.db
      .select()
      .from(orderLedger)
      .where(and(eq(orderLedger.orderId, orderId), ne(orderLedger.kind, 'authorize'), ne(orderLedger.kind, 'capture'), ne(orderLedger.kind, 'void')))
      .orderBy(asc(orderLedger.id));

  it('a claim with a photo on a delivered line, approved with a refund to the card: a refund row, the invariant holds, the payment status is refund', async () => {
    // 12 × $10.00 of dry goods. Checkout and packing (all delivered): 120.00 + HST 15.60 = 135.60;
    // card fee 2 % = 2.712 → 2.71; settled and captured 138.31.
    const { buyer, order } = await deliveredOrder([{ productId: dry, qty: 12, unitPriceCents: 10_00 }]);
    expect((await orderOf(order.orderId)).settledTotalCents).toBe(138_31);
    now = DELIVERED + 2 * HOUR;
    const filed = await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged', note: 'Bag torn', photos: [dataUrl(pngBytes())] });
    expect(filed.statusCode).toBe(200);
    const claim = filed.json().data;
    expect(claim).toMatchObject({ order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged', note: 'Bag torn', status: 'pending', amount: 0, resolution: null });
    expect(claim.photos).toHaveLength(1);
    expect(claim.photos[0]).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    // The buyer and the warehouse can see the photo; it is a PNG.
    const photo = await callAs(t, buyer, 'GET', claim.photos[0]);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await callAs(t, await staffNow('warehouse'), 'GET', claim.photos[0])).statusCode).toBe(200);

    // The queue shows it with the order, the customer, the line and what approval would give back:
    // the line keeps ⌊120.00 × 11 / 12⌋ = 110.00; + HST 14.30 = 124.30; card fee 2.486 → 2.49; 126.79.
    // 138.31 − 126.79 = 11.52 (the goods stay over $100: no fee kept back).
    const queue = await queueAs('warehouse');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.claims.find((c: { claim_id: number }) => c.claim_id === claim.claim_id);
    expect(item).toMatchObject({ order_no: order.orderNo, delivered_qty: 12, ordered_qty: 12, proposed: { goods_refund: 11.52, small_order_fee_deducted: 0, refund: 11.52 } });
    expect(item.photos).toEqual(claim.photos);

    const approved = await decide('warehouse', { claim_id: claim.claim_id, decision: 'approve', resolution: 'refund', note: 'Sorry about that' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', resolution: 'refund', amount: 11.52, decision_reason: 'Sorry about that' });
    expect(await claimLedger(order.orderId)).toMatchObject([{ kind: 'refund', method: 'card', amountCents: 11_52, status: 'succeeded', claimId: claim.claim_id }]);
    expect(await orderOf(order.orderId)).toMatchObject({ settledTotalCents: 126_79, paymentStatus: 'refund' });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 126_79 });

    // Deciding again is refused, in the caller's language; the buyer sees the decision.
    const again = await decide('warehouse', { claim_id: claim.claim_id, decision: 'reject', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'CLAIM_REFUSED', message: 'This claim has already been decided.' });
    const seen = await callAs(t, buyer, 'GET', `/api/claims?order_id=${order.orderId}`);
    expect(seen.json().data.claims).toMatchObject([{ claim_id: claim.claim_id, status: 'approved', amount: 11.52 }]);
    expect(seen.json().data.lines).toMatchObject([{ line_id: order.lineIds[0], delivered_qty: 12, claimed_qty: 1, goods: 'dry', refusal: '' }]);
    // The buyer was told by SMS, in their language, with the amount.
    const sms = await t.app.outbox.list({ to: buyer.phone, channel: 'sms', limit: 10 });
    expect(sms.map((m) => m.text).join('\n')).toContain(`(order ${order.orderNo}) is approved: $11.52 is refunded to your original payment method.`);
  });

  it('a claim on a zero-rated line refunds no HST: settlement and the refund read the rate checkout stored', async () => {
    // 12 × $10.00 of a basic grocery stored at 0 %: 120.00, no tax; card fee 2 % = 2.40; captured 122.40.
    const { buyer, order } = await deliveredOrder([{ productId: dry, qty: 12, unitPriceCents: 10_00, taxRateBps: 0 }]);
    expect((await orderOf(order.orderId)).settledTotalCents).toBe(122_40);
    now = DELIVERED + 2 * HOUR;
    const filed = await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged', note: 'Bag torn', photos: [dataUrl(pngBytes())] });
    expect(filed.statusCode, filed.body).toBe(200);
    // The line keeps 110.00, no tax; card fee 2.20; 112.20. 122.40 − 112.20 = 10.20 (a taxed line gives 11.52 back).
    const approved = await decide('warehouse', { claim_id: filed.json().data.claim_id, decision: 'approve', resolution: 'refund' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', amount: 10.2 });
    expect(await orderOf(order.orderId)).toMatchObject({ settledTotalCents: 112_20 });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 112_20 });
  });

  it('approved as store credit: a coupon of the amount under the buyer’s My Coupons, a credit row, the invariant holds', async () => {
    const { buyer, order } = await deliveredOrder([{ productId: dry, qty: 12, unitPriceCents: 10_00 }]);
    now = DELIVERED + 5 * 24 * HOUR;
    // Two units: ⌊120.00 × 10 / 12⌋ = 100.00; + 13.00 = 113.00; fee 2.26; 115.26. 138.31 − 115.26 = 23.05.
    const filed = await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 2, kind: 'wrong' });
    expect(filed.statusCode).toBe(200);
    const approved = await decide('warehouse', { claim_id: filed.json().data.claim_id, decision: 'approve', resolution: 'store_credit' });
    expect(approved.json().data).toMatchObject({ status: 'approved', resolution: 'store_credit', amount: 23.05 });
    const credit = await claimLedger(order.orderId);
    expect(credit).toMatchObject([{ kind: 'credit', method: 'store_credit', amountCents: 23_05, status: 'succeeded' }]);
    expect(await orderOf(order.orderId)).toMatchObject({ settledTotalCents: 115_26, paymentStatus: 'refund' });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 115_26 });

    const mine = await callAs(t, buyer, 'GET', '/api/user/coupons/list/group');
    const text = JSON.stringify(mine.json().data);
    expect(text).toContain(`SC-${order.orderNo}-`);
    expect(text).toContain(`Store credit, order ${order.orderNo}`);
  });

  it('rejected with a reason the buyer reads; a rejection needs a reason; a driver cannot decide', async () => {
    const { buyer, order } = await deliveredOrder([{ productId: dry, qty: 3, unitPriceCents: 40_00 }]);
    now = DELIVERED + HOUR;
    const id = (await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'poor_quality' })).json().data.claim_id;
    expect((await decide('driver', { claim_id: id, decision: 'approve', resolution: 'refund' })).statusCode).toBe(403);
    expect((await queueAs('driver')).statusCode).toBe(403);
    expect((await callAs(t, buyer, 'GET', '/api/fulfilment/claims')).statusCode).toBe(403);
    expect((await decide('warehouse', { claim_id: id, decision: 'reject', reason: ' ' })).statusCode).toBe(400);
    const rejected = await decide('warehouse', { claim_id: id, decision: 'reject', reason: 'The bag was sealed on delivery; the photo shows a different brand.' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', resolution: null, amount: 0, decision_reason: 'The bag was sealed on delivery; the photo shows a different brand.' });
    const seen = (await callAs(t, buyer, 'GET', `/api/claims?order_id=${order.orderId}`, undefined, 'fr')).json().data;
    expect(seen.claims).toMatchObject([{ status: 'rejected', decision_reason: 'The bag was sealed on delivery; the photo shows a different brand.' }]);
    // A rejected claim covers nothing: the unit can be claimed again. No money moved.
    expect(seen.lines).toMatchObject([{ claimed_qty: 0 }]);
    expect(await claimLedger(order.orderId)).toEqual([]);
    const sms = await t.app.outbox.list({ to: buyer.phone, channel: 'sms', limit: 10 });
    expect(sms.map((m) => m.text).join('\n')).toContain('was not approved: The bag was sealed on delivery');
    const rejectedQueue = (await queueAs('warehouse', 'rejected')).json().data.claims;
    expect(rejectedQueue.find((c: { claim_id: number }) => c.claim_id === id)).toMatchObject({ proposed: null, status: 'rejected' });
    expect((await decide('warehouse', { claim_id: 999_999_999, decision: 'reject', reason: 'x' })).statusCode).toBe(404);
  });

  it('the window: fresh goods within 24 hours of delivery, dry goods within 15 days (the injectable clock)', async () => {
    const { buyer, order } = await deliveredOrder([
      { productId: fresh, qty: 4, unitPriceCents: 5_00 },
      { productId: dry, qty: 4, unitPriceCents: 30_00 },
    ]);
    const [freshLine, dryLine] = order.lineIds as [number, number];
    now = DELIVERED + 24 * HOUR;
    expect((await file(buyer, { order_id: order.orderId, line_id: freshLine, qty: 1, kind: 'damaged' })).statusCode).toBe(200);
    now = DELIVERED + 24 * HOUR + 60_000;
    const late = await file(buyer, { order_id: order.orderId, line_id: freshLine, qty: 1, kind: 'damaged' }, 'cn');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'CLAIM_REFUSED' });
    expect(late.json().message).toContain('24');
    expect((await file(buyer, { order_id: order.orderId, line_id: dryLine, qty: 1, kind: 'missing' })).statusCode).toBe(200);
    const lines = (await callAs(t, buyer, 'GET', `/api/claims?order_id=${order.orderId}`)).json().data.lines;
    expect(lines).toMatchObject([
      { line_id: freshLine, goods: 'fresh', deadline: new Date(DELIVERED + 24 * HOUR).toISOString() },
      { line_id: dryLine, goods: 'dry', deadline: new Date(DELIVERED + 15 * 24 * HOUR).toISOString(), refusal: '' },
    ]);
    expect(lines[0].refusal).toContain('24 hours');
    now = DELIVERED + 15 * 24 * HOUR + 60_000;
    const tooLate = await file(buyer, { order_id: order.orderId, line_id: dryLine, qty: 1, kind: 'missing' }, 'fr');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toContain('15 jours');
  });

  it('the quantity: no more than delivered, less what earlier claims cover; an order not delivered yet is refused', async () => {
    // Five ordered, three delivered (a short line).
    const { buyer, order } = await deliveredOrder([{ productId: dry, qty: 5, unitPriceCents: 25_00, delivered: 3 }]);
    now = DELIVERED + HOUR;
    const line = order.lineIds[0];
    const over = await file(buyer, { order_id: order.orderId, line_id: line, qty: 4, kind: 'damaged' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: 'CLAIM_QTY_INVALID', message: 'You can claim at most the quantity delivered, less what earlier claims cover.' });
    expect((await file(buyer, { order_id: order.orderId, line_id: line, qty: 2, kind: 'damaged' })).statusCode).toBe(200);
    expect((await file(buyer, { order_id: order.orderId, line_id: line, qty: 2, kind: 'damaged' })).statusCode).toBe(400);
    expect((await file(buyer, { order_id: order.orderId, line_id: line, qty: 1, kind: 'damaged' })).statusCode).toBe(200);
    expect((await file(buyer, { order_id: order.orderId, line_id: line, qty: 1, kind: 'damaged' })).statusCode).toBe(400);

    // An order still out for delivery cannot be claimed on.
    now = ORDER_DAY;
    const pending = await insertOrderWithLines(t.handle.db, { customerId: buyer.customerId, paymentType: 'cash', lines: [{ productId: dry, qty: 2, unitPriceCents: 60_00 }], createdAt: new Date(now) });
    await applyAction(t.app, pending.orderId, 'accept', warehouseActor);
    await applyAction(t.app, pending.orderId, 'pack', warehouseActor, { lines: [{ lineId: pending.lineIds[0]!, deliveredQty: 2, actualWeightGrams: null }] });
    await applyAction(t.app, pending.orderId, 'out_for_delivery', warehouseActor);
    const early = await file(buyer, { order_id: pending.orderId, line_id: pending.lineIds[0], qty: 1, kind: 'missing' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A claim can be made once the order has been delivered or picked up.');
  });

  it('another customer’s order and claims answer 404; an agent in the buyer’s session may file; bad photos are 400 and leave nothing', async () => {
    const { buyer, order } = await deliveredOrder([{ productId: dry, qty: 6, unitPriceCents: 20_00 }]);
    now = DELIVERED + HOUR;
    const stranger = await signInCustomer(t);
    const theirs = await file(stranger, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    expect((await callAs(t, stranger, 'GET', `/api/claims?order_id=${order.orderId}`)).statusCode).toBe(404);
    expect((await callAs(t, undefined, 'GET', `/api/claims?order_id=${order.orderId}`)).statusCode).toBe(401);

    const agent = await signInAgentFor(t, buyer.customerId);
    const byAgent = await file(agent, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'missing', photos: [dataUrl(pngBytes(4))] });
    expect(byAgent.statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(orderClaims).where(eq(orderClaims.id, byAgent.json().data.claim_id));
    expect(row).toMatchObject({ actor: `agent:${agent.staffId}`, customerId: buyer.customerId });
    // The claim's photo is the buyer's: the stranger cannot see it.
    expect((await callAs(t, stranger, 'GET', byAgent.json().data.photos[0])).statusCode).toBe(404);

    const before = await t.handle.db.select().from(orderClaims).where(eq(orderClaims.orderId, order.orderId));
    const gif = await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged', photos: [dataUrl(gifBytes(), 'image/gif')] });
    expect(gif.statusCode).toBe(400);
    const five = await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged', photos: Array.from({ length: 5 }, () => dataUrl(pngBytes())) });
    expect(five.statusCode).toBe(400);
    expect(await t.handle.db.select().from(orderClaims).where(eq(orderClaims.orderId, order.orderId))).toHaveLength(before.length);
  });

  it('§9: a return that brings the goods under $100 has the small order fee ($9.90) deducted from its refund, once', async () => {
    // 10 × $10.40 = 104.00 of dry goods; no small order fee at checkout (over $100).
    // Checkout and packing: 104.00 + HST 13.52 = 117.52; card fee 2 % = 2.3504 → 2.35; total 119.87.
    const { buyer, order } = await deliveredOrder([{ productId: dry, qty: 10, unitPriceCents: 10_40 }]);
    expect((await orderOf(order.orderId)).settledTotalCents).toBe(119_87);
    now = DELIVERED + HOUR;
    const first = (await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged' })).json().data.claim_id;
    // One unit back: the line keeps ⌊104.00 × 9 / 10⌋ = 93.60 (under $100); HST 12.168 → 12.17; 105.77;
    // card fee 2.1154 → 2.12; total 107.89. The goods refund is 119.87 − 107.89 = 11.98; the fee of
    // 9.90 is kept back: 11.98 − 9.90 = 2.08 goes back to the card, and the final invoice is 117.79.
    const queue = (await queueAs('warehouse')).json().data.claims;
    expect(queue.find((c: { claim_id: number }) => c.claim_id === first).proposed).toEqual({ goods_refund: 11.98, small_order_fee_deducted: 9.9, refund: 2.08 });
    const approved = await decide('warehouse', { claim_id: first, decision: 'approve', resolution: 'refund' });
    expect(approved.json().data).toMatchObject({ status: 'approved', amount: 2.08 });
    expect(await claimLedger(order.orderId)).toMatchObject([{ kind: 'refund', amountCents: 2_08, status: 'succeeded' }]);
    expect(await orderOf(order.orderId)).toMatchObject({ settledTotalCents: 117_79 });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 117_79 });

    // A second unit: the fee was kept once already. The line keeps ⌊104.00 × 8 / 10⌋ = 83.20; HST 10.816
    // → 10.82; 94.02; card fee 1.8804 → 1.88; 95.90. 107.89 − 95.90 = 11.99, all of it back: 105.80.
    const second = (await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged' })).json().data.claim_id;
    const again = await decide('warehouse', { claim_id: second, decision: 'approve', resolution: 'refund' });
    expect(again.json().data).toMatchObject({ amount: 11.99 });
    expect(await orderOf(order.orderId)).toMatchObject({ settledTotalCents: 105_80 });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 105_80 });
  });

  it('two decisions racing on one claim: one wins, the other is a 409, and the money moves once', async () => {
    const { buyer, order } = await deliveredOrder([{ productId: dry, qty: 12, unitPriceCents: 10_00 }]);
    now = DELIVERED + HOUR;
    const id = (await file(buyer, { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged' })).json().data.claim_id;
    const answers = await Promise.all([
      decide('warehouse', { claim_id: id, decision: 'approve', resolution: 'refund' }),
      decide('warehouse', { claim_id: id, decision: 'approve', resolution: 'store_credit' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // 1 of 12 × $10.00: 11.52 back (as in the first case), once.
    const moved = await claimLedger(order.orderId);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.amountCents).toBe(11_52);
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 126_79 });
  });
});
