import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentLinkSchema } from '../../core/schemas/account';
import { type AuditEntry, auditListResponseSchema } from '../../core/schemas/agent';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import { paymentAttemptResponseSchema, savedCardResponseSchema, setupIntentResponseSchema } from '../../core/schemas/payment';
import { agentAudit } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { callAs, signInCustomer, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { getAs, staffSession, type StaffSignedIn } from './agent-support';
import { addAddress, deliveryBody, NOW, plainProducts, post, SHOP } from './orders-support';

const MINUTE = 60_000;

describe.each(dbTargets())('agent console: the audit trail on %s', (target) => {
  let t: TestApp;
  let at = NOW;
  let agentA: StaffSignedIn;
  let agentB: StaffSignedIn;
  let supervisor: StaffSignedIn;
  let x: SignedInCustomer;
  let y: SignedInCustomer;
  let plain: ProductRecord[];

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(at) });
    agentA = await staffSession(t, 'agent');
    agentB = await staffSession(t, 'agent');
    supervisor = await staffSession(t, 'supervisor');
    x = await signInCustomer(t, { name: 'Lucky Star Bakery' });
    y = await signInCustomer(t, { name: 'Maple Leaf Diner' });
    plain = await plainProducts(t);
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  /** Each step a minute later, so newest-first is visible. */
  const tick = () => {
    at += MINUTE;
  };
  const auditOf = async (who: SignedIn, query = '') => {
    const res = await getAs(t, who, `/api/agent/audit${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return auditListResponseSchema.parse(res.json()).data;
  };
  const rowsFor = (customerId: number) => t.handle.db.select().from(agentAudit).where(eq(agentAudit.customerId, customerId));
  const openLink = async (agent: StaffSignedIn, customerId: number): Promise<SignedIn> => {
    const res = await post(t, agent, '/api/hybrid/merchant/login/as_customer', { customer_id: customerId });
    expect(res.statusCode, res.body).toBe(200);
    const link = agentLinkSchema.parse(res.json().data);
    return { token: link.token, headers: (locale = 'en') => t.headers(locale, { 'client-token': link.token }) };
  };
  const calculate = (who: SignedIn | undefined, lines: { product_id: number; qty: number }[]) =>
    callAs(t, who, 'POST', '/api/webclient/cart/calculate', {
      shop_id: SHOP,
      shipping_type: 'delivery',
      product_items: lines.map((l) => ({ note: '', options: [], ...l })),
    });

  it('records every action of an agent for a customer, with agent, customer, order, time and detail', async () => {
    const [A, B] = plain as [ProductRecord, ProductRecord];
    // 1. The agent opens the customer: the link carries its expiry and the opening is recorded.
    tick();
    const forX = await openLink(agentA, x.customerId);
    const res = await post(t, agentA, '/api/hybrid/merchant/login/as_customer', { customer_id: x.customerId });
    const link = agentLinkSchema.parse(res.json().data);
    expect(new URL(link.link).searchParams.get('exp')).toBe(String(Math.floor(Date.parse(link.expires_at) / 1000)));
    expect(await rowsFor(x.customerId)).toEqual([
      expect.objectContaining({ staffId: agentA.staffId, action: 'customer_opened', orderId: null, detail: { shop_id: SHOP }, createdAt: new Date(at) }),
      expect.objectContaining({ staffId: agentA.staffId, action: 'customer_opened' }),
    ]);
    await t.handle.db.delete(agentAudit).where(eq(agentAudit.customerId, x.customerId));
    tick();
    await openLink(agentA, x.customerId);

    // 2. Cart changes through the agent's session: additions and removals against the stored cart.
    tick();
    expect((await calculate(forX, [{ product_id: A.id, qty: 2 }])).statusCode).toBe(200);
    tick();
    expect((await calculate(forX, [{ product_id: A.id, qty: 1 }, { product_id: B.id, qty: 3 }])).statusCode).toBe(200);
    tick();
    // The same cart again changes nothing.
    expect((await calculate(forX, [{ product_id: A.id, qty: 1 }, { product_id: B.id, qty: 3 }])).statusCode).toBe(200);
    // The customer's own session and a guest are never audited.
    expect((await calculate(x, [{ product_id: B.id, qty: 9 }])).statusCode).toBe(200);
    expect((await calculate(undefined, [{ product_id: B.id, qty: 9 }])).statusCode).toBe(200);
    tick();
    // Back from the customer's own 9 × B to what the agent keys.
    expect((await calculate(forX, [{ product_id: B.id, qty: 3 }])).statusCode).toBe(200);

    // 3. A user coupon the agent tries: refused, recorded once however often checkout asks again.
    tick();
    const promo = { shop_id: SHOP, product_items: [{ product_id: B.id, qty: 3, note: '', options: [] }], promo_codes: ['WELCOME10'] };
    const refused = await post(t, forX, '/api/promo/validate/coupons', promo);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.coupons[0]).toMatchObject({ code: 'WELCOME10', valid: false, reason: 'agent_order' });
    expect((await post(t, forX, '/api/promo/validate/coupons', promo)).statusCode).toBe(200);

    // 4. The order, with the coupon entered again: placed without it, both recorded in its transaction.
    tick();
    const addressId = await addAddress(t, x.customerId);
    const placedRes = await post(t, forX, '/api/webclient/order/place_order', deliveryBody(addressId, [{ product_id: B.id, qty: 3 }], { promo_codes: ['WELCOME10'] }), {
      headers: { 'idempotency-key': 'agent-audit-order-1' },
    });
    expect(placedRes.statusCode, placedRes.body).toBe(200);
    const order = placedOrderResponseSchema.parse(placedRes.json()).data;

    // 5. The payment, with the customer's card: attributed to the agent who placed the order.
    tick();
    const setup = setupIntentResponseSchema.parse((await callAs(t, forX, 'GET', '/api/payment/stripe/credit_card/setup_intent')).json()).data;
    const card = savedCardResponseSchema.parse(
      (
        await callAs(t, forX, 'POST', '/api/payment/sandbox/confirm_setup', {
          setup_intent_id: setup.setup_intent_id,
          card_no: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: 2029,
          cvc: '123',
        })
      ).json(),
    ).data;
    const paid = await callAs(t, forX, 'POST', '/api/payment/stripe/order_payment_intent', { order_id: order.order_id, payment_method_id: card.id });
    expect(paymentAttemptResponseSchema.parse(paid.json()).data.status).toBe('succeeded');

    const trail = await auditOf(supervisor, `customer_id=${x.customerId}`);
    const simple = (e: AuditEntry) => [e.action, e.order_id, e.detail];
    const line = (p: ProductRecord, qty: number) => ({ product_id: p.id, sku: p.sku, qty });
    expect(trail.entries.map(simple)).toEqual([
      ['payment_taken', order.order_id, { amount: order.total, method: 'card' }],
      ['order_placed', order.order_id, { total: order.total, lines: [line(B, 3)] }],
      ['coupon_refused', order.order_id, { codes: ['WELCOME10'] }],
      ['coupon_refused', null, { codes: ['WELCOME10'] }],
      ['lines_removed', null, { lines: [line(B, 6)] }],
      ['lines_removed', null, { lines: [line(A, 1)] }],
      ['lines_added', null, { lines: [line(B, 3)] }],
      ['lines_added', null, { lines: [line(A, 2)] }],
      ['customer_opened', null, { shop_id: SHOP }],
    ]);
    expect(trail.total).toBe(9);
    for (const entry of trail.entries) {
      expect(entry).toMatchObject({ agent_id: agentA.staffId, customer_id: x.customerId, customer_name: 'Lucky Star Bakery' });
      expect(entry.agent_name).toMatch(/^Staff /);
    }
    expect(trail.entries[0]).toMatchObject({ order_no: order.order_no, at: new Date(at).toISOString() });
    expect(trail.entries.at(-1)!.order_no).toBeNull();
    // Newest first.
    const times = trail.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by order, action and dates; an agent reads only its own entries, whatever it asks', async () => {
    tick();
    const forY = await openLink(agentB, y.customerId);
    tick();
    expect((await calculate(forY, [{ product_id: plain[2]!.id, qty: 4 }])).statusCode).toBe(200);

    const [placed] = await t.handle.db.select().from(agentAudit).where(eq(agentAudit.action, 'order_placed'));
    const byOrder = await auditOf(supervisor, `order_id=${placed!.orderId}`);
    expect(byOrder.entries.map((e) => e.action)).toEqual(['payment_taken', 'order_placed', 'coupon_refused']);
    expect((await auditOf(supervisor, 'action=customer_opened')).entries.map((e) => e.agent_id).sort()).toEqual([agentA.staffId, agentB.staffId].sort());
    expect((await auditOf(supervisor, `agent_id=${agentB.staffId}`)).entries.map((e) => e.action)).toEqual(['lines_added', 'customer_opened']);
    expect((await auditOf(supervisor, 'from=2026-11-17&to=2026-11-17')).total).toBe(11);
    expect((await auditOf(supervisor, 'to=2026-11-16')).total).toBe(0);
    const paged = await auditOf(supervisor, 'page=2&page_size=4');
    expect(paged).toMatchObject({ total: 11, page: 2, page_size: 4 });
    expect(paged.entries).toHaveLength(4);

    const own = await auditOf(agentA);
    expect(own.total).toBe(9);
    expect(new Set(own.entries.map((e) => e.agent_id))).toEqual(new Set([agentA.staffId]));
    const asksForB = await auditOf(agentA, `agent_id=${agentB.staffId}`);
    expect(asksForB.entries.every((e) => e.agent_id === agentA.staffId)).toBe(true);
    expect((await auditOf(agentA, `customer_id=${y.customerId}`)).total).toBe(0);
    expect((await auditOf(agentB)).total).toBe(2);
  });

  it('answers bad audit input with 400 and a message, never 500', async () => {
    for (const query of ['action=deleted_everything', 'from=yesterday', 'page=0', 'page_size=201', 'order_id=-1']) {
      const res = await getAs(t, supervisor, `/api/agent/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
    const cn = await getAs(t, supervisor, '/api/agent/audit?to=2026/11/17', 'cn');
    expect(cn.json().message).toBe('请按 YYYY-MM-DD 格式输入日期。');
  });
});
