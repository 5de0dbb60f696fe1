import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { addressBook, customers, padAccounts, padStatements } from '../../server/db/schema';
import { translator } from '../../server/i18n';
import { insertOrder } from '../helpers/order-fixture';
import { signInCustomer, signInStaff, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, plainProducts, SHOP } from './orders-support';

/**
 * A NUL or a lone surrogate in any text a caller sends is refused with a 400 in the caller's language
 * and never reaches the database (issue 14: these routes answered 500, or stored U+FFFD silently).
 * Each case sends a request that succeeds with ordinary text, then the same request with bad text.
 */

const BAD = { nul: 'ab\u0000cd', high: 'ab\ud800cd', low: '\udfffab' } as const;
const LOCALES: Locale[] = ['en', 'cn', 'fr'];
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const BANK = { institution_number: '004', transit_number: '12345', account_number: '000123456789' };

type Who = 'guest' | 'buyer' | 'supervisor';

interface Case {
  name: string;
  who: Who;
  method: 'GET' | 'POST';
  /** The request with `text` in the field under test. */
  url: (text: string) => string;
  body?: (text: string) => unknown;
  headers?: (text: string) => Record<string, string>;
  /** What the request answers with ordinary text (the bad text is then the only difference). */
  okStatus: number;
  /** Texts a URL can carry: a lone surrogate has no UTF-8 form, so only NUL travels in a query string. */
  queryOnly?: boolean;
}

