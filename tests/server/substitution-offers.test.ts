import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import { substituteLineResponseSchema, substitutionOfferResponseSchema } from '../../core/schemas/substitution';
import { customerGroups, customers, groupPrices, orderLines, orders, orderSettledFeeLines, products, substitutionOffers } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { callAs, signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, plainProducts, refreshCatalogue } from './orders-support';

/**
 * Issue 20 substitutions after checkout: each line carries its preference (checkout's override, else
 * the customer's); the packer's call on a short line puts core's pick in a 'similar' line, sends an
 * 'ask' line's buyer a single-use link in their language, and refuses a 'never' line. The link works
 * once and only in that customer's session; packing then settles the order in cents.
 */
describe.each(dbTargets())('substitution offers on %s', (target) => {
  let t: TestApp;
  let plain: ProductRecord[];
  let warehouse: SignedIn;
  let a: ProductRecord, subA: ProductRecord, b: ProductRecord, subB: ProductRecord, c: ProductRecord;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    plain = await plainProducts(t, { pickup: true });
    [a, subA, b, subB, c] = plain.slice(0, 5) as [ProductRecord, ProductRecord, ProductRecord, ProductRecord, ProductRecord];
    const category = a.categoryId;
    const set = (p: ProductRecord, nameEn: string, priceCents: number, weightValue: string) =>
      t.handle.db.update(products).set({ nameEn, categoryId: category, priceCents, weightValue, weightUnit: 'kg', taxClass: 'taxable', needWeigh: 0 }).where(eq(products.id, p.id));
    // a (1 kg, $10.00) → subA (1 kg, $9.50); b (5 kg, $10.00) → subB (5 kg, $10.80): sizes keep the pairs apart, and each pair is one kind.
    await set(a, 'Mustard Oil', 1000, '1');
    await set(subA, 'Vegetable Oil', 950, '1');
    await set(b, 'Jasmine Rice', 1000, '5');
    await set(subB, 'Basmati Rice', 1080, '5');
    await refreshCatalogue(t);
    warehouse = await signInStaff(t, 'warehouse');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const placeFor = async (buyer: SignedIn & { customerId: number }, substitutions: unknown[]) => {
    const addressId = await addAddress(t, buyer.customerId);
    const body = deliveryBody(addressId, [{ product_id: a.id, qty: 3 }, { product_id: b.id, qty: 2 }, { product_id: c.id, qty: 1 }], { payment_type: 'cash', substitutions });
    const placed = await callAs(t, buyer, 'POST', '/api/webclient/order/place_order', body);
    expect(placed.statusCode, placed.body).toBe(200);
    return placedOrderResponseSchema.parse(placed.json()).data;
  };
  const linesOf = (orderId: number) => t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const substitute = (orderId: number, lineId: number, locale: 'en' | 'fr' = 'en') =>
    callAs(t, warehouse, 'POST', '/api/fulfilment/substitute_line', { order_id: orderId, line_id: lineId }, locale);

  it('similar is packed as core’s pick, never is refused, ask sends a link that works once and only for its customer; totals settle in cents', async () => {
    const buyer = await signInCustomer(t, { language: 'fr' });
    await t.handle.db.update(customers).set({ language: 'fr', substitutionPreference: 'ask' }).where(eq(customers.id, buyer.customerId));
    const order = await placeFor(buyer, [
      { product_id: a.id, substitution: 'similar' },
      { product_id: c.id, substitution: 'never' },
    ]);
    const [lineA, lineB, lineC] = await linesOf(order.order_id);
    expect([lineA!.substitution, lineB!.substitution, lineC!.substitution]).toEqual(['similar', 'ask', 'never']);
    const chargedCents = (await t.handle.db.select().from(orders).where(eq(orders.id, order.order_id)))[0]!.totalCents;

    // similar: core's pick goes in the line at its price (3 × $9.50), the original remembered.
    const similar = await substitute(order.order_id, lineA!.id);
    expect(similar.statusCode, similar.body).toBe(200);
    expect(substituteLineResponseSchema.parse(similar.json()).data).toEqual({ outcome: 'substituted', substitute_name: 'Vegetable Oil', unit_price: 9.5 });
    // never: refused with a message in the packer's language; the line is shorted at packing as before.
    const never = await substitute(order.order_id, lineC!.id, 'fr');
    expect(never.statusCode).toBe(409);
    expect(never.json()).toMatchObject({ error: 'SUBSTITUTION_NOT_WANTED', message: expect.any(String) });
    // ask: an offer and an SMS in French with the link; a second call while it is pending is refused.
    const asked = await substitute(order.order_id, lineB!.id);
    expect(substituteLineResponseSchema.parse(asked.json()).data.outcome).toBe('offered');
    expect((await substitute(order.order_id, lineB!.id)).statusCode).toBe(409);
    const [sms] = t.app.outbox.list({ channel: 'sms', to: buyer.phone }).filter((m) => m.text.includes('/substitution?token='));
    expect(sms!.text).toContain(subB.nameFr);
    const token = /token=([\w-]+)/.exec(sms!.text)![1]!;
    const [offerRow] = await t.handle.db.select().from(substitutionOffers).where(eq(substitutionOffers.orderId, order.order_id));
    expect(offerRow!.tokenHash).not.toContain(token);
    expect(offerRow!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Another customer: 403; nobody signed in: 401; bad input: 400 with a message.
    const stranger = await signInCustomer(t);
    const stolen = await callAs(t, stranger, 'POST', '/api/substitution_offer', { token, decision: 'accept' });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ error: 'OFFER_FORBIDDEN', message: expect.any(String) });
    expect((await callAs(t, stranger, 'GET', `/api/substitution_offer?token=${token}`)).statusCode).toBe(403);
    expect((await callAs(t, undefined, 'GET', `/api/substitution_offer?token=${token}`)).statusCode).toBe(401);
    const short = await callAs(t, buyer, 'GET', '/api/substitution_offer?token=abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBeTruthy();
    expect((await callAs(t, buyer, 'POST', '/api/substitution_offer', { token, decision: 'maybe' })).statusCode).toBe(400);
    expect((await callAs(t, buyer, 'GET', `/api/substitution_offer?token=${'x'.repeat(30)}`)).statusCode).toBe(404);

    const view = substitutionOfferResponseSchema.parse((await callAs(t, buyer, 'GET', `/api/substitution_offer?token=${token}`, undefined, 'fr')).json()).data;
    // The dearer substitute ($10.80 × 2) never costs more than the row checkout charged ($20.00).
    expect(view).toEqual({ order_no: order.order_no, original_name: b.nameFr, substitute_name: subB.nameFr, qty: 2, unit_price: 10.8, row_total: 20, status: 'pending' });
    const accepted = await callAs(t, buyer, 'POST', '/api/substitution_offer', { token, decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(substitutionOfferResponseSchema.parse(accepted.json()).data.status).toBe('accepted');
    const again = await callAs(t, buyer, 'POST', '/api/substitution_offer', { token, decision: 'refuse' }, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'OFFER_USED', message: expect.any(String) });

    const after = await linesOf(order.order_id);
    expect(after.map((l) => [l.productId, l.unitPriceCents, l.rowTotalCents, l.substitutedProductId])).toEqual([
      [subA.id, 950, 2850, a.id],
      [subB.id, 1080, 2000, b.id],
      [c.id, lineC!.unitPriceCents, lineC!.rowTotalCents, null],
    ]);

    // Packing settles with core: the substituted rows as priced, the 'never' line shorted.
    expect((await callAs(t, warehouse, 'POST', '/api/fulfilment/accept', { order_id: order.order_id })).statusCode).toBe(200);
    const packed = await callAs(t, warehouse, 'POST', '/api/fulfilment/pack', {
      order_id: order.order_id,
      lines: after.map((l) => ({ line_id: l.id, delivered_qty: l.productId === c.id ? 0 : l.qty, actual_weight_grams: null })),
    });
    expect(packed.statusCode, packed.body).toBe(200);
    const settledLines = await linesOf(order.order_id);
    expect(settledLines.map((l) => l.settledRowTotalCents)).toEqual([2850, 2000, 0]);
    const [settledOrder] = await t.handle.db.select().from(orders).where(eq(orders.id, order.order_id));
    // Subtotal $28.50 + $20.00 (c shorted), 13 % HST on the two taxable rows, the checkout's small-order fee kept.
    const fees = await t.handle.db.select().from(orderSettledFeeLines).where(eq(orderSettledFeeLines.orderId, order.order_id));
    const feeOf = (kind: string) => fees.find((f) => f.kind === kind)?.amountCents ?? 0;
    expect(feeOf('subtotal')).toBe(4850);
    expect(feeOf('tax')).toBe(Math.round(4850 * 0.13));
    expect(settledOrder!.settledTotalCents).toBe(4850 + 631 + feeOf('small_order_fee'));
    expect(settledOrder!.settledTotalCents).toBeLessThan(chargedCents);

    // The order view names what each substituted line replaced (the invoice prints "Substituted: X for Y" from it).
    const detail = await callAs(t, buyer, 'GET', `/api/webclient/order/detail?order_id=${order.order_id}`, undefined, 'fr');
    expect(detail.statusCode, detail.body).toBe(200);
    const shown = (detail.json() as { data: { lines: { name: string; substituted_from?: string }[] } }).data.lines;
    expect(shown.slice(0, 3).map((l) => [l.name, l.substituted_from])).toEqual([[subA.nameFr, a.nameFr], [subB.nameFr, b.nameFr], [c.nameFr, undefined]]);
  });

  it('a refused offer leaves the line to be shorted, and the link is spent', async () => {
    const buyer = await signInCustomer(t);
    const order = await placeFor(buyer, [{ product_id: b.id, substitution: 'ask' }]);
    const lineB = (await linesOf(order.order_id))[1]!;
    expect((await substitute(order.order_id, lineB.id)).statusCode).toBe(200);
    const [sms] = t.app.outbox.list({ channel: 'sms', to: buyer.phone }).filter((m) => m.text.includes('/substitution?token='));
    const token = /token=([\w-]+)/.exec(sms!.text)![1]!;
    const refused = await callAs(t, buyer, 'POST', '/api/substitution_offer', { token, decision: 'refuse' });
    expect(substitutionOfferResponseSchema.parse(refused.json()).data.status).toBe('refused');
    expect((await callAs(t, buyer, 'POST', '/api/substitution_offer', { token, decision: 'accept' })).statusCode).toBe(409);
    const [line] = await t.handle.db.select().from(orderLines).where(and(eq(orderLines.id, lineB.id)));
    expect([line!.productId, line!.substitutedProductId]).toEqual([b.id, null]);
  });

  it('a buyer in a customer group gets the substitute at the group’s price, in the line and in the offer', async () => {
    const [group] = await t.handle.db.insert(customerGroups).values({ name: { en: 'Subs group', cn: '', fr: '' } }).returning();
    // subA 20 % off ($9.50 → $7.60); subB fixed at $9.00 (public $10.80).
    await t.handle.db.insert(groupPrices).values([
      { groupId: group!.id, productId: subA.id, percentOffBp: 2000 },
      { groupId: group!.id, productId: subB.id, priceCents: 900 },
    ]);
    const buyer = await signInCustomer(t);
    await t.handle.db.update(customers).set({ groupId: group!.id }).where(eq(customers.id, buyer.customerId));
    await refreshCatalogue(t);
    const order = await placeFor(buyer, [
      { product_id: a.id, substitution: 'similar' },
      { product_id: b.id, substitution: 'ask' },
    ]);
    const [lineA, lineB] = await linesOf(order.order_id);
    const similar = await substitute(order.order_id, lineA!.id);
    expect(substituteLineResponseSchema.parse(similar.json()).data).toEqual({ outcome: 'substituted', substitute_name: 'Vegetable Oil', unit_price: 7.6 });
    expect((await substitute(order.order_id, lineB!.id)).statusCode).toBe(200);
    const [sms] = t.app.outbox.list({ channel: 'sms', to: buyer.phone }).filter((m) => m.text.includes('/substitution?token='));
    expect(sms!.text).toContain('9.00');
    const token = /token=([\w-]+)/.exec(sms!.text)![1]!;
    const view = substitutionOfferResponseSchema.parse((await callAs(t, buyer, 'GET', `/api/substitution_offer?token=${token}`)).json()).data;
    expect([view.unit_price, view.row_total]).toEqual([9, 18]);
    expect((await callAs(t, buyer, 'POST', '/api/substitution_offer', { token, decision: 'accept' })).statusCode).toBe(200);
    const after = await linesOf(order.order_id);
    expect(after.slice(0, 2).map((l) => [l.productId, l.unitPriceCents, l.rowTotalCents])).toEqual([
      [subA.id, 760, 2280],
      [subB.id, 900, 1800],
    ]);
  });

  it('place order refuses an unknown substitution choice with a message', async () => {
    const buyer = await signInCustomer(t);
    const addressId = await addAddress(t, buyer.customerId);
    const res = await callAs(t, buyer, 'POST', '/api/webclient/order/place_order', deliveryBody(addressId, [{ product_id: a.id, qty: 1 }], { substitutions: [{ product_id: a.id, substitution: 'whatever' }] }), 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});
