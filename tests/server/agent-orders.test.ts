import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryDates } from '../../core/checkout/service-dates';
import {
  agentOrderDetailResponseSchema,
  agentOrdersResponseSchema,
  orderGuideResponseSchema,
  orderLinesResponseSchema,
} from '../../core/schemas/agent';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import { orderLines, orders } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { signInCustomer, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { agentCustomerSession, getAs, staffSession, type StaffSignedIn } from './agent-support';
import { addAddress, deliveryBody, type Line, NOW, plainProducts, post } from './orders-support';

const DAY = 86_400_000;
const PLACE = '/api/webclient/order/place_order';

describe.each(dbTargets())('agent console: order guide, order tables and export on %s', (target) => {
  let t: TestApp;
  let at = NOW;
  let agentA: StaffSignedIn;
  let agentB: StaffSignedIn;
  let agentC: StaffSignedIn;
  let supervisor: StaffSignedIn;
  let x: SignedInCustomer;
  let y: SignedInCustomer;
  let z: SignedInCustomer;
  const address = new Map<number, number>();
  let A: ProductRecord, B: ProductRecord, C: ProductRecord, D: ProductRecord, E: ProductRecord;
  let bigQty: number;
  const placed: Record<string, { id: number; orderNo: string }> = {};

  /** Places an order through the real route as `who`, `daysAgo` days before NOW (10:00 Toronto). */
  const placeAt = async (name: string, who: SignedIn, customerId: number, lines: Line[], daysAgo: number) => {
    at = NOW - daysAgo * DAY;
    const body = deliveryBody(address.get(customerId)!, lines, { service_date: deliveryDates(new Date(at))[0] });
    const res = await post(t, who, PLACE, body, { headers: { 'idempotency-key': `agent-orders-${name}-key` } });
    at = NOW;
    expect(res.statusCode, res.body).toBe(200);
    const data = placedOrderResponseSchema.parse(res.json()).data;
    placed[name] = { id: data.order_id, orderNo: data.order_no };
  };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(at) });
    agentA = await staffSession(t, 'agent');
    agentB = await staffSession(t, 'agent');
    agentC = await staffSession(t, 'agent');
    supervisor = await staffSession(t, 'supervisor');
    x = await signInCustomer(t, { name: 'Golden Wok Kitchen' });
    y = await signInCustomer(t, { name: 'Yonge Street Pho' });
    z = await signInCustomer(t, { name: '=SUM(A1), "Chef\'s" Table' });
    for (const c of [x, y, z]) address.set(c.customerId, await addAddress(t, c.customerId));

    const snapshot = await t.app.catalogue.current();
    const gifts = new Set([...snapshot.discountEvents.values()].flat().map((e) => e.options.gift_product_id).filter((id) => id !== undefined));
    const plain = (await plainProducts(t)).filter((p) => !gifts.has(p.id));
    [A, B, C, D] = plain as [ProductRecord, ProductRecord, ProductRecord, ProductRecord];
    // Over $600 of E brings the spend tier's gift line, which the guide must leave out.
    E = plain.slice(4).find((p) => snapshot.stock.get(17243)!.get(p.id) === -9999 && p.priceCents >= 5_00)!;
    bigQty = Math.ceil(70_000 / E.priceCents);

    const forX = await agentCustomerSession(t, agentA.staffId, x.customerId);
    await placeAt('o1', forX, x.customerId, [{ product_id: A.id, qty: 2 }, { product_id: B.id, qty: 5 }, { product_id: D.id, qty: 2 }], 60);
    await placeAt('o2', forX, x.customerId, [{ product_id: B.id, qty: 5 }, { product_id: A.id, qty: 3 }, { product_id: C.id, qty: 1 }, { product_id: E.id, qty: bigQty }], 30);
    await placeAt('o3', forX, x.customerId, [{ product_id: A.id, qty: 3 }, { product_id: B.id, qty: 4 }, { product_id: D.id, qty: 6 }], 10);
    await placeAt('o4', forX, x.customerId, [{ product_id: C.id, qty: 9 }], 100);
    await placeAt('o5', forX, x.customerId, [{ product_id: A.id, qty: 7 }], 5);
    await t.handle.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.o5!.id));
    await placeAt('xOwn', x, x.customerId, [{ product_id: A.id, qty: 1 }], 2);
    await placeAt('xByB', await agentCustomerSession(t, agentB.staffId, x.customerId), x.customerId, [{ product_id: B.id, qty: 1 }], 1);
    await placeAt('yByB', await agentCustomerSession(t, agentB.staffId, y.customerId), y.customerId, [{ product_id: C.id, qty: 2 }], 3);
    await placeAt('yOwn', y, y.customerId, [{ product_id: D.id, qty: 3 }], 4);
    await placeAt('zOwn', z, z.customerId, [{ product_id: A.id, qty: 4 }], 6);
    await t.handle.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.o1!.id));
    await t.handle.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, placed.yOwn!.id));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const guideOf = async (who: SignedIn, customerId: number, extra = '') => {
    const res = await getAs(t, who, `/api/agent/order_guide?customer_id=${customerId}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return orderGuideResponseSchema.parse(res.json()).data;
  };
  const table = async (who: SignedIn, query = '') => {
    const res = await getAs(t, who, `/api/agent/orders${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return agentOrdersResponseSchema.parse(res.json()).data;
  };
  const ids = (names: string[]) => names.map((n) => placed[n]!.id);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('builds the order guide from the last 90 days, leaving out cancelled orders and gifts (figures worked by hand)', async () => {
    const guide = await guideOf(agentA, x.customerId);
    expect(guide.customer_id).toBe(x.customerId);
    expect(guide.since).toBe('2026-08-19');
    const gift = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, placed.o2!.id));
    expect(gift.some((l) => l.isGift), 'o2 carries the spend-tier gift').toBe(true);
    const at = (days: number) => new Date(NOW - days * DAY).toISOString();
    const dollars = (p: ProductRecord) => p.priceCents / 100;
    // o1 [A2 B5 D2], o2 [B5 A3 C1 E*], o3 [A3 B4 D6]; o4 (100 days ago) and o5 (cancelled) do not count;
    // the customer's own order 2 days ago [A1] and agent B's [B1] 1 day ago do.
    // By shelf position (A 1.25, B 1.5, C and D 3 in product order, E 4).
    expect(guide.items.map((i) => i.product_id)).toEqual([A.id, B.id, ...[C.id, D.id].sort((p, q) => p - q), E.id]);
    const item = (p: ProductRecord) => guide.items.find((i) => i.product_id === p.id)!;
    // A: orders o1 (2, line 1), o2 (3, line 2), o3 (3, line 1), xOwn (1, line 1).
    expect(item(A)).toMatchObject({ sku: A.sku, name: A.nameEn, times_ordered: 4, usual_qty: 3, last_qty: 1, last_price: dollars(A), last_ordered_at: at(2), shelf_position: 1.25 });
    // B: o1 (5, line 2), o2 (5, line 1), o3 (4, line 2), xByB (1, line 1).
    expect(item(B)).toMatchObject({ times_ordered: 4, usual_qty: 5, last_qty: 1, last_ordered_at: at(1), shelf_position: 1.5 });
    // C: o2 only (o4 is too old).
    expect(item(C)).toMatchObject({ times_ordered: 1, usual_qty: 1, last_qty: 1, last_ordered_at: at(30), shelf_position: 3 });
    // D: 2 and 6 once each: the larger is the usual quantity.
    expect(item(D)).toMatchObject({ times_ordered: 2, usual_qty: 6, last_qty: 6, last_ordered_at: at(10), shelf_position: 3 });
    expect(item(E)).toMatchObject({ times_ordered: 1, usual_qty: bigQty, last_qty: bigQty, shelf_position: 4 });
    const snapshot = await t.app.catalogue.current();
    const category = snapshot.categoriesById.get(A.categoryId)!;
    expect(item(A)).toMatchObject({ category_id: category.id, category_name: category.name.en, category_position: category.position });
    expect(guide.items).toHaveLength(5);

    const cn = await getAs(t, agentA, `/api/agent/order_guide?customer_id=${x.customerId}`, 'cn');
    expect(orderGuideResponseSchema.parse(cn.json()).data.items.find((i) => i.product_id === A.id)!.name).toBe(A.nameCn);
    // Another shop: none of these orders.
    expect((await guideOf(agentA, x.customerId, '&shop_id=17244')).items).toEqual([]);
    expect((await guideOf(agentA, z.customerId)).items.map((i) => i.product_id)).toEqual([A.id]);
  });

  it('lets staff, the customer and an agent link for that customer read the guide; refuses anyone else', async () => {
    const url = `/api/agent/order_guide?customer_id=${x.customerId}`;
    expect((await getAs(t, x, url)).statusCode).toBe(200);
    expect((await getAs(t, supervisor, url)).statusCode).toBe(200);
    expect((await getAs(t, agentC, url)).statusCode).toBe(200);
    expect((await getAs(t, await agentCustomerSession(t, agentC.staffId, x.customerId), url)).statusCode).toBe(200);
    const other = await getAs(t, y, url);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('FORBIDDEN');
    expect((await getAs(t, await agentCustomerSession(t, agentB.staffId, y.customerId), url)).statusCode).toBe(403);
    expect((await getAs(t, undefined, url)).statusCode).toBe(401);
    expect((await getAs(t, undefined, '/api/agent/order_guide?customer_id=abc')).statusCode).toBe(401);
    const bad = await getAs(t, agentA, '/api/agent/order_guide?customer_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('answers a past order’s lines for “order again”, gift left out, by the same rule', async () => {
    const url = `/api/agent/order_lines?order_id=${placed.o2!.id}`;
    const res = await getAs(t, x, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(orderLinesResponseSchema.parse(res.json()).data).toEqual({
      order_id: placed.o2!.id,
      order_no: placed.o2!.orderNo,
      lines: [
        { product_id: B.id, sku: B.sku, name: B.nameEn, qty: 5 },
        { product_id: A.id, sku: A.sku, name: A.nameEn, qty: 3 },
        { product_id: C.id, sku: C.sku, name: C.nameEn, qty: 1 },
        { product_id: E.id, sku: E.sku, name: E.nameEn, qty: bigQty },
      ],
    });
    expect((await getAs(t, await agentCustomerSession(t, agentC.staffId, x.customerId), url)).statusCode).toBe(200);
    expect((await getAs(t, y, url)).statusCode).toBe(404);
    expect((await getAs(t, await agentCustomerSession(t, agentB.staffId, y.customerId), url)).statusCode).toBe(404);
    expect((await getAs(t, undefined, url)).statusCode).toBe(401);
    expect((await getAs(t, x, '/api/agent/order_lines?order_id=99999999')).json().error).toBe('ORDER_NOT_FOUND');
  });

  it('gives staff an order’s lines exactly when it gives them the order’s detail (agent C served nobody: none)', async () => {
    const orderIds = [...Object.values(placed).map((p) => p.id), 99_999_999];
    for (const [name, who] of Object.entries({ agentA, agentB, agentC, supervisor })) {
      for (const orderId of orderIds) {
        const detail = await getAs(t, who, `/api/agent/orders/detail?order_id=${orderId}`);
        const lines = await getAs(t, who, `/api/agent/order_lines?order_id=${orderId}`);
        expect([name, orderId, lines.statusCode]).toEqual([name, orderId, detail.statusCode]);
        if (detail.statusCode === 404) expect(lines.json()).toEqual(detail.json());
      }
    }
    const refused = await getAs(t, agentC, `/api/agent/order_lines?order_id=${placed.o2!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    expect((await getAs(t, agentA, `/api/agent/order_lines?order_id=${placed.o2!.id}`)).statusCode).toBe(200);
    expect((await getAs(t, agentA, `/api/agent/order_lines?order_id=${placed.yOwn!.id}`)).statusCode).toBe(404);
  });

  it('shows an agent its own orders and its customers’, a supervisor everything', async () => {
    const all = await table(supervisor, 'page_size=100');
    expect(all.total).toBe(10);
    expect(sorted(all.rows.map((r) => r.id))).toEqual(sorted(Object.values(placed).map((p) => p.id)));
    // A served x only: all of x's orders, whoever placed them.
    const forA = await table(agentA, 'page_size=100');
    expect(sorted(forA.rows.map((r) => r.id))).toEqual(sorted(ids(['o1', 'o2', 'o3', 'o4', 'o5', 'xOwn', 'xByB'])));
    // B placed orders for x and y: both customers' orders.
    const forB = await table(agentB, 'page_size=100');
    expect(sorted(forB.rows.map((r) => r.id))).toEqual(sorted(ids(['o1', 'o2', 'o3', 'o4', 'o5', 'xOwn', 'xByB', 'yByB', 'yOwn'])));
    expect((await table(agentC)).total).toBe(0);
    // Asking for another agent's orders is no way round the rule.
    const aAsksB = await table(agentA, `agent_id=${agentB.staffId}`);
    expect(aAsksB.rows.map((r) => r.id)).toEqual(ids(['xByB']));
    const row = forA.rows.find((r) => r.id === placed.o3!.id)!;
    expect(row).toMatchObject({
      order_no: placed.o3!.orderNo,
      created_at: new Date(NOW - 10 * DAY).toISOString(),
      shipping_type: 'delivery',
      customer_id: x.customerId,
      customer_name: 'Golden Wok Kitchen',
      customer_phone: `+1 ${x.phone.slice(1, 4)}-${x.phone.slice(4, 7)}-${x.phone.slice(7)}`,
      agent_id: agentA.staffId,
      status: 'processing',
      payment_status: 'unpaid',
      payment_type: 'card',
    });
    expect(row.agent_name).toMatch(/^Staff /);
    expect(forA.rows.find((r) => r.id === placed.xOwn!.id)).toMatchObject({ agent_id: null, agent_name: '' });
  });

  it('filters by status, payment status, Toronto dates, agent, customer and search text, in SQL with a count', async () => {
    expect((await table(supervisor, 'status=delivered')).rows.map((r) => r.id)).toEqual(ids(['o1']));
    expect((await table(supervisor, 'payment_status=paid')).rows.map((r) => r.id)).toEqual(ids(['yOwn']));
    expect((await table(supervisor, 'from=2026-11-07&to=2026-11-07')).rows.map((r) => r.id)).toEqual(ids(['o3']));
    const lastWeek = await table(supervisor, 'from=2026-11-11&sort=created_at&dir=asc');
    expect(lastWeek.rows.map((r) => r.id)).toEqual(ids(['zOwn', 'o5', 'yOwn', 'yByB', 'xOwn', 'xByB']));
    expect(lastWeek.total).toBe(6);
    expect(sorted((await table(supervisor, `customer_id=${y.customerId}`)).rows.map((r) => r.id))).toEqual(sorted(ids(['yByB', 'yOwn'])));
    expect(sorted((await table(supervisor, `agent_id=${agentB.staffId}`)).rows.map((r) => r.id))).toEqual(sorted(ids(['xByB', 'yByB'])));
    expect((await table(supervisor, `q=${placed.o3!.orderNo}`)).rows.map((r) => r.id)).toEqual(ids(['o3']));
    expect((await table(supervisor, `q=${encodeURIComponent('sum(a1')}`)).rows.map((r) => r.id)).toEqual(ids(['zOwn']));
    expect((await table(supervisor, `q=${encodeURIComponent(`(${y.phone.slice(1, 4)}) ${y.phone.slice(4, 7)}-${y.phone.slice(7)}`)}`)).total).toBe(2);
    expect((await table(supervisor, 'q=%25')).total).toBe(0);
  });

  it('sorts and pages on the server', async () => {
    const byTotal = await table(supervisor, 'sort=total&dir=asc&page_size=100');
    const totals = byTotal.rows.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byName = await table(supervisor, 'sort=customer_name&dir=desc&page_size=100');
    expect(byName.rows[0]!.customer_name).toBe('Yonge Street Pho');
    expect(byName.rows.at(-1)!.customer_name).toBe('=SUM(A1), "Chef\'s" Table');
    const newest = await table(supervisor, 'page_size=100');
    const page2 = await table(supervisor, 'page=2&page_size=4');
    expect(page2).toMatchObject({ total: 10, page: 2, page_size: 4 });
    expect(page2.rows.map((r) => r.id)).toEqual(newest.rows.slice(4, 8).map((r) => r.id));
    const beyond = await table(supervisor, 'page=9&page_size=10');
    expect(beyond).toMatchObject({ rows: [], total: 10 });
  });

  it('answers bad table input with 400 and a message, never 500', async () => {
    for (const query of ['sort=nonsense', 'dir=up', 'page=0', 'page_size=500', 'status=lost', 'from=2026-13', 'to=17/11/2026', 'agent_id=abc', `q=${'x'.repeat(81)}`]) {
      const res = await getAs(t, supervisor, `/api/agent/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
    const date = await getAs(t, supervisor, '/api/agent/orders?from=2026-11', 'fr');
    expect(date.json().message).toBe('Saisissez la date au format AAAA-MM-JJ.');
  });

  it('exports the view as CSV: BOM, RFC 4180 quoting, Toronto times and the formula guard', async () => {
    const res = await getAs(t, supervisor, `/api/agent/orders/export?customer_id=${z.customerId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-17.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('order_no,created_at,service_date,customer_id,customer_name,customer_phone,agent_id,agent_name,shipping_type,payment_type,status,payment_status,total');
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, placed.zOwn!.id));
    const phone = `1 ${z.phone.slice(1, 4)}-${z.phone.slice(4, 7)}-${z.phone.slice(7)}`;
    expect(lines[1]).toBe(
      `${placed.zOwn!.orderNo},2026-11-11T10:00:00-05:00,${order!.serviceDate},${z.customerId},"'=SUM(A1), ""Chef's"" Table",${phone},,,delivery,card,processing,unpaid,${(order!.totalCents / 100).toFixed(2)}`,
    );
    expect(lines.slice(2)).toEqual(['']);

    // The same filters, sort and visibility as the table.
    const forA = await getAs(t, agentA, '/api/agent/orders/export?sort=created_at&dir=asc');
    const rowsA = forA.rawPayload.toString('utf8').split('\r\n').slice(1, -1);
    expect(rowsA.map((l) => l.split(',')[0])).toEqual(['o4', 'o1', 'o2', 'o3', 'o5', 'xOwn', 'xByB'].map((n) => placed[n]!.orderNo));
    expect(rowsA[1]).toContain(`,${agentA.staffId},Staff `);
  });

  it('opens the detail and the invoice of a visible order; anything else is ORDER_NOT_FOUND', async () => {
    const res = await getAs(t, agentA, `/api/agent/orders/detail?order_id=${placed.o3!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = agentOrderDetailResponseSchema.parse(res.json()).data;
    expect(detail).toMatchObject({
      order_id: placed.o3!.id,
      aid: agentA.staffId,
      agent_id: agentA.staffId,
      customer_id: x.customerId,
      customer_name: 'Golden Wok Kitchen',
    });
    expect(detail.agent_name).toMatch(/^Staff /);
    expect(detail.lines.map((l) => [l.product_id, l.qty])).toEqual([[A.id, 3], [B.id, 4], [D.id, 6]]);
    const theirs = await getAs(t, agentA, `/api/agent/orders/detail?order_id=${placed.yOwn!.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    expect((await getAs(t, supervisor, `/api/agent/orders/detail?order_id=${placed.yOwn!.id}`)).statusCode).toBe(200);
    expect((await getAs(t, supervisor, '/api/agent/orders/detail?order_id=99999999')).statusCode).toBe(404);
    expect((await getAs(t, supervisor, '/api/agent/orders/detail?order_id=x')).statusCode).toBe(400);

    const pdf = await getAs(t, agentA, `/api/agent/orders/invoice?order_id=${placed.o3!.id}&lang=fr`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${placed.o3!.orderNo}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getAs(t, agentA, `/api/agent/orders/invoice?order_id=${placed.zOwn!.id}`)).statusCode).toBe(404);
    expect((await getAs(t, agentA, `/api/agent/orders/invoice?order_id=${placed.o3!.id}&lang=de`)).statusCode).toBe(400);
  });
});
