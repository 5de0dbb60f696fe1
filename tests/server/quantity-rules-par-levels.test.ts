import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryDates } from '../../core/checkout/service-dates';
import { orderGuideResponseSchema } from '../../core/schemas/agent';
import { cartCalculateResponseSchema } from '../../core/schemas/cart';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import { products } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { signInCustomer, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { agentCustomerSession, getAs, staffSession } from './agent-support';
import { addAddress, deliveryBody, NOW, plainProducts, post, refreshCatalogue, SHOP } from './orders-support';

const CALC = '/api/webclient/cart/calculate';
const PLACE = '/api/webclient/order/place_order';

describe.each(dbTargets())('quantity rules and par levels (issue 20) on %s', (target) => {
  let t: TestApp;
  let x: SignedInCustomer;
  let y: SignedInCustomer;
  let addressX: number;
  let R: ProductRecord;
  let P: ProductRecord;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(NOW) });
    x = await signInCustomer(t, { name: 'Golden Wok Kitchen' });
    y = await signInCustomer(t, { name: 'Yonge Street Pho' });
    addressX = await addAddress(t, x.customerId);
    [R, P] = (await plainProducts(t)) as [ProductRecord, ProductRecord];
    // R: from 15, by 15 (eggs by the 15 dozen), at most 60.
    await t.handle.db.update(products).set({ minQty: 15, qtyStep: 15, max: 60 }).where(eq(products.id, R.id));
    await refreshCatalogue(t);
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const calc = async (qty: number, locale: 'en' | 'fr' = 'en') => {
    const res = await post(t, x, CALC, { shop_id: SHOP, product_items: [{ product_id: R.id, qty, note: '', options: [] }, { product_id: P.id, qty: 1, note: '', options: [] }] }, { locale });
    expect(res.statusCode, res.body).toBe(200);
    return cartCalculateResponseSchema.parse(res.json()).data;
  };
  const place = (who: SignedIn, qty: number, key: string, locale: 'en' | 'cn' = 'en') =>
    post(t, who, PLACE, deliveryBody(addressX, [{ product_id: R.id, qty }, { product_id: P.id, qty: 1 }], { service_date: deliveryDates(new Date(NOW))[0] }), { locale, headers: { 'idempotency-key': key } });

  it('cart calculate refuses a wrong multiple, below the minimum and above the maximum, naming the product and the rule; counts a valid multiple', async () => {
    const wrong = await calc(20);
    const message = wrong.messages.find((m) => m.product_id === R.id);
    expect(message).toMatchObject({ code: 'quantity_rule' });
    expect(message!.message).toBe(`${R.nameEn}: sold in cases of 15 from 15.`);
    // The refused line is not counted: only P is.
    expect(wrong.totals.org_subtotal).toBeCloseTo(P.priceCents / 100, 2);

    expect((await calc(5)).messages.find((m) => m.product_id === R.id)!.message).toBe(`${R.nameEn}: order at least 15.`);
    // Above the maximum: the per-order max speaks (the same limit).
    expect((await calc(75)).messages.find((m) => m.product_id === R.id)!.code).toBe('over_max');
    const fr = await calc(20, 'fr');
    expect(fr.messages.find((m) => m.product_id === R.id)!.message).toBe(`${R.nameFr} : vendu par 15 (à partir de 15).`);

    const ok = await calc(30);
    expect(ok.messages.filter((m) => m.product_id === R.id)).toEqual([]);
    expect(ok.totals.org_subtotal).toBeCloseTo((30 * R.priceCents + P.priceCents) / 100, 2);
  });

  it('place order refuses a quantity the rule does not allow with a translated 400, whatever the client sends; places a valid one', async () => {
    const wrong = await place(x, 16, 'qty-rule-wrong');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'LINES_REFUSED' });
    expect(wrong.json().message).toContain(`${R.nameEn}: sold in cases of 15 from 15.`);
    const below = await place(x, 1, 'qty-rule-below', 'cn');
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toContain(`${R.nameCn}：最少订购 15。`);
    const above = await place(x, 90, 'qty-rule-above');
    expect(above.statusCode).toBe(400);
    const ok = await place(x, 45, 'qty-rule-ok-1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(placedOrderResponseSchema.parse(ok.json()).data.order_no).toBeTruthy();
  });

  const putPar = (who: SignedIn | undefined, body: unknown, locale: 'en' | 'fr' = 'en') =>
    t.app.inject({ method: 'PUT', url: '/api/agent/par_levels', headers: who ? who.headers(locale) : t.headers(locale), payload: body as Record<string, unknown> });
  const guide = async (who: SignedIn, customerId: number) => {
    const res = await getAs(t, who, `/api/agent/order_guide?customer_id=${customerId}`);
    expect(res.statusCode, res.body).toBe(200);
    return orderGuideResponseSchema.parse(res.json()).data;
  };

  it('saves a buyer’s par levels and walk-in order; the guide (the buyer’s and an agent’s) answers them with the price now and the rule', async () => {
    const saved = await putPar(x, { customer_id: x.customerId, levels: [{ product_id: R.id, par: 50 }, { product_id: P.id, par: 4 }], order: [P.id, R.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ saved: 2 });
    const mine = await guide(x, x.customerId);
    const r = mine.items.find((i) => i.product_id === R.id)!;
    expect(r).toMatchObject({ par: 50, guide_position: 2, min_qty: 15, qty_step: 15, max: 60, price: R.priceCents / 100, usual_qty: 45 });
    expect(mine.items.find((i) => i.product_id === P.id)).toMatchObject({ par: 4, guide_position: 1 });
    // The agent console reads the same par levels.
    const agent = await staffSession(t, 'agent');
    expect((await guide(agent, x.customerId)).items.find((i) => i.product_id === R.id)!.par).toBe(50);
    // An agent link for the customer may set them too.
    const link = await agentCustomerSession(t, agent.staffId, x.customerId);
    expect((await putPar(link, { customer_id: x.customerId, levels: [{ product_id: R.id, par: 60 }] })).statusCode).toBe(200);
    expect((await guide(x, x.customerId)).items.find((i) => i.product_id === R.id)!.par).toBe(60);
  });

  it('keeps another buyer out of a buyer’s par levels and refuses bad input with a translated message', async () => {
    expect((await getAs(t, y, `/api/agent/order_guide?customer_id=${x.customerId}`)).statusCode).toBe(403);
    const write = await putPar(y, { customer_id: x.customerId, levels: [{ product_id: R.id, par: 1 }] });
    expect(write.statusCode).toBe(403);
    expect((await guide(x, x.customerId)).items.find((i) => i.product_id === R.id)!.par).toBe(60);
    expect((await putPar(undefined, { customer_id: x.customerId, levels: [] })).statusCode).toBe(401);

    const negative = await putPar(x, { customer_id: x.customerId, levels: [{ product_id: R.id, par: -1 }] }, 'fr');
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Un niveau cible est un nombre entier');
    const fraction = await putPar(x, { customer_id: x.customerId, levels: [{ product_id: R.id, par: 1.5 }] });
    expect(fraction.statusCode).toBe(400);
    const unknown = await putPar(x, { customer_id: x.customerId, levels: [{ product_id: 99_999_999, par: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBeTruthy();
    const twice = await putPar(x, { customer_id: x.customerId, levels: [{ product_id: R.id, par: 1 }, { product_id: R.id, par: 2 }] });
    expect(twice.statusCode).toBe(400);
  });
});
