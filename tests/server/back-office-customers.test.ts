import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOptionsResponseSchema, orderQuoteResponseSchema, placedOrderResponseSchema } from '../../core/schemas/checkout';
import { recordHistoryResponseSchema } from '../../core/schemas/back-office';
import type { Locale } from '../../core/schemas/common';
import { customerDetailResponseSchema, customerListResponseSchema, customerStandingResponseSchema } from '../../core/schemas/customer-terms';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { insertOrder } from '../helpers/order-fixture';
import { signInAgentFor, signInCustomer, signInStaff, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, get, plainProducts, post } from './orders-support';

const QUOTE = '/api/webclient/order/quote';
const PLACE = '/api/webclient/order/place_order';

/** Issue 17, customers: pay-later terms with a credit limit, and holds that stop new orders. */
describe.each(dbTargets())('back-office customers on %s', (target) => {
  let t: TestApp;
  let manager: SignedIn & { staffId: number };
  let buyer: SignedInCustomer;
  let addressId: number;
  let plain: ProductRecord[];

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    manager = await signInStaff(t, 'manager');
    buyer = await signInCustomer(t, { name: 'Hold Test Bistro' });
    addressId = await addAddress(t, buyer.customerId);
    plain = await plainProducts(t, { pickup: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  let keys = 0;
  const place = (body: object, who: SignedIn = buyer, locale: Locale = 'en') =>
    post(t, who, PLACE, body, { locale, headers: { 'idempotency-key': `customers-test-${(keys += 1)}` } });
  const office = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: manager.headers(), ...(payload === undefined ? {} : { payload: payload as object }) });
  /** About $60 of goods. */
  const cart = () => [{ product_id: plain[0]!.id, qty: Math.max(1, Math.ceil(6000 / plain[0]!.priceCents)) }];
  const setTerms = async (terms: { pay_later: boolean; credit_limit_cents: number | null; payment_terms_days: number | null }) => {
    const res = await office('PUT', `/api/back-office/customers/${buyer.customerId}/terms`, terms);
    expect(res.statusCode, res.body).toBe(200);
    return customerDetailResponseSchema.parse(res.json()).data;
  };

  it('lists and searches customers with server-side paging and filters', async () => {
    const res = await office('GET', '/api/back-office/customers?q=hold%20test&page_size=25');
    expect(res.statusCode, res.body).toBe(200);
    const list = customerListResponseSchema.parse(res.json()).data;
    expect(list.rows.map((r) => r.id)).toEqual([buyer.customerId]);
    expect(list.total).toBe(1);
    const byPhone = customerListResponseSchema.parse((await office('GET', `/api/back-office/customers?q=${buyer.phone.slice(-7)}`)).json()).data;
    expect(byPhone.rows.map((r) => r.id)).toContain(buyer.customerId);
    const all = customerListResponseSchema.parse((await office('GET', '/api/back-office/customers?page_size=25&page=1')).json()).data;
    expect(all.total).toBeGreaterThan(1);
    expect(all.rows.length).toBeLessThanOrEqual(25);
    expect((await office('GET', '/api/back-office/customers?page_size=7')).statusCode).toBe(400);
    expect((await office('GET', '/api/back-office/customers/999999')).json()).toEqual({ error: 'CUSTOMER_NOT_FOUND', message: 'This customer does not exist.' });
  });

  it('refuses Pay Later beyond the credit limit (unpaid balance + this order) and accepts it within', async () => {
    // An unpaid pay-later order of $100 already on the account; a paid one does not count.
    await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'pay_later', totalCents: 100_00 });
    await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'pay_later', totalCents: 500_00, paymentStatus: 'paid' });
    const detail = await setTerms({ pay_later: true, credit_limit_cents: 120_00, payment_terms_days: 30 });
    expect(detail).toMatchObject({ pay_later: true, credit_limit_cents: 120_00, unpaid_cents: 100_00, payment_terms_days: 30, over_limit: false });

    const options = checkoutOptionsResponseSchema.parse((await get(t, buyer, '/api/webclient/checkout/options?shop_id=17243')).json()).data;
    expect(options.payment_types).toContain('pay_later');
    expect(options.pay_later_credit).toEqual({ limit: 120, unpaid: 100 });

    const body = deliveryBody(addressId, cart(), { payment_type: 'pay_later' });
    const quoted = orderQuoteResponseSchema.parse((await post(t, buyer, QUOTE, body, { locale: 'fr' })).json()).data;
    expect(quoted.payable).toBe(false);
    expect(quoted.refusal).toMatch(/^Le paiement différé dépasserait votre limite de crédit de 120,00\s\$/);
    const refused = await place(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'PAY_LATER_OVER_LIMIT', message: expect.stringContaining('credit limit of $120.00 ($100.00 unpaid, $20.00 available)') });
    // Card is still fine.
    expect((await place(deliveryBody(addressId, cart(), { payment_type: 'card' }))).statusCode).toBe(200);

    await setTerms({ pay_later: true, credit_limit_cents: 1_000_00, payment_terms_days: 30 });
    const accepted = await place(body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const placed = placedOrderResponseSchema.parse(accepted.json()).data;
    const after = customerDetailResponseSchema.parse((await office('GET', `/api/back-office/customers/${buyer.customerId}`)).json()).data;
    expect(after.unpaid_cents).toBe(100_00 + Math.round(placed.total * 100));

    // No limit: anything goes on terms.
    await setTerms({ pay_later: true, credit_limit_cents: null, payment_terms_days: null });
    expect((await place(body)).statusCode).toBe(200);
    // Over the limit shows in the list's filter.
    await setTerms({ pay_later: true, credit_limit_cents: 50_00, payment_terms_days: null });
    const over = customerListResponseSchema.parse((await office('GET', '/api/back-office/customers?filter=over_limit&page_size=100')).json()).data;
    expect(over.rows.find((r) => r.id === buyer.customerId)).toMatchObject({ over_limit: true });
    await setTerms({ pay_later: false, credit_limit_cents: null, payment_terms_days: null });
  });

  it('a held customer cannot place an order, by themselves or through an agent, and can after release', async () => {
    const reason = 'Three invoices overdue — call accounts at 416-555-0100.';
    const held = await office('POST', `/api/back-office/customers/${buyer.customerId}/hold`, { reason });
    expect(held.statusCode, held.body).toBe(200);
    expect(customerDetailResponseSchema.parse(held.json()).data.hold).toMatchObject({ reason, set_by: expect.any(String) });
    expect((await office('POST', `/api/back-office/customers/${buyer.customerId}/hold`, { reason: 'again' })).json()).toMatchObject({ error: 'CUSTOMER_ALREADY_ON_HOLD' });
    expect((await office('POST', `/api/back-office/customers/${buyer.customerId}/hold`, { reason: '   ' })).statusCode).toBe(400);

    const standing = customerStandingResponseSchema.parse((await get(t, buyer, '/api/customer/standing')).json()).data;
    expect(standing.hold).toEqual({ reason });

    const body = deliveryBody(addressId, cart(), { payment_type: 'card' });
    const quoted = orderQuoteResponseSchema.parse((await post(t, buyer, QUOTE, body)).json()).data;
    expect(quoted).toMatchObject({ payable: false, refusal: expect.stringContaining(reason) });
    const refused = await place(body, buyer, 'cn');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'CUSTOMER_ON_HOLD', message: `您的账户已被暂停下单：${reason} 暂时无法下新订单，请联系我们。` });
    const agent = await signInAgentFor(t, buyer.customerId);
    const byAgent = await place(body, agent);
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json()).toMatchObject({ error: 'CUSTOMER_ON_HOLD', message: expect.stringContaining(reason) });

    const released = await office('DELETE', `/api/back-office/customers/${buyer.customerId}/hold`);
    expect(released.statusCode, released.body).toBe(200);
    const detail = customerDetailResponseSchema.parse(released.json()).data;
    expect(detail.hold).toBeNull();
    expect(detail.holds[0]).toMatchObject({ reason, released_by: expect.any(String), released_at: expect.any(String) });
    expect((await office('DELETE', `/api/back-office/customers/${buyer.customerId}/hold`)).json()).toMatchObject({ error: 'CUSTOMER_NOT_ON_HOLD' });

    expect((await place(body)).statusCode).toBe(200);
    expect((await place(body, agent)).statusCode).toBe(200);
    expect(customerStandingResponseSchema.parse((await get(t, buyer, '/api/customer/standing')).json()).data.hold).toBeNull();
  });

  it('keeps the history of the customer: each terms change and each hold, with who and when', async () => {
    const res = await office('GET', `/api/back-office/customers/${buyer.customerId}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = recordHistoryResponseSchema.parse(res.json()).data.entries;
    // Newest first: the release, the hold, then the terms changes of the first test.
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(['release', 'hold']);
    expect(entries[1]!.changes).toEqual([{ field: 'hold', before: null, after: expect.stringContaining('Three invoices overdue') }]);
    expect(entries[1]!.staff).toMatch(/\S/);
    const terms = entries.filter((e) => e.action === 'terms');
    expect(terms).toHaveLength(5);
    expect(terms.at(-1)!.changes).toEqual(
      expect.arrayContaining([
        { field: 'pay_later', before: 'false', after: 'true' },
        { field: 'credit_limit_cents', before: null, after: '12000' },
      ]),
    );
    expect(terms.at(-2)!.changes).toEqual([{ field: 'credit_limit_cents', before: '12000', after: '100000' }]);
    expect((await office('GET', '/api/back-office/customers/999999/history')).statusCode).toBe(404);
    expect((await get(t, buyer, `/api/back-office/customers/${buyer.customerId}/history`)).statusCode).toBe(403);
  });
});
