import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSearchResponseSchema, skuIndexResponseSchema, staffListResponseSchema } from '../../core/schemas/agent';
import { customers, staffAccounts } from '../../server/db/schema';
import { demoCustomers } from '../../server/db/seed/demo-customers';
import { signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { getAs, staffSession, type StaffSignedIn } from './agent-support';
import { clock, refreshCatalogue, setStock, SHOP } from './orders-support';

describe.each(dbTargets())('agent console: staff, customer finder and SKU index on %s', (target) => {
  let t: TestApp;
  let agent: StaffSignedIn;
  let supervisor: StaffSignedIn;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    agent = await staffSession(t, 'agent');
    supervisor = await staffSession(t, 'supervisor');
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const search = async (q: string, who: StaffSignedIn = agent, limit?: number) => {
    const res = await getAs(t, who, `/api/agent/customers/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return customerSearchResponseSchema.parse(res.json()).data.customers;
  };

  it('refuses customers (403) and callers without a token (401) on every staff endpoint, whatever they send', async () => {
    const buyer = await signInCustomer(t);
    for (const url of [
      '/api/agent/staff',
      '/api/agent/customers/search?q=lotus',
      '/api/agent/customers/search',
      '/api/agent/orders',
      '/api/agent/orders?sort=nonsense',
      '/api/agent/orders/export',
      '/api/agent/orders/detail?order_id=1',
      '/api/agent/orders/invoice?order_id=1',
      '/api/agent/audit',
    ]) {
      const none = await getAs(t, undefined, url);
      expect(none.statusCode, url).toBe(401);
      expect(none.json().error).toBe('NOT_LOGIN');
      const customer = await getAs(t, buyer, url);
      expect(customer.statusCode, url).toBe(403);
      expect(customer.json()).toEqual({ error: 'FORBIDDEN', message: 'This account is not allowed to do that.' });
    }
  });

  it('lists every staff member to a supervisor and only themselves to an agent', async () => {
    const forSupervisor = staffListResponseSchema.parse((await getAs(t, supervisor, '/api/agent/staff')).json()).data.staff;
    const all = await t.handle.db.select({ id: staffAccounts.id }).from(staffAccounts);
    expect(forSupervisor.map((s) => s.id).sort((a, b) => a - b)).toEqual(all.map((s) => s.id).sort((a, b) => a - b));
    expect(forSupervisor.find((s) => s.username === 'supervisor')).toMatchObject({ name: 'Sam Chen', role: 'supervisor', active: true });
    const forAgent = staffListResponseSchema.parse((await getAs(t, agent, '/api/agent/staff')).json()).data.staff;
    expect(forAgent).toEqual([expect.objectContaining({ id: agent.staffId, role: 'agent' })]);
  });

  it('finds the seeded demo restaurants by phone digits, with or without the leading 1 and punctuation', async () => {
    expect(demoCustomers.length).toBeGreaterThanOrEqual(8);
    for (const q of ['6475550102', '16475550102', '+1 (647) 555-0102', '555-0102']) {
      const found = await search(q);
      expect(found[0], q).toMatchObject({
        name: 'Bistro Laurier',
        phone_num: '16475550102',
        phone: '+1 647-555-0102',
        email: 'chef@bistrolaurier.example',
        address: '483 Queen St W, Toronto, ON M5V 2A9',
        city: 'Toronto',
        order_count: 0,
        last_order_at: null,
        shop_id: SHOP,
      });
    }
    // A partial number matches every number holding it.
    const partial = await search('555-01');
    expect(partial.map((c) => c.name)).toEqual(expect.arrayContaining(['Bistro Laurier', 'Golden Lotus Dim Sum', 'Harbour Fish & Chips']));
  });

  it('finds by part of the name (any case), by customer id, by postal code and by city or street', async () => {
    expect((await search('lotus')).map((c) => c.name)).toEqual(['Golden Lotus Dim Sum']);
    expect((await search('SUSHI')).map((c) => c.name)).toEqual(['Sakura Sushi Bar']);
    const [lotus] = await t.handle.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, '16475550101'));
    const byId = await search(String(lotus!.id));
    expect(byId[0]).toMatchObject({ customer_id: lotus!.id, name: 'Golden Lotus Dim Sum', address: 'Unit 12-4300 Steeles Ave E, Markham, ON L3R 0Y5', city: 'Markham' });
    expect((await search('m5v2a9')).map((c) => c.name)).toEqual(['Bistro Laurier']);
    expect((await search('M5V 2A9')).map((c) => c.name)).toEqual(['Bistro Laurier']);
    expect((await search('mississauga')).map((c) => c.name).sort()).toEqual(['Harbour Fish & Chips', 'Mississauga Tandoori Kitchen']);
    expect((await search('danforth ave')).map((c) => c.name)).toEqual(['Danforth Souvlaki Grill']);
    expect(await search('no such restaurant anywhere')).toEqual([]);
    expect(await search('lotus', agent, 1)).toHaveLength(1);
  });

  it('puts the exact customer id first, then phone matches', async () => {
    // A customer whose phone holds another customer's id: the id's owner still comes first (ids of
    // three digits or more: shorter numbers are too short to search phones by).
    await t.handle.db.execute(sql`select setval(pg_get_serial_sequence('customers', 'id'), greatest(700, (select max(id) from customers)))`);
    const target = await signInCustomer(t, { name: 'Id Owner Kitchen' });
    const digits = String(target.customerId);
    const phoneHolder = await signInCustomer(t, { phone: `1905${digits.padStart(7, '7')}`, name: 'Phone Holder Deli' });
    const found = await search(digits, supervisor, 50);
    expect(found[0]!.customer_id).toBe(target.customerId);
    expect(found.map((c) => c.customer_id)).toContain(phoneHolder.customerId);
  });

  it('takes % and _ literally (LIKE wildcards are escaped)', async () => {
    const halal = await signInCustomer(t, { name: '100% Halal Grill' });
    const under = await signInCustomer(t, { name: 'Under_score Bistro' });
    expect((await search('%')).map((c) => c.customer_id)).toEqual([halal.customerId]);
    expect((await search('0% h')).map((c) => c.customer_id)).toEqual([halal.customerId]);
    expect((await search('_')).map((c) => c.customer_id)).toEqual([under.customerId]);
    expect((await search('\\')).map((c) => c.customer_id)).toEqual([]);
  });

  it('answers bad search input with 400 and a message in the caller’s language, never 500', async () => {
    const empty = await getAs(t, agent, '/api/agent/customers/search?q=%20%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Type a phone number, a name, a customer number or an address to search.');
    const fr = await getAs(t, agent, '/api/agent/customers/search?q=', 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe('Saisissez un numéro de téléphone, un nom, un numéro de client ou une adresse pour chercher.');
    for (const url of [
      '/api/agent/customers/search?q=a&limit=0',
      '/api/agent/customers/search?q=a&limit=abc',
      `/api/agent/customers/search?q=${'x'.repeat(81)}`,
    ]) {
      const res = await getAs(t, agent, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBeTruthy();
    }
  });

  it('serves the SKU index: every stocked product, delisted ones too, in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalogue/sku_index?shop_id=${SHOP}&shipping_type=delivery`, headers: t.headers() });
    expect(res.statusCode, res.body).toBe(200);
    const index = skuIndexResponseSchema.parse(res.json()).data;
    const snapshot = await t.app.catalogue.current();
    const stocked = snapshot.stock.get(SHOP)!;
    expect(index).toMatchObject({ shop_id: SHOP, shipping_type: 'delivery', version: snapshot.version });
    expect(index.rows).toHaveLength(stocked.size);
    const delisted = index.rows.find((r) => r.status === 1);
    expect(delisted, 'the demo shop stocks a delisted product').toBeDefined();
    const product = snapshot.products.get(delisted!.product_id)!;
    expect(delisted).toMatchObject({ sku: product.sku, name: product.nameEn, stock: stocked.get(product.id) });
    // Listed products agree with the menu, field for field where they overlap.
    const menu = (await t.app.inject({ method: 'GET', url: `/api/webclient/menu?shop_id=${SHOP}&shipping_type=delivery`, headers: t.headers() })).json();
    const fromMenu = menu.data.menus.flatMap((m: { products: unknown[] }) => m.products) as { product_id: number; price: number; stock: number; pickup_allowed: boolean; max: number }[];
    for (const p of fromMenu.slice(0, 50)) {
      const row = index.rows.find((r) => r.product_id === p.product_id);
      expect(row).toMatchObject({ price: p.price, stock: p.stock, pickup_allowed: p.pickup_allowed, max: p.max, status: 0 });
    }
    // Category order as the menu shows it.
    const positions = index.rows.map((r) => r.category_position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(index.rows.some((r) => r.pickup_allowed === false)).toBe(true);

    const cn = skuIndexResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/catalogue/sku_index?shop_id=${SHOP}`, headers: t.headers('cn') })).json(),
    ).data;
    expect(cn.rows.find((r) => r.product_id === product.id)!.name).toBe(product.nameCn);
  });

  it('answers 304 to a matching If-None-Match and reflects a stock change once the catalogue reloads', async () => {
    const url = `/api/catalogue/sku_index?shop_id=${SHOP}&shipping_type=pickup`;
    const first = await t.app.inject({ method: 'GET', url, headers: t.headers() });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: t.headers('en', { 'if-none-match': etag }) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another body and another tag.
    const fr = await t.app.inject({ method: 'GET', url, headers: t.headers('fr', { 'if-none-match': etag }) });
    expect(fr.statusCode).toBe(200);

    const row = skuIndexResponseSchema.parse(first.json()).data.rows.find((r) => r.status === 0 && r.stock > 3)!;
    await setStock(t, row.product_id, 3);
    const changed = await t.app.inject({ method: 'GET', url, headers: t.headers('en', { 'if-none-match': etag }) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(skuIndexResponseSchema.parse(changed.json()).data.rows.find((r) => r.product_id === row.product_id)!.stock).toBe(3);
    await setStock(t, row.product_id, row.stock);
    await refreshCatalogue(t);
  });

  it('answers an unknown shop with 404 and a bad shop id with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/catalogue/sku_index?shop_id=999999', headers: t.headers() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/catalogue/sku_index?shop_id=abc', headers: t.headers() })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/catalogue/sku_index?shop_id=${SHOP}&shipping_type=drone`, headers: t.headers() })).statusCode).toBe(400);
  });
});
