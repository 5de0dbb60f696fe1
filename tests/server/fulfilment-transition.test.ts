import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/api-error';
import { orderLedger, orderLines, orders, orderSettledFeeLines, orderStatusLog, sandboxIntents } from '../../server/db/schema';
import { translator } from '../../server/i18n';
import { ledgerInvariant } from '../../server/services/fulfilment/ledger';
import { applyAction, type StepActor } from '../../server/services/fulfilment/transition';
import { insertOrderWithLines } from '../helpers/order-fixture';
import { signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { CASE_7KG, CHICKEN, ORDER_DAY, cardOrder as placeCardOrder, stockOf as stockIn, useFulfilmentWorld } from '../helpers/fulfilment-fixture';

/**
 * The transition service (issue 15): one step of an order after checkout in one transaction under the
 * order's lock, refused with a translated 409 when core says no, its effects (settlement, stock back,
 * ledger, status log with the actor) all or nothing, the provider called after the commit.
 */


afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('applyAction on %s', (target) => {
  const world = useFulfilmentWorld(target);
  let t: TestApp;
  let plain: number;
  let warehouse: StepActor;
  let driver: StepActor;
  beforeAll(() => {
    ({ t, plain, warehouse, driver } = world);
  });
  const stockOf = (productId: number) => stockIn(t, productId);
  const buyerActor = (buyer: SignedInCustomer): StepActor => ({ role: 'buyer', customerId: buyer.customerId });
  /** A card order of three lines, authorized at checkout and accepted by the warehouse. */
  const acceptedCardOrder = () => placeCardOrder(world);
  const refusal = async (step: Promise<unknown>) => {
    const error = await step.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  it('packing a card order with lighter weights and a short line: the lines, the settled invoice and one capture of the settled amount', async () => {
    const { order, intent } = await acceptedCardOrder();
    // Checkout (HST 13 %, card fee 2 %): 4 × 11.95 + 2 × 8.95 + 5 × 10.00 = 115.70; tax 15.04; 130.74; fee 2.61; 133.35.
    expect(order.totalCents).toBe(133_35);
    const [chicken, box, shortLine] = order.lineIds as [number, number, number];
    const result = await applyAction(t.app, order.orderId, 'pack', warehouse, {
      lines: [
        { lineId: chicken, deliveredQty: 4, actualWeightGrams: 6_000 },
        { lineId: box, deliveredQty: 2, actualWeightGrams: 13_500 },
        { lineId: shortLine, deliveredQty: 3, actualWeightGrams: null },
      ],
    });
    // Chicken ⌊47.80 × 6000 / 6400⌋ = 44.81; case ⌊17.90 × 13500 / 14000⌋ = 17.26; short 3 of 5 = 30.00.
    // 92.07 + tax 11.97 = 104.04; card fee 2.08; 106.12, captured; the other 27.23 of the hold released.
    expect(result).toMatchObject({ status: 'cooking', paymentStatus: 'paid', settledTotalCents: 106_12 });
    const lines = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId)).orderBy(asc(orderLines.id));
    expect(lines.map((l) => [l.lineStatus, l.deliveredQty, l.actualWeightGrams, l.settledRowTotalCents])).toEqual([
      ['packed', 4, 6_000, 44_81],
      ['packed', 2, 13_500, 17_26],
      ['short', 3, null, 30_00],
    ]);
    const fees = await t.handle.db.select().from(orderSettledFeeLines).where(eq(orderSettledFeeLines.orderId, order.orderId)).orderBy(asc(orderSettledFeeLines.position));
    expect(fees.map((f) => [f.kind, f.amountCents])).toEqual([
      ['subtotal', 92_07],
      ['tax', 11_97],
      ['channel_fee', 2_08],
      ['total', 106_12],
    ]);
    const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
    expect(held).toMatchObject({ status: 'succeeded', amountReceivedCents: 106_12 });
    expect(result.ledger).toMatchObject([{ kind: 'capture', status: 'succeeded', amountCents: 106_12 }]);
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 106_12 });
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ invoiceVersion: 1, packedAt: new Date(world.now) });
    const log = await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, order.orderId)).orderBy(asc(orderStatusLog.id));
    expect(log.find((l) => l.note === 'orders.steps.pack')).toMatchObject({ actor: `warehouse:${warehouse.staffId}`, status: 'cooking' });
  });

  it('refusals: 409 ORDER_TRANSITION_REFUSED with core’s reason in the caller’s language; another customer’s order is 404; nothing changes', async () => {
    const { order } = await acceptedCardOrder();
    const logBefore = await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, order.orderId));
    const byDriver = await refusal(applyAction(t.app, order.orderId, 'pack', driver, { lines: [] }));
    expect(byDriver).toMatchObject({ statusCode: 409, code: 'ORDER_TRANSITION_REFUSED', messageKey: 'orders.transition.role_not_allowed' });
    expect((['en', 'cn', 'fr'] as const).map((locale) => translator(locale)(byDriver.messageKey, byDriver.params))).toEqual([
      'Your account cannot take this step.',
      '您的账户无权执行此操作。',
      'Votre compte ne peut pas effectuer cette étape.',
    ]);
    // A step that does not apply names where the order is, in the reader's language.
    const early = await refusal(applyAction(t.app, order.orderId, 'out_for_delivery', warehouse));
    expect(translator('en')(early.messageKey, early.params)).toBe('This order is now “Accepted”, so this step does not apply. Refresh to see where it is.');
    const late = await refusal(applyAction(t.app, order.orderId, 'accept', warehouse));
    expect(translator('fr')(late.messageKey, late.params)).toBe(
      'Cette commande est maintenant « Acceptée » : cette étape ne s’applique pas. Actualisez la page pour voir où elle en est.',
    );
    const stranger = await signInCustomer(t);
    const theirs = await refusal(applyAction(t.app, order.orderId, 'cancel_by_buyer', buyerActor(stranger)));
    expect(theirs).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
    expect(translator('en')(theirs.messageKey)).toBe('Order not found.');
    expect(await refusal(applyAction(t.app, 999_999_999, 'accept', warehouse))).toMatchObject({ statusCode: 404 });
    expect(await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, order.orderId))).toHaveLength(logBefore.length);
    // A bad packing entry is a 400 naming the line, and leaves the order as it was.
    const bad = await refusal(applyAction(t.app, order.orderId, 'pack', warehouse, { lines: [{ lineId: order.lineIds[0]!, deliveredQty: 9, actualWeightGrams: 1 }] }));
    expect(bad).toMatchObject({ statusCode: 400, code: 'PACKING_INVALID' });
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'accept', packedAt: null, settledTotalCents: null, paymentStatus: 'prepaid' });
    expect(await t.handle.db.select().from(orderLedger).where(and(eq(orderLedger.orderId, order.orderId), ne(orderLedger.kind, 'authorize')))).toEqual([]);
    // The driver can never cancel.
    expect((await refusal(applyAction(t.app, order.orderId, 'cancel_by_staff', driver))).messageKey).toBe('orders.transition.role_not_allowed');
  });

  it('the buyer cancels on the order day: the hold is released, the stock comes back, the catalogue is told; the invariant holds at 0', async () => {
    const { buyer, order, intent } = await acceptedCardOrder();
    const before = { chicken: await stockOf(CHICKEN), box: await stockOf(CASE_7KG), plain: await stockOf(plain) };
    const version = await t.app.catalogue.current();
    world.now = ORDER_DAY + 13 * 3600_000; // 23:00 Toronto, the same day
    const result = await applyAction(t.app, order.orderId, 'cancel_by_buyer', buyerActor(buyer));
    expect(result).toMatchObject({ status: 'cancelled', paymentStatus: 'refund', settledTotalCents: 0, stockReturned: true });
    expect({ chicken: await stockOf(CHICKEN), box: await stockOf(CASE_7KG), plain: await stockOf(plain) }).toEqual({
      chicken: before.chicken + 4,
      box: before.box + 2,
      plain: before.plain + 5,
    });
    const [released] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
    expect(released!.status).toBe('canceled');
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 0 });
    // The catalogue's stock moved for every server (the snapshot reloads).
    expect((await t.app.catalogue.current()) === version).toBe(false);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.cancelledAt).toEqual(new Date(world.now));
    // Cancelling again is refused, and gives nothing back twice.
    expect((await refusal(applyAction(t.app, order.orderId, 'cancel_by_buyer', buyerActor(buyer)))).messageKey).toBe('orders.transition.order_cancelled');
    expect(await stockOf(CHICKEN)).toBe(before.chicken + 4);
  });

  it('the buyer cancels the next day: only the small order fee is captured; later it is refused with whom to call', async () => {
    const { buyer, order, intent } = await acceptedCardOrder();
    world.now = ORDER_DAY + 24 * 3600_000;
    const result = await applyAction(t.app, order.orderId, 'cancel_by_buyer', buyerActor(buyer));
    expect(result).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', settledTotalCents: 9_90 });
    const [charged] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
    expect(charged).toMatchObject({ status: 'succeeded', amountReceivedCents: 9_90 });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 9_90 });

    const late = await acceptedCardOrder();
    world.now = ORDER_DAY + 48 * 3600_000;
    expect((await refusal(applyAction(t.app, late.order.orderId, 'cancel_by_buyer', buyerActor(late.buyer)))).messageKey).toBe('orders.transition.cancel_too_late');
  });

  it('staff cancel a packed card order: the capture is refunded in full, the packed units come back, the buyer reads the reason', async () => {
    const { buyer, order, intent } = await acceptedCardOrder();
    const [chicken, box, shortLine] = order.lineIds as [number, number, number];
    await applyAction(t.app, order.orderId, 'pack', warehouse, {
      lines: [
        { lineId: chicken, deliveredQty: 3, actualWeightGrams: 4_800 },
        { lineId: box, deliveredQty: 2, actualWeightGrams: 14_000 },
        { lineId: shortLine, deliveredQty: 5, actualWeightGrams: null },
      ],
    });
    const chickenStock = await stockOf(CHICKEN);
    const result = await applyAction(t.app, order.orderId, 'cancel_by_staff', warehouse, { reason: 'Truck broke down' });
    expect(result).toMatchObject({ status: 'cancelled', paymentStatus: 'refund', settledTotalCents: 0 });
    expect(result.ledger).toMatchObject([{ kind: 'refund', status: 'succeeded', targetRef: intent }]);
    // Packing found 3 birds of 4: those 3 go back on sale; the missing one never was on the shelf.
    expect(await stockOf(CHICKEN)).toBe(chickenStock + 3);
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 0 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/webclient/order/detail?order_id=${order.orderId}`, headers: buyer.headers('en') });
    const log = (detail.json() as { data: { status_log: { note: string }[] } }).data.status_log.map((l) => l.note);
    expect(log).toContain('Cancelled by our team: Truck broke down');
  });

  it('a cancel racing a pack: one wins, the other gets a 409, nothing is half done', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { buyer, order, intent } = await acceptedCardOrder();
      const stock = await stockOf(CHICKEN);
      const [chicken, box, shortLine] = order.lineIds as [number, number, number];
      const pack = applyAction(t.app, order.orderId, 'pack', warehouse, {
        lines: [
          { lineId: chicken, deliveredQty: 4, actualWeightGrams: 6_400 },
          { lineId: box, deliveredQty: 2, actualWeightGrams: 14_000 },
          { lineId: shortLine, deliveredQty: 5, actualWeightGrams: null },
        ],
      });
      const cancel = applyAction(t.app, order.orderId, 'cancel_by_buyer', buyerActor(buyer));
      const [packed, cancelled] = await Promise.allSettled([pack, cancel]);
      const winners = [packed, cancelled].filter((r) => r.status === 'fulfilled');
      expect(winners, `round ${round}`).toHaveLength(1);
      const loser = [packed, cancelled].find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(loser.reason).toMatchObject({ statusCode: 409, code: 'ORDER_TRANSITION_REFUSED' });

      const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
      const ledger = await t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, order.orderId)).orderBy(asc(orderLedger.id));
      const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
      const steps = (await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, order.orderId))).map((l) => l.note);
      if (packed.status === 'fulfilled') {
        expect((loser.reason as ApiError).messageKey).toBe('orders.transition.cancel_packing_started');
        expect(row).toMatchObject({ status: 'cooking', paymentStatus: 'paid', settledTotalCents: order.totalCents, cancelledAt: null });
        expect(ledger.map((l) => l.kind)).toEqual(['authorize', 'capture']);
        expect(held!.status).toBe('succeeded');
        expect(await stockOf(CHICKEN)).toBe(stock);
        expect(steps).not.toContain('orders.steps.cancel_by_buyer');
      } else {
        expect((loser.reason as ApiError).messageKey).toBe('orders.transition.order_cancelled');
        expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refund', settledTotalCents: 0, packedAt: null });
        expect(ledger.map((l) => l.kind)).toEqual(['authorize', 'void']);
        expect(held!.status).toBe('canceled');
        expect(await stockOf(CHICKEN)).toBe(stock + 4);
        expect(steps).not.toContain('orders.steps.pack');
        const lines = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId));
        expect(lines.every((l) => l.lineStatus === 'ordered' && l.deliveredQty === null)).toBe(true);
      }
      expect((await ledgerInvariant(t.handle.db, order.orderId)).holds).toBe(true);
    }
  });

  it('cash: packed → invoiced at the settled amount (awaiting adjustment) → marked paid by the warehouse; a driver cannot touch the money', async () => {
    const buyer = await signInCustomer(t);
    world.now = ORDER_DAY;
    const order = await insertOrderWithLines(t.handle.db, { customerId: buyer.customerId, paymentType: 'cash', lines: [{ productId: plain, qty: 10, unitPriceCents: 12_00 }] });
    await applyAction(t.app, order.orderId, 'accept', warehouse);
    const packed = await applyAction(t.app, order.orderId, 'pack', warehouse, { lines: [{ lineId: order.lineIds[0]!, deliveredQty: 8, actualWeightGrams: null }] });
    // 8 × 12.00 = 96.00 + 12.48 tax = 108.48 (no card fee).
    expect(packed).toMatchObject({ paymentStatus: 'waiting_adjust', settledTotalCents: 108_48 });
    expect(packed.ledger).toMatchObject([{ kind: 'invoice', method: 'cash', status: 'succeeded', amountCents: 108_48, provider: '' }]);
    expect((await refusal(applyAction(t.app, order.orderId, 'mark_paid', driver))).messageKey).toBe('orders.transition.role_not_allowed');
    const paid = await applyAction(t.app, order.orderId, 'mark_paid', warehouse);
    expect(paid).toMatchObject({ status: 'cooking', paymentStatus: 'paid' });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 108_48 });
    expect((await refusal(applyAction(t.app, order.orderId, 'mark_paid', warehouse))).messageKey).toBe('orders.transition.not_awaiting_settlement');
  });
});
