import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeOrderTotals } from '../../core/checkout/order-totals';
import { apiErrorSchema } from '../../core/schemas/common';
import { receiptSentResponseSchema } from '../../core/schemas/receipt';
import { orderFeeLines, orderLines, orders, products } from '../../server/db/schema';
import { callAs, signInAgentFor, signInCustomer, signInStaff, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Invoice download and receipt by e-mail (spec §2.8, §5 Other forms, §7) against a real database:
 * the caller's own order only, the PDF in the order's language, the receipt e-mail in the outbox
 * with its PDF, and an address the mail provider refuses answered with the §8 message.
 */

const NOW = Date.parse('2026-11-21T14:30:00Z');
const TORONTO = 17243;
const CANNOT_RECEIVE = 'This email cannot receive receipt, please try again';

function hasPdftotext(): boolean {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const popplerMissing = !hasPdftotext();
if (popplerMissing && process.env.CI === 'true') throw new Error('pdftotext (poppler-utils) is required under CI=true');
const withPoppler = popplerMissing ? it.skip : it;

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'receipts-api-'));
  try {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replaceAll('\u00a0', ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let orderSequence = 0;

/** One order as checkout stores it: three lines (one catch-weight) and a gift, fee lines from core. */
async function insertOrder(
  t: TestApp,
  customerId: number,
  opts: { language: 'en' | 'fr' | 'cn'; shipping?: 'delivery' | 'pickup'; paymentStatus?: string },
): Promise<{ id: number; orderNo: string; totalCents: number }> {
  const db = t.handle.db;
  const weighed = await db.select().from(products).where(eq(products.needWeigh, 1)).orderBy(asc(products.id)).limit(1);
  const counted = await db.select().from(products).where(eq(products.needWeigh, 0)).orderBy(asc(products.id)).limit(3);
  const picked = [...weighed, ...counted];
  expect(picked.length).toBe(4);
  const lines = picked.slice(0, 3).map((p, i) => ({ product: p, qty: i + 2, gift: false }));
  lines.push({ product: picked[3]!, qty: 1, gift: true });
  const totals = computeOrderTotals({
    lines: lines.filter((l) => !l.gift).map((l) => ({ rowTotalCents: l.product.priceCents * l.qty, taxRateBps: 1300 })),
    couponDiscountCents: 0,
    deliveryFeeCents: 0,
    smallOrderFeeCents: 0,
    tipsCents: 300,
    paymentType: 'card',
  });
  orderSequence += 1;
  const orderNo = `SD26112${process.pid % 1000}${String(orderSequence).padStart(4, '0')}`;
  const pickup = opts.shipping === 'pickup';
  const [order] = await db
    .insert(orders)
    .values({
      orderNo,
      shopId: TORONTO,
      customerId,
      shippingType: pickup ? 'pickup' : 'delivery',
      warehouseId: pickup ? 1 : null,
      status: 'processing',
      paymentStatus: opts.paymentStatus ?? 'paid',
      paymentType: 'card',
      serviceDate: '2026-11-23',
      timePreference: pickup ? '14:00' : 'asap',
      contact: {
        name: 'Golden Dragon Restaurant',
        tel: '416-555-0142',
        addr: '4168 Finch Ave E, Scarborough, ON M1S 5H6',
        postal_code: 'M1S 5H6',
        latitude: '43.8086',
        longitude: '-79.2690',
        buzz_code: '',
        unit: '12',
      },
      note: '',
      language: opts.language,
      totalCents: totals.totalCents,
      createdAt: new Date(NOW - 3_600_000),
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    lines.map(({ product: p, qty, gift }) => ({
      orderId: order!.id,
      productId: p.id,
      sku: p.sku,
      name: { en: p.nameEn, cn: p.nameCn, fr: p.nameFr },
      qty,
      unitPriceCents: gift ? 0 : p.priceCents,
      rowTotalCents: gift ? 0 : p.priceCents * qty,
      orgRowTotalCents: gift ? 0 : p.priceCents * qty,
      options: [],
      needWeigh: p.needWeigh,
      weightValue: p.weightValue,
      weightUnit: p.weightUnit,
      isGift: gift,
    })),
  );
  await db.insert(orderFeeLines).values(
    totals.feeLines.map((f, position) => ({ orderId: order!.id, kind: f.code, amountCents: f.amountCents, position })),
  );
  return { id: order!.id, orderNo, totalCents: totals.totalCents };
}

describe.each(dbTargets())('invoices and receipts on %s', (target) => {
  let t: TestApp;
  let a: SignedInCustomer;
  let b: SignedInCustomer;
  let aOrder: { id: number; orderNo: string; totalCents: number };
  let aPickup: { id: number; orderNo: string; totalCents: number };
  let bOrder: { id: number; orderNo: string; totalCents: number };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(NOW) });
    a = await signInCustomer(t, { name: 'Wei Chen', language: 'en' });
    b = await signInCustomer(t, { name: 'Other Buyer' });
    // A's order was placed in French: its invoice and receipt are French unless asked otherwise.
    aOrder = await insertOrder(t, a.customerId, { language: 'fr' });
    aPickup = await insertOrder(t, a.customerId, { language: 'cn', shipping: 'pickup', paymentStatus: 'unpaid' });
    bOrder = await insertOrder(t, b.customerId, { language: 'en' });
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  describe('invoice download', () => {
    it('the own order: a PDF attachment named after the order', async () => {
      for (const path of ['/api/user/receipt/request/pdf', '/api/webclient/order/invoice']) {
        const res = await callAs(t, a, 'GET', `${path}?order_id=${aOrder.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${aOrder.orderNo}.pdf"`);
        expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    });

    withPoppler('in the order’s language, or in the one asked for with lang=', async () => {
      const fr = pdfText((await callAs(t, a, 'GET', `/api/user/receipt/request/pdf?order_id=${aOrder.id}`)).rawPayload);
      expect(fr).toContain('FACTURE');
      expect(fr).toContain(aOrder.orderNo);
      expect(fr).toContain('81234 5678 RT0001');
      const cents = String(aOrder.totalCents % 100).padStart(2, '0');
      expect(fr).toContain(`${Math.floor(aOrder.totalCents / 100).toLocaleString('fr-CA').replace(/\s/g, ' ')},${cents} $`);
      expect(fr).toContain('Poids estimé');

      const en = pdfText((await callAs(t, a, 'GET', `/api/user/receipt/request/pdf?order_id=${aOrder.id}&lang=en`)).rawPayload);
      expect(en).toContain('INVOICE');
      expect(en).toContain('Charged at standard weight');

      const cn = pdfText((await callAs(t, a, 'GET', `/api/webclient/order/invoice?order_id=${aPickup.id}`)).rawPayload);
      expect(cn).toContain('发票');
      expect(cn).toContain('多伦多（士嘉堡）仓库');
      expect(cn).toContain('约 14:00 送达');
    });

    it('another customer’s order is answered like a missing one', async () => {
      for (const id of [bOrder.id, 987_654]) {
        const res = await callAs(t, a, 'GET', `/api/user/receipt/request/pdf?order_id=${id}`);
        expect(res.statusCode).toBe(404);
        expect(apiErrorSchema.parse(res.json())).toMatchObject({ error: 'ORDER_NOT_FOUND', message: 'This order could not be found.' });
        expect(res.body).not.toContain(bOrder.orderNo);
      }
    });

    it('needs a customer: 401 for a guest, 403 for a staff session; an agent acting for the customer may', async () => {
      expect((await callAs(t, undefined, 'GET', `/api/user/receipt/request/pdf?order_id=${aOrder.id}`)).statusCode).toBe(401);
      const staff = await signInStaff(t, 'supervisor');
      expect((await callAs(t, staff, 'GET', `/api/user/receipt/request/pdf?order_id=${aOrder.id}`)).statusCode).toBe(403);
      const agent = await signInAgentFor(t, a.customerId);
      expect((await callAs(t, agent, 'GET', `/api/webclient/order/invoice?order_id=${aOrder.id}`)).statusCode).toBe(200);
    });

    it('bad queries are 400s with a message, never 500s', async () => {
      for (const query of ['', 'order_id=abc', 'order_id=-1', `order_id=${aOrder.id}&lang=de`]) {
        const res = await callAs(t, a, 'GET', `/api/user/receipt/request/pdf?${query}`);
        expect(res.statusCode).toBe(400);
        expect(apiErrorSchema.parse(res.json()).message).not.toBe('');
      }
    });
  });

  describe('receipt by e-mail', () => {
    it('sends the receipt in the order’s language with the PDF attached', async () => {
      for (const path of ['/api/webclient/receipt/request', '/api/user/receipt/request']) {
        const to = `owner+${path.split('/')[2]}@goldendragon.ca`;
        const res = await callAs(t, a, 'POST', path, { order_id: aOrder.id, email: to });
        expect(res.statusCode).toBe(200);
        expect(receiptSentResponseSchema.parse(res.json()).data).toEqual({ sent: true, email: to });
        const [mail] = t.app.outbox.list({ channel: 'mail', to });
        expect(mail?.subject).toBe(`Votre reçu Supply Desk pour la commande ${aOrder.orderNo}`);
        expect(mail?.text).toContain('Bonjour Wei Chen,');
        expect(mail?.text).toContain('Facturé au poids standard');
        expect(mail?.text.replaceAll('\u00a0', ' ')).toMatch(/Total : [\d ]+,\d\d \$/);
        expect(mail?.attachments).toEqual([
          { filename: `receipt-${aOrder.orderNo}.pdf`, content_type: 'application/pdf', size: expect.any(Number) as number },
        ]);
        expect(mail!.attachments![0]!.size).toBeGreaterThan(5_000);
      }
    });

    it('an unpaid order is sent with its invoice', async () => {
      const to = 'books@goldendragon.ca';
      expect((await callAs(t, a, 'POST', '/api/user/receipt/request', { order_id: String(aPickup.id), email: to })).statusCode).toBe(200);
      const [mail] = t.app.outbox.list({ channel: 'mail', to });
      expect(mail?.subject).toContain(aPickup.orderNo);
      expect(mail?.attachments?.[0]?.filename).toBe(`invoice-${aPickup.orderNo}.pdf`);
    });

    it('an address the mail provider refuses: 400 with the spec’s message, in the caller’s language', async () => {
      const res = await callAs(t, a, 'POST', '/api/user/receipt/request', { order_id: aOrder.id, email: 'nobody@mailbox.invalid' });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ error: 'RECEIPT_EMAIL_REFUSED', message: CANNOT_RECEIVE });
      const fr = await callAs(t, a, 'POST', '/api/webclient/receipt/request', { order_id: aOrder.id, email: 'nobody@mailbox.invalid' }, 'fr');
      expect(fr.json()).toMatchObject({ message: 'Cette adresse courriel ne peut pas recevoir le reçu, veuillez réessayer' });
      expect(t.app.outbox.list({ channel: 'mail', to: 'nobody@mailbox.invalid' })).toHaveLength(0);
    });

    it('a malformed or missing address: 400 with the form’s message', async () => {
      const bad = await callAs(t, a, 'POST', '/api/user/receipt/request', { order_id: aOrder.id, email: 'not-an-email' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Please enter the correct email address' });
      const empty = await callAs(t, a, 'POST', '/api/user/receipt/request', { order_id: aOrder.id, email: ' ' }, 'cn');
      expect(empty.json()).toMatchObject({ message: '请输入电子邮箱' });
      const noOrder = await callAs(t, a, 'POST', '/api/user/receipt/request', { email: 'a@example.com' });
      expect(noOrder.statusCode).toBe(400);
    });

    it('another customer’s order: 404 and nothing is sent', async () => {
      const to = 'snoop@example.com';
      const res = await callAs(t, a, 'POST', '/api/user/receipt/request', { order_id: bOrder.id, email: to });
      expect(res.statusCode).toBe(404);
      expect(t.app.outbox.list({ channel: 'mail', to })).toHaveLength(0);
    });

    it('a guest gets 401 whatever it sent; staff 403', async () => {
      expect((await callAs(t, undefined, 'POST', '/api/user/receipt/request', { email: 'x' })).statusCode).toBe(401);
      const staff = await signInStaff(t);
      expect((await callAs(t, staff, 'POST', '/api/user/receipt/request', { order_id: aOrder.id, email: 'a@example.com' })).statusCode).toBe(
        403,
      );
    });
  });
});

describe.each(dbTargets())('receipt by e-mail over SMTP on %s', (target) => {
  let t: TestApp;
  let a: SignedInCustomer;
  let order: { id: number; orderNo: string };
  let smtp: SMTPServer;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'closed@goldendragon.ca') {
          const error = new Error('5.1.1 Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        return callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp(
      target,
      { MAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Supply Desk <receipts@supplydesk.ca>' },
      { clock: () => new Date(NOW) },
    );
    a = await signInCustomer(t, { name: 'Wei Chen' });
    order = await insertOrder(t, a.customerId, { language: 'en' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await closeTemplate();
  });

  it('delivers the receipt with its PDF to the SMTP server', async () => {
    const res = await callAs(t, a, 'POST', '/api/user/receipt/request', { order_id: order.id, email: 'owner@goldendragon.ca' });
    expect(res.statusCode).toBe(200);
    const message = received.at(-1)!;
    expect(message.to).toEqual(['owner@goldendragon.ca']);
    expect(message.data).toContain(`Subject: Your Supply Desk receipt for order ${order.orderNo}`);
    expect(message.data).toContain(`filename=receipt-${order.orderNo}.pdf`);
  });

  it('a mailbox the server refuses (550): 400 "This email cannot receive receipt, please try again"', async () => {
    const res = await callAs(t, a, 'POST', '/api/webclient/receipt/request', { order_id: order.id, email: 'closed@goldendragon.ca' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'RECEIPT_EMAIL_REFUSED', message: CANNOT_RECEIVE });
  });
});