describe.each(dbTargets())('text the database cannot store, on %s', (target) => {
  let t: TestApp;
  let buyer: SignedInCustomer;
  let supervisor: SignedIn;
  let addressId: number;
  let productId: number;
  let orderId: number;
  let sequence = 0;
  /** A different idempotency key per request, so each place_order is a new attempt. */
  const key = () => `bytes-${target}-${(sequence += 1)}-key`;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    buyer = await signInCustomer(t, { name: 'Golden Wok' });
    supervisor = await signInStaff(t, 'supervisor');
    addressId = await addAddress(t, buyer.customerId);
    productId = (await plainProducts(t))[0]!.id;
    orderId = (await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', totalCents: 50_00 })).orderId;
    await t.handle.db.insert(padStatements).values({ customerId: buyer.customerId, version: '2023-11-01', ipAddress: '127.0.0.1', userAgent: 'test' });
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const address = (name: string) => ({
    name,
    tel: '416-555-0123',
    address: '100 Queen St W, Toronto',
    postal_code: 'M5H 2N2',
    latitude: 43.6535,
    longitude: -79.3839,
  });
  const line = (note: string) => ({ product_id: productId, qty: 1, note, options: [] });
  const q = encodeURIComponent;

  const cases: Case[] = [
    { name: 'address book new: name', who: 'buyer', method: 'POST', url: () => '/api/webclient/user/addrbook/new', body: address, okStatus: 200 },
    {
      name: 'address book update: unit',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/webclient/user/addrbook/update',
      body: (text) => ({ ...address('Golden Wok'), unit: text.slice(0, 6), id: addressId }),
      okStatus: 200,
    },
    { name: 'staff login: username', who: 'guest', method: 'POST', url: () => '/api/login', body: (text) => ({ username: text, password: 'wrong' }), okStatus: 400 },
    {
      name: 'buyer login: password',
      who: 'guest',
      method: 'POST',
      url: () => '/api/webclient/login',
      body: (text) => ({ username: '14165550123', password: text }),
      okStatus: 400,
    },
    { name: 'user detail: name', who: 'buyer', method: 'POST', url: () => '/api/user/detail', body: (text) => ({ name: text }), okStatus: 200 },
    {
      name: 'place order: note',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/webclient/order/place_order',
      body: (text) => deliveryBody(addressId, [{ product_id: productId, qty: 1 }], { note: text, idempotency_key: key() }),
      okStatus: 200,
    },
    {
      name: 'place order: a line note inside product_items sent as a JSON string',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/place_order',
      body: (text) => ({ ...deliveryBody(addressId, []), product_items: JSON.stringify([line(text)]), idempotency_key: key() }),
      okStatus: 200,
    },
    {
      name: 'cart calculate: a line note',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/webclient/cart/calculate',
      body: (text) => ({ shop_id: SHOP, product_items: [line(text)] }),
      okStatus: 200,
    },
    {
      name: 'cart calculate: a line note inside product_items sent as a JSON string',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/webclient/cart/calculate',
      body: (text) => ({ shop_id: SHOP, product_items: JSON.stringify([line(text)]) }),
      okStatus: 200,
    },
    {
      name: 'agent customer search: q',
      who: 'supervisor',
      method: 'GET',
      url: (text) => `/api/agent/customers/search?q=${q(text)}`,
      okStatus: 200,
      queryOnly: true,
    },
    { name: 'agent orders: q', who: 'supervisor', method: 'GET', url: (text) => `/api/agent/orders?q=${q(text)}`, okStatus: 200, queryOnly: true },
    {
      name: 'agent orders export: q',
      who: 'supervisor',
      method: 'GET',
      url: (text) => `/api/agent/orders/export?q=${q(text)}`,
      okStatus: 200,
      queryOnly: true,
    },
    {
      name: 'PAD cheque: holder name',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/pad/apply_by_cheque',
      body: (text) => ({ ...BANK, holder_name: text, cheque_image: PNG.toString('base64'), accept: true }),
      okStatus: 200,
    },
    {
      name: 'card delete: payment method id',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/payment/stripe/credit_card/card_delete',
      body: (text) => ({ payment_method_id: `pm_${text}` }),
      okStatus: 404,
    },
    {
      name: 'card payment: idempotency key in the body',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/payment/stripe/order_payment_intent',
      body: (text) => ({ order_id: orderId, payment_method_id: 'pm_unknown', idempotency_key: `${text}-attempt` }),
      okStatus: 404,
    },
    {
      name: 'card payment: Idempotency-Key header',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/payment/stripe/order_payment_intent',
      body: () => ({ order_id: orderId, payment_method_id: 'pm_unknown' }),
      headers: (text) => ({ 'idempotency-key': `${text}-attempt` }),
      okStatus: 404,
    },
    {
      name: 'PAD agreement: User-Agent header (stored with the acceptance)',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/pad/accept_pad_statement',
      body: () => ({ accept: true }),
      headers: (text) => ({ 'user-agent': text }),
      okStatus: 200,
    },
    {
      name: 'product search: keyword',
      who: 'guest',
      method: 'POST',
      url: () => '/api/products/search',
      body: (text) => ({ shop_id: SHOP, keyword: text }),
      okStatus: 200,
    },
    {
      name: 'search suggestions: prefix',
      who: 'guest',
      method: 'GET',
      url: (text) => `/api/search/auto_match?shop_id=${SHOP}&prefix=${q(text)}`,
      okStatus: 200,
      queryOnly: true,
    },
    {
      name: 'a field the route does not know',
      who: 'buyer',
      method: 'POST',
      url: () => '/api/user/detail',
      body: (text) => ({ name: 'Golden Wok', nickname: text }),
      okStatus: 200,
    },
    { name: 'an object key', who: 'buyer', method: 'POST', url: () => '/api/user/detail', body: (text) => ({ name: 'Golden Wok', [text]: 1 }), okStatus: 200 },
  ];

  const send = (c: Case, text: string, locale: Locale) => {
    const who = c.who === 'buyer' ? buyer : c.who === 'supervisor' ? supervisor : undefined;
    const headers = { ...(who ? who.headers(locale) : t.headers(locale)), ...(c.headers?.(text) ?? {}) };
    const body = c.body?.(text);
    return t.app.inject({ method: c.method, url: c.url(text), headers, ...(body === undefined ? {} : { payload: body as object }) });
  };

  it.each(cases)('$name: 400 in the caller’s language, never 500', async (c) => {
    const good = await send(c, 'GoldenWok', 'en');
    expect(good.statusCode, good.body).toBe(c.okStatus);
    const texts = c.queryOnly ? [BAD.nul] : Object.values(BAD);
    for (const [i, text] of texts.entries()) {
      const locale = LOCALES[i % LOCALES.length]!;
      const res = await send(c, text, locale);
      expect(res.statusCode, `${JSON.stringify(text)}: ${res.body}`).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(body.message).toBe(translator(locale)('validation.text_unsupported_characters'));
    }
  });

  it('stores nothing of a refused request', async () => {
    const [before] = await t.handle.db.select().from(customers).where(eq(customers.id, buyer.customerId));
    const entries = async () => (await t.handle.db.select().from(addressBook).where(eq(addressBook.customerId, buyer.customerId))).length;
    const count = await entries();
    for (const text of Object.values(BAD)) {
      await send(cases[0]!, text, 'en');
      await send(cases.find((c) => c.name === 'user detail: name')!, text, 'en');
    }
    expect(await entries()).toBe(count);
    const [after] = await t.handle.db.select().from(customers).where(eq(customers.id, buyer.customerId));
    expect(after!.name).toBe(before!.name);
    expect(after!.name).not.toContain('\ufffd');
    const accounts = await t.handle.db.select().from(padAccounts).where(eq(padAccounts.customerId, buyer.customerId));
    expect(accounts.every((a) => !a.holderName.includes('\ufffd') && !a.holderName.includes('\u0000'))).toBe(true);
  });

  it('names the field that holds the bad text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webclient/user/addrbook/new',
      headers: buyer.headers('fr'),
      payload: { ...address('Golden Wok'), buzz_code: BAD.high },
    });
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.issues).toEqual([{ path: 'body.buzz_code', message: translator('fr')('validation.text_unsupported_characters') }]);
  });
});
