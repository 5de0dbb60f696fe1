import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderQuoteResponseSchema, placedOrderResponseSchema } from '../../core/schemas/checkout';
import { orderDetailResponseSchema } from '../../core/schemas/order';
import { orderLines, products, shops } from '../../server/db/schema';
import { translator } from '../../server/i18n';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { priceCart } from '../../server/services/cart/price-cart';
import { signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, get, plainProducts, post, refreshCatalogue, SHOP } from './orders-support';

/**
 * DECISIONS "Tax" end to end: HST applies to taxable supplies only, basic groceries are zero-rated.
 * An order of one zero-rated and one taxable line is taxed on the taxable line alone when the cart is
 * priced, quoted and placed (each order line stores the rate it was taxed at), a change of payment
 * type keeps that tax, and the invoice marks the taxed line.
 */

function hasPoppler(): boolean {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const popplerMissing = !hasPoppler();
if (popplerMissing && process.env.CI === 'true') throw new Error('pdftotext (poppler-utils) is required under CI=true');
const withPoppler = popplerMissing ? it.skip : it;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'tax-invoice-'));
  try {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[ \u00a0]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(dbTargets())('tax classes on %s', (target) => {
  let t: TestApp;
  let buyer: SignedInCustomer;
  let addressId: number;
  let grocery: ProductRecord;
  let supply: ProductRecord;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    buyer = await signInCustomer(t);
    addressId = await addAddress(t, buyer.customerId);
    grocery = (await plainProducts(t, { pickup: true, taxClass: 'zero_rated' }))[0]!;
    supply = (await plainProducts(t, { pickup: true, taxClass: 'taxable' }))[0]!;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  /** About $120 of zero-rated groceries and $40 of a taxable supply: over the small order fee's threshold. */
  const lines = () => [
    { product_id: grocery.id, qty: Math.ceil(12_000 / grocery.priceCents) },
    { product_id: supply.id, qty: Math.ceil(4_000 / supply.priceCents) },
  ];
  const groceryCents = () => lines()[0]!.qty * grocery.priceCents;
  const supplyCents = () => lines()[1]!.qty * supply.priceCents;

  it('prices each cart line at its class rate: 0 for the grocery, the shop rate of 13 % for the supply', async () => {
    const [shop] = await t.handle.db.select({ rate: shops.taxRateBp }).from(shops).where(eq(shops.id, SHOP));
    expect(shop!.rate).toBe(1300);
    const cart = await priceCart(t.app, {
      shopId: SHOP,
      shippingType: 'delivery',
      lines: lines().map((l) => ({ ...l, note: '', options: [] })),
      locale: 'en',
      t: translator('en'),
      customerId: buyer.customerId,
    });
    expect(cart.lines.map((l) => [l.productId, l.taxRateBps])).toEqual([
      [grocery.id, 0],
      [supply.id, 1300],
    ]);
  });

  it('quotes and places the order with HST on the taxable line only, and stores each line\'s rate', async () => {
    const body = deliveryBody(addressId, lines(), { payment_type: 'card' });
    const quoteRes = await post(t, buyer, '/api/webclient/order/quote', body);
    expect(quoteRes.statusCode, quoteRes.body).toBe(200);
    const q = orderQuoteResponseSchema.parse(quoteRes.json()).data;
    const tax = Math.round(supplyCents() * 0.13);
    const subtotal = groceryCents() + supplyCents();
    const card = Math.round((subtotal + tax) * 0.02);
    expect(q.payable, q.refusal ?? '').toBe(true);
    expect(q.fee_lines).toEqual([
      { code: 'subtotal', amount: subtotal / 100 },
      { code: 'tax', amount: tax / 100 },
      { code: 'channel_fee', amount: card / 100 },
      { code: 'total', amount: (subtotal + tax + card) / 100 },
    ]);
    // Not 13 % of the whole subtotal, as before tax classes.
    expect(tax).toBeLessThan(Math.round(subtotal * 0.13));

    const res = await post(t, buyer, '/api/webclient/order/place_order', body, { headers: { 'idempotency-key': `tax-classes-${target}` } });
    expect(res.statusCode, res.body).toBe(200);
    const placed = placedOrderResponseSchema.parse(res.json()).data;
    expect(placed.total).toBe(q.total);
    orderId = placed.order_id;

    const stored = await t.handle.db
      .select({ productId: orderLines.productId, taxRateBps: orderLines.taxRateBps })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    expect(stored).toEqual([
      { productId: grocery.id, taxRateBps: 0 },
      { productId: supply.id, taxRateBps: 1300 },
    ]);
    const detail = orderDetailResponseSchema.parse((await get(t, buyer, `/api/webclient/order/detail?order_id=${orderId}`)).json()).data;
    expect(detail.lines.map((l) => [l.product_id, l.tax_rate_bps])).toEqual([
      [grocery.id, 0],
      [supply.id, 1300],
    ]);
    expect(detail.fee_lines).toEqual(q.fee_lines);
  });

  it('keeps the stored rates after checkout: a later reclassification changes nothing, and a change of payment type keeps the tax', async () => {
    // The manager makes the supply zero-rated after the order: the order was taxed as placed.
    await t.handle.db.update(products).set({ taxClass: 'zero_rated' }).where(eq(products.id, supply.id));
    await refreshCatalogue(t);
    const res = await post(t, buyer, '/api/webclient/order/change_payment_type', { order_id: orderId, payment_type: 'pad' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = orderDetailResponseSchema.parse(res.json()).data;
    const tax = Math.round(supplyCents() * 0.13);
    const subtotal = groceryCents() + supplyCents();
    expect(detail.payment_type).toBe('pad');
    expect(detail.fee_lines).toEqual([
      { code: 'subtotal', amount: subtotal / 100 },
      { code: 'tax', amount: tax / 100 },
      { code: 'total', amount: (subtotal + tax) / 100 },
    ]);
    await t.handle.db.update(products).set({ taxClass: 'taxable' }).where(eq(products.id, supply.id));
    await refreshCatalogue(t);
  });

  withPoppler('the invoice marks the taxed line with H and says what it means, in English and French', async () => {
    const en = await get(t, buyer, `/api/webclient/order/invoice?order_id=${orderId}&lang=en`);
    expect(en.statusCode).toBe(200);
    const rows = pdfText(en.rawPayload).split('\n');
    const rowOf = (name: string) => rows.find((r) => r.includes(name)) ?? '';
    expect(rowOf(supply.nameEn)).toMatch(/\$[\d,]+\.\d{2} H\s*$/);
    expect(rowOf(grocery.nameEn)).toMatch(/\$[\d,]+\.\d{2}\s*$/);
    expect(rowOf(grocery.nameEn)).not.toMatch(/ H\s*$/);
    expect(rows.join('\n')).toContain('H = HST 13% charged on this line.');

    const fr = pdfText((await get(t, buyer, `/api/webclient/order/invoice?order_id=${orderId}&lang=fr`)).rawPayload);
    const frRows = fr.split('\n');
    expect(frRows.find((r) => r.includes(supply.nameFr))).toMatch(/\d,\d{2} \$ T\s*$/);
    expect(fr).toContain('T = TVH de 13 % perçue sur cette ligne.');
  });
});
