import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookEntryResponseSchema } from '../../core/schemas/account';
import { cartCalculateResponseSchema } from '../../core/schemas/cart';
import { menuResponseSchema, type ProductSummary } from '../../core/schemas/catalogue';
import { apiErrorSchema } from '../../core/schemas/common';
import { addressBook, carts, couponPackages, coupons, customerCoupons, favourites, orders, recentlyViewed } from '../../server/db/schema';
import { issueSession } from '../../server/services/auth/session-tokens';
import { callAs, signInCustomer, signInStaff, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const TORONTO = 17243;
const NOW = Date.parse('2026-11-20T15:00:00Z');

type Method = 'GET' | 'POST' | 'DELETE';
interface Call {
  name: string;
  method: Method;
  url: string;
  payload?: unknown;
}

/**
 * Customer A, signed in, aims at customer B's data with every id B's data has. Each call must answer
 * 403 or 404 and carry nothing of B's; the lists A may read hold only A's own data; B's data is
 * unchanged afterwards. Every call also needs a customer: 401 without a token, 403 for staff.
 */
describe.each(dbTargets())('ownership of account data on %s', (target) => {
  let t: TestApp;
  let a: SignedInCustomer;
  let b: SignedInCustomer;
  let bAddressId: number;
  let packageId: number;
  let products: ProductSummary[];
  /** Texts only B's data holds. */
  let secrets: string[];

  const address = {
    name: 'Bravo Bistro Hidden',
    tel: '416-555-7777',
    address: '99 Secret Lane, Toronto, ON',
    unit: 'Suite B7',
    buzz_code: '7770',
    postal_code: 'M5V 3L9',
    latitude: 43.6426,
    longitude: -79.3871,
  };

  const ownAddress = {
    name: 'Alpha Diner',
    tel: '647-555-0101',
    address: '1 Yonge St, Toronto, ON',
    postal_code: 'M5E 1E5',
    latitude: 43.6426,
    longitude: -79.3756,
  };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(NOW) });
    a = await signInCustomer(t, { name: 'Alpha Diner' });
    b = await signInCustomer(t, { name: 'Bravo Owner Name' });
    products = menuResponseSchema
      .parse((await callAs(t, undefined, 'GET', `/api/webclient/menu?shop_id=${TORONTO}`)).json())
      .data.menus.flatMap((m) => m.products)
      .filter((p) => !p.has_options && p.max === 0 && (p.stock === -9999 || p.stock > 20));
    const [followed, viewed, inCart] = products;

    // B's data, made through the API as B.
    const added = await callAs(t, b, 'POST', '/api/webclient/user/addrbook/new', address);
    bAddressId = addressBookEntryResponseSchema.parse(added.json()).data.id;
    expect((await callAs(t, b, 'POST', '/api/follows/product', { shop_id: TORONTO, product_id: followed!.product_id, action_int: 1 })).statusCode).toBe(200);
    expect((await callAs(t, b, 'POST', '/api/recently_product', { shop_id: TORONTO, product_id: viewed!.product_id })).statusCode).toBe(200);
    const [pack] = await t.handle.db.select().from(couponPackages);
    packageId = pack!.id;
    expect((await callAs(t, b, 'POST', '/api/coupon_package/redeem_package', { card_setting_id: packageId })).statusCode).toBe(200);
    const [welcome] = await t.handle.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    await t.handle.db.insert(customerCoupons).values({ customerId: b.customerId, couponId: welcome!.id });
    const cart = await callAs(t, b, 'POST', '/api/webclient/cart/calculate', {
      shop_id: TORONTO,
      product_items: [{ product_id: inCart!.product_id, qty: 3, note: 'Bravo-secret-note', options: [] }],
    });
    expect(cartCalculateResponseSchema.parse(cart.json()).data.cart_id).toBeGreaterThan(0);
    await t.handle.db.insert(orders).values({
      orderNo: `OWN-${process.pid}-${b.customerId}`,
      shopId: TORONTO,
      customerId: b.customerId,
      shippingType: 'delivery',
      status: 'paid',
      paymentStatus: 'paid',
      paymentType: 'card',
      serviceDate: '2026-11-21',
      contact: { name: address.name, tel: '4165557777', addr: address.address, postal_code: address.postal_code, latitude: '43.6426', longitude: '-79.3871', buzz_code: '', unit: '' },
      totalCents: 777_77,
      createdAt: new Date(NOW - 3_600_000),
    });
    secrets = [address.name, address.address, address.unit, '4165557777', '416-555-7777', b.phone, 'Bravo Owner Name', 'Bravo-secret-note', '777.77'];
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const expectNoSecrets = (body: string) => {
    for (const secret of secrets) expect(body, `leaked "${secret}"`).not.toContain(secret);
  };

  /** Every account call, aimed at B's ids wherever the call takes one. */
  const everyCall = (): Call[] => [
    { name: 'address list', method: 'GET', url: '/api/webclient/user/addrbook/list' },
    { name: 'address add', method: 'POST', url: '/api/webclient/user/addrbook/new', payload: { ...ownAddress, name: 'Alpha Branch' } },
    { name: 'address update', method: 'POST', url: '/api/webclient/user/addrbook/update', payload: { id: bAddressId, ...address } },
    { name: 'address delete', method: 'POST', url: '/api/webclient/user/addrbook/delete', payload: { id: bAddressId } },
    { name: 'webapp address list', method: 'GET', url: `/api/webapp/addressbook?pq_customer_id=${b.customerId}` },
    { name: 'webapp address delete', method: 'DELETE', url: '/api/webapp/addressbook', payload: { customer_id: b.customerId, id: bAddressId } },
    { name: 'follow', method: 'POST', url: '/api/follows/product', payload: { shop_id: TORONTO, product_id: products[0]!.product_id, action_int: 0 } },
    { name: 'favourites', method: 'GET', url: `/api/follows/product?shop_id=${TORONTO}` },
    { name: 'favourite ids', method: 'GET', url: `/api/follows/product/ids?shop_id=${TORONTO}` },
    { name: 'record a view', method: 'POST', url: '/api/recently_product', payload: { shop_id: TORONTO, product_id: products[1]!.product_id } },
    { name: 'recently viewed', method: 'GET', url: `/api/recently_product?shop_id=${TORONTO}` },
    { name: 'coupons', method: 'GET', url: '/api/user/coupons/list/group' },
    { name: 'coupon packages', method: 'GET', url: '/api/coupon_package/get_available_package' },
    { name: 'redeem package', method: 'POST', url: '/api/coupon_package/redeem_package', payload: { card_setting_id: packageId } },
    { name: "today's amount", method: 'GET', url: '/api/today_order_amount' },
    { name: 'cart merge', method: 'POST', url: '/api/webclient/cart/merge', payload: { shop_id: TORONTO, product_items: [] } },
  ];

  describe("A's token on B's ids", () => {
    const missing = { status: 404, error: 'ADDRESS_NOT_FOUND' } as const;
    const refused = { status: 403, error: 'FORBIDDEN' } as const;
    const webapp = '/api/webapp/addressbook';
    const foreign = (): (Call & { status: 403 | 404; error: string })[] => [
      { name: "update B's address", ...missing, method: 'POST', url: '/api/webclient/user/addrbook/update',
        payload: { id: bAddressId, ...address, name: 'Hijacked' } },
      { name: "delete B's address", ...missing, method: 'POST', url: '/api/webclient/user/addrbook/delete', payload: { id: bAddressId } },
      { name: "list B's addresses (pq_customer_id)", ...refused, method: 'GET', url: `${webapp}?pq_customer_id=${b.customerId}` },
      { name: "list B's addresses with a category", ...refused, method: 'GET', url: `${webapp}?pq_customer_id=${b.customerId}&category=all` },
      { name: "delete B's address as B (customer_id)", ...refused, method: 'DELETE', url: webapp,
        payload: { customer_id: b.customerId, id: bAddressId } },
      { name: "delete B's address as A (customer_id)", ...missing, method: 'DELETE', url: webapp,
        payload: { customer_id: a.customerId, id: bAddressId } },
    ];

    const foreignNames = [
      "update B's address",
      "delete B's address",
      "list B's addresses (pq_customer_id)",
      "list B's addresses with a category",
      "delete B's address as B (customer_id)",
      "delete B's address as A (customer_id)",
    ];

    it('the foreign table is the one run', () => {
      expect(foreign().map((c) => c.name)).toEqual(foreignNames);
    });

    it.each(foreignNames)('%s: 403/404 and nothing of B in the answer', async (name) => {
      const call = foreign().find((c) => c.name === name)!;
      const res = await callAs(t, a, call.method, call.url, call.payload);
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(call.status);
      expect(apiErrorSchema.parse(res.json()).error, call.name).toBe(call.error);
      expectNoSecrets(res.body);
    });

    it('a foreign address id answers exactly like a missing one', async () => {
      const foreignId = await callAs(t, a, 'POST', '/api/webclient/user/addrbook/delete', { id: bAddressId });
      const missing = await callAs(t, a, 'POST', '/api/webclient/user/addrbook/delete', { id: 2_000_000_000 });
      expect([foreignId.statusCode, foreignId.body]).toEqual([missing.statusCode, missing.body]);
    });

    it("every read A may make holds only A's own data, whatever ids are smuggled in", async () => {
      const smuggle = `customer_id=${b.customerId}&cid=${b.customerId}&pq_customer_id=${a.customerId}`;
      for (const call of everyCall()) {
        const url = call.url.includes('pq_customer_id') ? call.url.replace(`pq_customer_id=${b.customerId}`, smuggle) : `${call.url}${call.url.includes('?') ? '&' : '?'}${smuggle}`;
        const payload = call.payload === undefined ? undefined : { ...(call.payload as object), customer_id: b.customerId, cid: b.customerId };
        const res = await callAs(t, a, call.method, url, payload);
        expect([200, 403, 404, 409], `${call.name}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        expectNoSecrets(res.body);
      }
      const today = await callAs(t, a, 'GET', '/api/today_order_amount');
      expect(today.json()).toEqual({ status: 1, data: { amount: 0, order_count: 0 } });
      const cart = cartCalculateResponseSchema.parse((await callAs(t, a, 'POST', '/api/webclient/cart/merge', { shop_id: TORONTO, product_items: [] })).json()).data;
      expect(cart.menu).toEqual([]);
    });

    it("leaves B's data as it was", async () => {
      const db = t.handle.db;
      const [row] = await db.select().from(addressBook).where(eq(addressBook.id, bAddressId));
      expect(row).toMatchObject({ customerId: b.customerId, name: address.name, address: address.address });
      expect(await db.select().from(favourites).where(eq(favourites.customerId, b.customerId))).toHaveLength(1);
      expect(await db.select().from(recentlyViewed).where(eq(recentlyViewed.customerId, b.customerId))).toHaveLength(1);
      expect(await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, b.customerId))).toHaveLength(3);
      const [cart] = await db.select().from(carts).where(eq(carts.customerId, b.customerId));
      expect(cart!.items).toEqual([{ product_id: products[2]!.product_id, qty: 3, note: 'Bravo-secret-note', options: [] }]);
      // B still sees all of it.
      const list = await callAs(t, b, 'GET', '/api/webclient/user/addrbook/list');
      expect(list.body).toContain(address.address);
    });
  });

  describe('who may call at all', () => {
    const names = [
      'address list', 'address add', 'address update', 'address delete', 'webapp address list', 'webapp address delete',
      'follow', 'favourites', 'favourite ids', 'record a view', 'recently viewed', 'coupons', 'coupon packages',
      'redeem package', "today's amount", 'cart merge',
    ];

    it('the table covers every account call', () => {
      expect(everyCall().map((c) => c.name)).toEqual(names);
    });

    it.each(names)('%s: 401 NOT_LOGIN without a token, even with a bad body', async (name) => {
      const call = everyCall().find((c) => c.name === name)!;
      for (const payload of call.method === 'GET' ? [undefined] : [call.payload, { nonsense: true }]) {
        const res = await callAs(t, undefined, call.method, call.url, payload);
        expect(res.statusCode, res.body).toBe(401);
        expect(apiErrorSchema.parse(res.json())).toEqual({ error: 'NOT_LOGIN', message: 'You have not logged in yet! Please log in before proceeding!' });
      }
    });

    it.each(names)('%s: 403 with a staff session', async (name) => {
      const call = everyCall().find((c) => c.name === name)!;
      const staff = await signInStaff(t);
      const res = await callAs(t, staff, call.method, call.url, call.payload);
      expect(res.statusCode, res.body).toBe(403);
      expect(apiErrorSchema.parse(res.json()).error).toBe('FORBIDDEN');
      expectNoSecrets(res.body);
    });

    it('an expired session of A is refused with TOKEN_EXPIRED', async () => {
      const { token } = await issueSession(t.handle.db, { kind: 'customer', customerId: a.customerId, now: new Date(NOW - 31 * 86_400_000) });
      const stale: SignedIn = { token, headers: (locale = 'en') => t.headers(locale, { 'client-token': token }) };
      for (const call of everyCall()) {
        const res = await callAs(t, stale, call.method, call.url, call.payload);
        expect(res.statusCode, call.name).toBe(401);
        expect(apiErrorSchema.parse(res.json()).error, call.name).toBe('TOKEN_EXPIRED');
      }
    });
  });
});
