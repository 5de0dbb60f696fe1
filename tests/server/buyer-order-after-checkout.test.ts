import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerOrderDetail } from '../../core/schemas/buyer-order';
import { agentAudit, customers, orderClaims, orderLedger, sandboxIntents } from '../../server/db/schema';
import { ledgerInvariant } from '../../server/services/fulfilment/ledger';
import { notifyClaimDecided } from '../../server/services/fulfilment/notify';
import { applyAction, type StepActor } from '../../server/services/fulfilment/transition';
import { storePhoto } from '../../server/services/photos';
import { dataUrl, pngBytes } from '../helpers/photo-fixture';
import { signInAgentFor, signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { CASE_7KG, CHICKEN, ORDER_DAY, cardOrder as placeCardOrder, stockOf as stockIn, useFulfilmentWorld } from '../helpers/fulfilment-fixture';

/**
 * The buyer's side of an order after checkout (issue 15): POST /api/orders/cancel on the §9 clock
 * (Toronto calendar days, the app's injectable clock), the agent audit when an agent cancels, the
 * order detail's steps, settlement, ledger and payment in plain words, and the buyer's notifications
 * read back from the sandbox outbox.
 */

/** 23:58 Toronto on the order day. */
const ORDER_DAY_2358 = Date.parse('2026-11-19T04:58:00Z');
/** 00:01 Toronto the next day. */
const NEXT_DAY_0001 = Date.parse('2026-11-19T05:01:00Z');

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('the buyer after checkout on %s', (target) => {
  const world = useFulfilmentWorld(target);
  let t: TestApp;
  let plain: number;
  let warehouse: StepActor;
  let driver: StepActor;
  beforeAll(() => {
    ({ t, plain, warehouse, driver } = world);
  });
  const stockOf = (productId: number) => stockIn(t, productId);
  /** A card order of three lines placed at 10:00 Toronto, authorized at checkout; accepted unless told. */
  const cardOrder = (opts: { accept?: boolean; buyer?: SignedInCustomer } = {}) => placeCardOrder(world, opts);
  const withEmail = async (buyer: SignedInCustomer, email: string) => {
    await t.handle.db.update(customers).set({ email }).where(eq(customers.id, buyer.customerId));
  };
  const detailOf = async (buyer: { headers: SignedInCustomer['headers'] }, orderId: number, locale: 'en' | 'cn' | 'fr' = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/webclient/order/detail?order_id=${orderId}`, headers: buyer.headers(locale) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: BuyerOrderDetail }).data;
  };
  const cancel = (buyer: { headers: SignedInCustomer['headers'] }, orderId: number, locale: 'en' | 'cn' | 'fr' = 'en', reason?: string) =>
    t.app.inject({ method: 'POST', url: '/api/orders/cancel', headers: buyer.headers(locale), payload: { order_id: orderId, ...(reason ? { reason } : {}) } });
  const outbox = (to: string, channel: 'sms' | 'mail') => t.app.outbox.list({ to, channel, limit: 50 });

  it('23:58 Toronto on the order day: the buyer cancels in full — hold released, stock back, ledger and payment in words, told by SMS and e-mail', async () => {
    const { buyer, order, intent } = await cardOrder();
    await withEmail(buyer, `buyer-${buyer.customerId}@example.com`);
    // Checkout (HST 13 %, card fee 2 %): 4 × 11.95 + 2 × 8.95 + 5 × 10.00 = 115.70; tax 15.04; fee 2.61; 133.35.
    expect(order.totalCents).toBe(133_35);
    const stock = { chicken: await stockOf(CHICKEN), box: await stockOf(CASE_7KG), plain: await stockOf(plain) };
    world.now = ORDER_DAY_2358;
    const before = await detailOf(buyer, order.orderId);
    expect(before.cancellation).toEqual({ allowed: true, window: 'order_day', charge: 0, refund: 133.35, call_note: null });

    const res = await cancel(buyer, order.orderId, 'en', 'Ordered twice');
    expect(res.statusCode).toBe(200);
    const detail = (res.json() as { data: BuyerOrderDetail }).data;
    expect(detail).toMatchObject({ status: 'cancelled', payment_status: 'refund', settled_total: 0 });
    expect(detail.cancellation).toMatchObject({ allowed: false, call_note: null });
    expect(detail.payment_words).toBe('Money was returned to you. The order’s final total is $0.00; the payment history below shows each step.');
    expect(detail.ledger.map((l) => [l.kind, l.amount, l.status, l.description])).toEqual([
      ['authorize', 133.35, 'succeeded', 'Card authorized: the amount is held, not charged'],
      ['void', 133.35, 'succeeded', 'Card hold released: nothing more charged'],
    ]);
    expect(detail.steps.map((s) => [s.action, s.status, s.actor_role, s.description, s.at])).toEqual([
      [null, 'processing', 'buyer', 'Order placed', new Date(ORDER_DAY).toISOString()],
      ['accept', 'accept', 'warehouse', 'Accepted by the warehouse', new Date(ORDER_DAY).toISOString()],
      ['cancel_by_buyer', 'cancelled', 'buyer', 'Cancelled at your request', new Date(ORDER_DAY_2358).toISOString()],
    ]);
    const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
    expect(held!.status).toBe('canceled');
    expect({ chicken: await stockOf(CHICKEN), box: await stockOf(CASE_7KG), plain: await stockOf(plain) }).toEqual({
      chicken: stock.chicken + 4,
      box: stock.box + 2,
      plain: stock.plain + 5,
    });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 0 });
    const [sms] = outbox(buyer.phone, 'sms');
    expect(sms!.text).toBe(`Supply Desk: Your order ${order.orderNo} is cancelled as you asked. Your payment is released or refunded in full.`);
    const [mail] = outbox(`buyer-${buyer.customerId}@example.com`, 'mail');
    expect(mail).toMatchObject({ subject: `Order ${order.orderNo} is cancelled` });
    expect(mail!.text).toContain('Your payment is released or refunded in full.');
    // Twice is refused, translated.
    const again = await cancel(buyer, order.orderId, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ORDER_TRANSITION_REFUSED', message: 'Cette commande a été annulée.' });
  });

  it('00:01 Toronto the next day: cancelled with the $9.90 small order fee kept from the hold; the detail said so first', async () => {
    const { buyer, order, intent } = await cardOrder();
    world.now = NEXT_DAY_0001;
    const before = await detailOf(buyer, order.orderId, 'fr');
    expect(before.cancellation).toEqual({ allowed: true, window: 'next_day', charge: 9.9, refund: 123.45, call_note: null });
    const res = await cancel(buyer, order.orderId);
    expect(res.statusCode).toBe(200);
    const detail = (res.json() as { data: BuyerOrderDetail }).data;
    expect(detail).toMatchObject({ status: 'cancelled', payment_status: 'paid', settled_total: 9.9 });
    expect(detail.ledger.map((l) => [l.kind, l.amount, l.description])).toEqual([
      ['authorize', 133.35, 'Card authorized: the amount is held, not charged'],
      ['capture', 9.9, 'Card charged the final amount'],
    ]);
    expect(detail.payment_words).toBe('Paid: $9.90.');
    const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
    expect(held).toMatchObject({ status: 'succeeded', amountReceivedCents: 9_90 });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 9_90 });
    const [sms] = outbox(buyer.phone, 'sms');
    expect(sms!.text).toContain('The small order fee of $9.90 is charged; the rest of your payment is released or refunded.');
  });

  it('after packing started the buyer is refused with whom to call (409, translated), and the detail says it instead of a Cancel button', async () => {
    const { buyer, order } = await cardOrder();
    await applyAction(t.app, order.orderId, 'start_packing', warehouse);
    world.now = ORDER_DAY + 3600_000;
    const res = await cancel(buyer, order.orderId, 'cn');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'ORDER_TRANSITION_REFUSED' });
    expect((res.json() as { message: string }).message).toMatch(/客服/);
    const detail = await detailOf(buyer, order.orderId);
    expect(detail.status).toBe('cooking');
    expect(detail.cancellation).toMatchObject({ allowed: false, window: 'order_day' });
    expect(detail.cancellation.call_note).toBe(
      'We have started packing this order, so it can no longer be cancelled online. Please call customer service (every day, 10:00–22:00) or your sales agent.',
    );
    // Two days later, before packing, it is too late online as well.
    const late = await cardOrder();
    world.now = ORDER_DAY + 48 * 3600_000;
    const refused = await cancel(late.buyer, late.order.orderId);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toMatch(/^An order can be cancelled online until the end of the day after it was placed/);
    expect((await detailOf(late.buyer, late.order.orderId)).cancellation).toMatchObject({ allowed: false, window: 'closed' });
  });

  it('another customer’s order is 404 and stays as it was; bad input is a translated 400', async () => {
    const { order } = await cardOrder();
    const stranger = await signInCustomer(t);
    world.now = ORDER_DAY + 3600_000;
    const res = await cancel(stranger, order.orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'ORDER_NOT_FOUND' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/orders/cancel', headers: stranger.headers(), payload: { order_id: 'x' } });
    expect(bad.statusCode).toBe(400);
    const guest = await t.app.inject({ method: 'POST', url: '/api/orders/cancel', headers: t.headers(), payload: { order_id: order.orderId } });
    expect(guest.statusCode).toBe(401);
  });

  it('an agent in the customer’s session cancels for them: the agent audit records it, the log names the agent', async () => {
    const { buyer, order } = await cardOrder({ accept: false });
    const agent = await signInAgentFor(t, buyer.customerId);
    world.now = ORDER_DAY + 2 * 3600_000;
    const res = await cancel(agent, order.orderId, 'en', 'Customer called');
    expect(res.statusCode).toBe(200);
    const detail = (res.json() as { data: BuyerOrderDetail }).data;
    expect(detail.status).toBe('cancelled');
    expect(detail.steps.at(-1)).toMatchObject({ action: 'cancel_by_buyer', actor_role: 'agent' });
    const audit = await t.handle.db.select().from(agentAudit).where(eq(agentAudit.orderId, order.orderId));
    expect(audit).toMatchObject([{ staffId: agent.staffId, customerId: buyer.customerId, action: 'order_cancelled', detail: { reason: 'Customer called', charge: 0 } }]);
    // The agent's link is for this customer only.
    const other = await cardOrder();
    expect((await cancel(agent, other.order.orderId)).statusCode).toBe(404);
  });

  it('a settled order: ordered vs delivered per line, weights, credits, the final amount, steps with times; told out for delivery and delivered in French', async () => {
    const buyer = await signInCustomer(t, { language: 'fr' });
    await withEmail(buyer, `fr-${buyer.customerId}@example.com`);
    const { order } = await cardOrder({ buyer });
    const [chicken, box, shortLine] = order.lineIds as [number, number, number];
    world.now = ORDER_DAY + 24 * 3600_000;
    await applyAction(t.app, order.orderId, 'pack', warehouse, {
      lines: [
        { lineId: chicken, deliveredQty: 4, actualWeightGrams: 6_000 },
        { lineId: box, deliveredQty: 2, actualWeightGrams: 13_500 },
        { lineId: shortLine, deliveredQty: 3, actualWeightGrams: null },
      ],
    });
    world.now += 3600_000;
    await applyAction(t.app, order.orderId, 'out_for_delivery', warehouse);
    world.now += 3600_000;
    expect((await detailOf(buyer, order.orderId)).delivery).toBeNull();
    // The driver's proof-of-delivery photo, stored as the driver route stores it.
    const photo = await storePhoto(t.handle.db, dataUrl(pngBytes()), { kind: 'delivery', customerId: buyer.customerId, orderId: order.orderId, actor: 'driver:1' });
    await applyAction(t.app, order.orderId, 'deliver', driver, { receiverName: 'Léa', deliveryPhoto: photo });

    const detail = await detailOf(buyer, order.orderId);
    // The buyer sees who took it and the photo, which they may fetch with their session.
    expect(detail.delivery).toEqual({ receiver_name: 'Léa', photo });
    const served = await t.app.inject({ method: 'GET', url: photo, headers: buyer.headers() });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Chicken ⌊47.80 × 6000 / 6400⌋ = 44.81; case ⌊17.90 × 13500 / 14000⌋ = 17.26; 3 of 5 × 10.00 = 30.00.
    // 92.07 + tax 11.97 + card fee 2.08 = 106.12 (charged 133.35: 27.23 not taken).
    expect(detail.settlement!.lines.map((l) => [l.status, l.ordered_qty, l.delivered_qty, l.ordered_weight_grams, l.actual_weight_grams, l.settled_row_total, l.credit])).toEqual([
      ['packed', 4, 4, 6_400, 6_000, 44.81, 2.99],
      ['packed', 2, 2, 14_000, 13_500, 17.26, 0.64],
      ['short', 5, 3, null, null, 30, 20],
    ]);
    expect(detail.settlement).toMatchObject({ credits: 23.63, charged_total: 133.35, settled_total: 106.12, difference: 27.23 });
    expect(detail.settled_total).toBe(106.12);
    expect(detail.payment_words).toBe('Paid: $106.12.');
    expect(detail.ledger.map((l) => l.description)).toEqual(['Card authorized: the amount is held, not charged', 'Card charged the final amount']);
    expect(detail.steps.map((s) => [s.action, s.at])).toEqual([
      [null, new Date(ORDER_DAY).toISOString()],
      ['accept', new Date(ORDER_DAY).toISOString()],
      ['pack', new Date(ORDER_DAY + 24 * 3600_000).toISOString()],
      ['out_for_delivery', new Date(ORDER_DAY + 25 * 3600_000).toISOString()],
      ['deliver', new Date(ORDER_DAY + 26 * 3600_000).toISOString()],
    ]);
    expect(detail.steps.at(-1)).toMatchObject({ actor_role: 'driver', description: 'Delivered' });
    // Delivered: past cancelling, and nobody to call about it.
    expect(detail.cancellation).toMatchObject({ allowed: false, call_note: null });
    // The customer's language is French: the messages are too.
    const sms = outbox(buyer.phone, 'sms').map((m) => m.text);
    expect(sms).toEqual([
      `Supply Desk : Votre commande ${order.orderNo} a été livrée et reçue par Léa.`,
      `Supply Desk : Votre commande ${order.orderNo} part en livraison aujourd’hui.`,
    ]);
    // (The final invoice mail after packing is the invoice's own, sent in the background beside these.)
    const subjects = outbox(`fr-${buyer.customerId}@example.com`, 'mail').map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining([`La commande ${order.orderNo} a été livrée`, `La commande ${order.orderNo} est en route`]));
    expect(subjects.indexOf(`La commande ${order.orderNo} a été livrée`)).toBeLessThan(subjects.indexOf(`La commande ${order.orderNo} est en route`));

    // A claim decided: the buyer hears the decision and the amount.
    const [claim] = await t.handle.db
      .insert(orderClaims)
      .values({
        orderId: order.orderId,
        orderLineId: chicken,
        customerId: buyer.customerId,
        kind: 'damaged',
        qty: 1,
        status: 'approved',
        resolution: 'refund',
        amountCents: 12_63,
        decidedAt: new Date(world.now),
      })
      .returning({ id: orderClaims.id });
    expect(await notifyClaimDecided(t.app, claim!.id)).toBe(2);
    expect(outbox(buyer.phone, 'sms')[0]!.text).toMatch(/^Supply Desk : Votre réclamation sur 1 × .+ est acceptée : 12,63\s\$ est remboursé sur votre moyen de paiement d’origine\.$/);
    expect((await detailOf(buyer, order.orderId)).claims).toMatchObject([{ claim_id: claim!.id, status: 'approved', amount: 12.63 }]);
  });

  it('staff cancel with a reason: the buyer is told the reason; a mail address that cannot receive does not fail the step', async () => {
    const { buyer, order } = await cardOrder();
    await withEmail(buyer, 'nobody@example.invalid');
    world.now = ORDER_DAY + 3 * 3600_000;
    const result = await applyAction(t.app, order.orderId, 'cancel_by_staff', warehouse, { reason: 'Truck broke down' });
    expect(result.status).toBe('cancelled');
    expect(outbox(buyer.phone, 'sms')[0]!.text).toBe(
      `Supply Desk: Our team cancelled your order ${order.orderNo}: Truck broke down. Your payment is released or refunded in full.`,
    );
    expect(outbox('nobody@example.invalid', 'mail')).toEqual([]);
    const detail = await detailOf(buyer, order.orderId);
    expect(detail.cancel_reason).toBe('Truck broke down');
    expect(await t.handle.db.select().from(orderLedger).where(and(eq(orderLedger.orderId, order.orderId), eq(orderLedger.kind, 'void')))).toHaveLength(1);
  });
});
