import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayOrderAmountResponseSchema } from '../../core/schemas/account';
import { orders } from '../../server/db/schema';
import { dayRangeIn } from '../../server/services/account/today-order-amount';
import { callAs, signInAgentFor, signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

describe('the Toronto business day', () => {
  const range = (iso: string) => {
    const { start, end } = dayRangeIn('America/Toronto', new Date(iso));
    return [start.toISOString(), end.toISOString()];
  };
  it('runs midnight to midnight Toronto time, on either side of UTC midnight', () => {
    expect(range('2026-11-20T15:00:00Z')).toEqual(['2026-11-20T05:00:00.000Z', '2026-11-21T05:00:00.000Z']);
    // 23:30 on the 19th in Toronto is still the 19th.
    expect(range('2026-11-20T04:30:00Z')).toEqual(['2026-11-19T05:00:00.000Z', '2026-11-20T05:00:00.000Z']);
    expect(range('2026-07-01T03:59:59Z')).toEqual(['2026-06-30T04:00:00.000Z', '2026-07-01T04:00:00.000Z']);
    expect(range('2026-12-31T23:00:00Z')).toEqual(['2026-12-31T05:00:00.000Z', '2027-01-01T05:00:00.000Z']);
  });
  it('is 23 or 25 hours long on the clock-change days', () => {
    expect(range('2026-03-08T12:00:00Z')).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(range('2026-11-01T12:00:00Z')).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
  });
});

describe.each(dbTargets())("today's order amount on %s", (target) => {
  let t: TestApp;
  // 10:00 in Toronto on Friday 20 November 2026.
  const NOW = Date.parse('2026-11-20T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(NOW) });
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  let orderNo = 0;
  const order = (customerId: number, createdAt: string, totalCents: number, status = 'paid') => ({
    orderNo: `T-${process.pid}-${++orderNo}`,
    shopId: 17243,
    customerId,
    shippingType: 'delivery' as const,
    status,
    paymentStatus: 'paid',
    paymentType: 'card' as const,
    serviceDate: '2026-11-21',
    contact: { name: 'Golden Wok', tel: '4165550199', addr: '65 Front St W', postal_code: 'M5J 1E6', latitude: '43.6453', longitude: '-79.3806', buzz_code: '', unit: '' },
    totalCents,
    createdAt: new Date(createdAt),
  });

  it("sums the caller's orders created today in Toronto, leaving out cancelled ones", async () => {
    const who = await signInCustomer(t);
    const other = await signInCustomer(t);
    await t.handle.db.insert(orders).values([
      order(who.customerId, '2026-11-20T05:00:00Z', 100_00), // 00:00 today
      order(who.customerId, '2026-11-20T04:59:59Z', 50_00), // 23:59:59 yesterday
      order(who.customerId, '2026-11-19T18:00:00Z', 70_00), // yesterday afternoon
      order(who.customerId, '2026-11-20T14:00:00Z', 30_00, 'cancelled'),
      order(who.customerId, '2026-11-20T14:30:00Z', 25_50),
      order(other.customerId, '2026-11-20T14:30:00Z', 999_99),
    ]);
    const res = await callAs(t, who, 'GET', '/api/today_order_amount');
    expect(res.statusCode, res.body).toBe(200);
    expect(todayOrderAmountResponseSchema.parse(res.json()).data).toEqual({ amount: 125.5, order_count: 2 });
    // The agent acting for the customer sees the customer's figure.
    const agent = await signInAgentFor(t, who.customerId);
    expect(todayOrderAmountResponseSchema.parse((await callAs(t, agent, 'GET', '/api/today_order_amount')).json()).data.amount).toBe(125.5);
  });

  it('is 0 with no orders today', async () => {
    const who = await signInCustomer(t);
    const res = await callAs(t, who, 'GET', '/api/today_order_amount');
    expect(todayOrderAmountResponseSchema.parse(res.json()).data).toEqual({ amount: 0, order_count: 0 });
  });
});
