import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders } from '../../core/request-signature';
import { PHOTO_MAX_BYTES } from '../../core/schemas/fulfilment';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase, runMigrations } from '../../server/db/client';
import { orders, photos } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed/seed-demo';
import { issueSession } from '../../server/services/auth/session-tokens';
import type { StepActor } from '../../server/services/fulfilment/transition';
import { packedOrder, plainProduct } from '../helpers/delivery-fixture';
import { dataUrl, gifBytes, jpegBytes, pngBytes } from '../helpers/photo-fixture';
import { callAs, createStaff, signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import pg from 'pg';

/**
 * Photos (issue 15): the driver's proof of delivery arrives as base64 or a data: URL, its bytes decide
 * the type (png/jpg only), at most 5 MB; it is stored in the database and served at /api/photos/:id to
 * staff and to the order's buyer only, by any app instance on the same PostgreSQL.
 */

afterAll(async () => {
  await closeTemplate();
});

const PHOTO_PATH = /^\/api\/photos\/[0-9a-f-]{36}$/;

describe.each(dbTargets())('photos on %s', (target) => {
  let t: TestApp;
  let warehouse: StepActor;
  let driver: SignedIn & { staffId: number };
  let product: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    warehouse = { role: 'warehouse', staffId: await createStaff(t, 'warehouse') };
    driver = await signInStaff(t, 'driver');
    product = await plainProduct(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const deliver = (orderId: number, photo?: string, locale: 'en' | 'cn' | 'fr' = 'en') =>
    callAs(t, driver, 'POST', '/api/driver/deliver', { order_id: orderId, receiver_name: 'Mei at the back door', ...(photo === undefined ? {} : { photo }) }, locale);
  const photoCount = async () => (await t.handle.db.select({ id: photos.id }).from(photos)).length;

  it('a png as a data: URL is stored and served as image/png to the buyer and to staff; another customer gets 404, a guest 401', async () => {
    const buyer = await signInCustomer(t);
    const order = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    const png = pngBytes(16);
    const res = await deliver(order.orderId, dataUrl(png));
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().data.delivery_photo as string;
    expect(path).toMatch(PHOTO_PATH);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'delivered', receiverName: 'Mei at the back door', deliveryPhoto: path });

    for (const who of [buyer, driver, await signInStaff(t, 'warehouse'), await signInStaff(t, 'agent')]) {
      const served = await callAs(t, who, 'GET', path);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('private');
      expect(served.rawPayload.equals(png)).toBe(true);
    }
    const stranger = await signInCustomer(t);
    const refused = await callAs(t, stranger, 'GET', path, undefined, 'fr');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'PHOTO_NOT_FOUND', message: 'Cette photo est introuvable, ou vous ne pouvez pas la voir.' });
    expect((await callAs(t, undefined, 'GET', path)).statusCode).toBe(401);
    expect((await callAs(t, buyer, 'GET', '/api/photos/not-a-uuid')).statusCode).toBe(404);
    expect((await callAs(t, buyer, 'GET', '/api/photos/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a jpg as bare base64 is served as image/jpeg', async () => {
    const buyer = await signInCustomer(t);
    const order = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    const jpg = jpegBytes(2048);
    const res = await deliver(order.orderId, jpg.toString('base64'));
    expect(res.statusCode, res.body).toBe(200);
    const served = await callAs(t, buyer, 'GET', res.json().data.delivery_photo);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpg)).toBe(true);
  });

  it('a gif, a data: URL that lies about its type, or garbage is a translated 400; the order does not move and nothing is stored', async () => {
    const buyer = await signInCustomer(t);
    const order = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    const before = await photoCount();
    const gif = await deliver(order.orderId, dataUrl(gifBytes(), 'image/gif'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual({ error: 'PHOTO_TYPE', message: 'Photos must be .png, .jpg or .jpeg files.' });
    const lying = await deliver(order.orderId, dataUrl(gifBytes(), 'image/png'), 'cn');
    expect(lying.json()).toEqual({ error: 'PHOTO_TYPE', message: '照片须为 .png、.jpg 或 .jpeg 格式。' });
    const garbage = await deliver(order.orderId, 'this is not base64 at all!!!', 'fr');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ error: 'PHOTO_INVALID', message: 'La photo n’a pas pu être lue.' });
    const random = await deliver(order.orderId, randomBytes(300).toString('base64'));
    expect(random.json().error).toBe('PHOTO_TYPE');
    expect(await photoCount()).toBe(before);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'delivering', receiverName: null, deliveryPhoto: null });
  });

  it('5 MB is taken; 5 MB + 1 byte is a translated 400', async () => {
    const buyer = await signInCustomer(t);
    const png = pngBytes(4);
    const atLimit = Buffer.concat([png, Buffer.alloc(PHOTO_MAX_BYTES - png.length)]);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const first = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse });
    const tooLarge = await deliver(first.orderId, dataUrl(over));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ error: 'PHOTO_TOO_LARGE', message: 'Each photo must be under 5 MB.' });
    const ok = await deliver(first.orderId, dataUrl(atLimit));
    expect(ok.statusCode, ok.body).toBe(200);
    const served = await callAs(t, buyer, 'GET', ok.json().data.delivery_photo);
    expect(served.rawPayload.length).toBe(PHOTO_MAX_BYTES);
  });

  it('a delivery the order is not ready for is a 409 and keeps no photo', async () => {
    const buyer = await signInCustomer(t);
    const order = await packedOrder(t, { customerId: buyer.customerId, productId: product, warehouse, leave: false });
    const before = await photoCount();
    const res = await deliver(order.orderId, dataUrl(pngBytes()));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('ORDER_TRANSITION_REFUSED');
    expect(await photoCount()).toBe(before);
  });
});

/** Two servers on one PostgreSQL (each its own pool): a photo one stores, the other serves. */
describe.runIf(process.env.TEST_DATABASE_URL)('photos with two app instances on one PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `sd_photos_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const config = testConfig({ WEB_DIST: './no-web-build-in-tests' });
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
      handles.push(handle);
      await runMigrations(handle);
      if (i === 0) await seedDemo(handle.db);
      const app = await buildApp({ config, db: handle.db });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('the driver delivers through one server; the buyer sees the photo through the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const t = { app: a, handle: handles[0]!, headers: () => ({}), close: async () => undefined } as TestApp;
    const headers = (token: string) => ({ ...clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: config.SIGNATURE_SALT }), 'client-token': token });
    const buyer = await signInCustomer(t);
    const warehouse: StepActor = { role: 'warehouse', staffId: await createStaff(t, 'warehouse') };
    const order = await packedOrder(t, { customerId: buyer.customerId, productId: await plainProduct(t), warehouse });
    const driverId = await createStaff(t, 'driver');
    const { token } = await issueSession(handles[0]!.db, { kind: 'staff', staffId: driverId, now: new Date() });
    const png = pngBytes(12, [200, 40, 40]);
    const res = await a.inject({
      method: 'POST',
      url: '/api/driver/deliver',
      headers: headers(token),
      payload: { order_id: order.orderId, receiver_name: 'Sam', photo: dataUrl(png) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const served = await b.inject({ method: 'GET', url: res.json().data.delivery_photo, headers: headers(buyer.token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});
