import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRefund } from '../../core/orders/claim-refund';
import { checkoutChargesOf } from '../../core/orders/settlement';
import { padAccountResponseSchema, paymentAttemptResponseSchema, setupIntentResponseSchema } from '../../core/schemas/payment';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import {
  coupons,
  customers,
  orderLedger,
  orderLines,
  orders,
  orderSettledFeeLines,
  products,
  sandboxIntents,
  sandboxRefunds,
  shopProducts,
} from '../../server/db/schema';
import { ledgerInvariant } from '../../server/services/fulfilment/ledger';
import { decideOrderMoney } from '../../server/services/fulfilment/order-money';
import { packOrder } from '../../server/services/fulfilment/packing';
import { applyAction, type StepActor } from '../../server/services/fulfilment/transition';
import { finalInvoiceMailsSettled, sendFinalInvoice } from '../../server/services/receipts/final-invoice-mail';
import { insertOrderWithLines, orderRow } from '../helpers/order-fixture';
import { authorizeCard } from '../helpers/payment-fixture';
import { callAs, createStaff, signInCustomer, signInStaff, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * THE scenario of issue 15, end to end on PGlite and PostgreSQL, with every figure computed by hand in
 * the comments from the spec's rules (not by calling the code under test):
 * - §9 catch-weight: charged at the standard weight, the lighter weight refunded in proportion:
 *   row × actual grams / (ordered × standard grams per unit), rounded DOWN to the cent per line;
 * - a short line: row × delivered / ordered, rounded down;
 * - HST 13 % on the goods; the card channel fee 2 % of the post-tax amount; PAD cashback 1 % of the
 *   post-tax amount (the recalculated one); each rounded to the nearest cent (no half cents occur here);
 * - §9 small order fee ($9.90 under $100 of goods at shop 17243): waived when the shortfall comes from
 *   unavailability or catch-weight, so settlement never adds it.
 *
 * The order (HST on every line):
 *   A  Whole chicken, catch-weight 1.6 kg a bird, $11.95 × 4 = $47.80  (standard 4 × 1,600 g = 6,400 g)
 *   B  7 kg case, catch-weight 7 kg, $8.95 × 2             = $17.90  (standard 2 × 7,000 g = 14,000 g)
 *   C  a product sold by count, $6.50 × 6                  = $39.00
 * Checkout: subtotal 47.80 + 17.90 + 39.00 = $104.70 (≥ $100: no small order fee)
 *   tax 13 % × 104.70 = 13.611 → $13.61; post-tax 104.70 + 13.61 = $118.31
 *   card: channel fee 2 % × 118.31 = 2.3662 → $2.37; total $120.68 (authorized)
 *   PAD: total $118.31; cashback 1 % × 118.31 = 1.1831 → $1.18
 * Packed: A 4 birds weighing 5,910 g; B 2 cases weighing 13,350 g; C 4 of 6 (short).
 *   A ⌊4780¢ × 5910 / 6400⌋ = ⌊4414.03…⌋ = 4414¢ → $44.14 (credit $3.66, lighter)
 *   B ⌊1790¢ × 13350 / 14000⌋ = ⌊1706.89…⌋ = 1706¢ → $17.06 (credit $0.84, lighter)
 *   C ⌊3900¢ × 4 / 6⌋ = 2600¢ → $26.00 (credit $13.00, short)
 *   settled subtotal 44.14 + 17.06 + 26.00 = $87.20 (line credits $17.50) — under $100, and still no
 *   small order fee (§9 waived)
 *   tax 13 % × 87.20 = 11.336 → $11.34; post-tax 87.20 + 11.34 = $98.54
 *   card: channel fee 2 % × 98.54 = 1.9708 → $1.97; settled total $100.51, captured; the buyer is not
 *   charged 120.68 − 100.51 = $20.17 of the hold
 *   PAD: debited $98.54; cashback 1 % × 98.54 = 0.9854 → $0.99 (on the recalculated price)
 * Claim (card order, delivered): 1 of the 4 chickens damaged, approved, refunded to the card.
 *   A keeps ⌊4414¢ × 3 / 4⌋ = ⌊3310.5⌋ = 3310¢; the order's goods 33.10 + 17.06 + 26.00 = $76.16
 *   tax 13 % × 76.16 = 9.9008 → $9.90; post-tax $86.06; channel fee 2 % × 86.06 = 1.7212 → $1.72;
 *   total $87.78. Refund 100.51 − 87.78 = $12.73 (no small order fee deducted: the goods were
 *   already under $100 before the return, §9 deducts it only when a return brings them under).
 *   Final invoice total $87.78 = captured 100.51 − refunded 12.73.
 */

const SHOP = 17243;
/** Wednesday 18 November 2026, 10:00 Toronto. */
const ORDER_DAY = Date.parse('2026-11-18T15:00:00Z');
const CHICKEN = 100204;
const CASE_7KG = 100124;
const PAD_DELAY = 120_000;

function hasPdftotext(): boolean {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const popplerMissing = !hasPdftotext();
if (popplerMissing && process.env.CI === 'true') {
  throw new Error('pdftotext (Debian poppler-utils) is required under CI=true: apt-get install -y poppler-utils');
}
if (popplerMissing) console.warn('fulfilment-scenario: pdftotext not installed (poppler-utils); the PDF read-back is skipped.');

/** What a reader of the PDF sees, one string, spaces (NBSP included) collapsed. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'final-invoice-'));
  try {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[ \u00a0]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('the fulfilment scenario on %s', (target) => {
  let t: TestApp;
  let now = ORDER_DAY;
  let plain: number;
  let warehouse: StepActor;
  let driver: StepActor;
  beforeAll(async () => {
    t = await createTestApp(target, { PAD_SANDBOX_DELAY_MS: PAD_DELAY }, { clock: () => new Date(now) });
    const [row] = await t.handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shopProducts, and(eq(shopProducts.productId, products.id), eq(shopProducts.shopId, SHOP)))
      .where(and(eq(products.needWeigh, 0), gt(shopProducts.stock, 200), ne(products.status, 1)))
      .orderBy(asc(products.id))
      .limit(1);
    plain = row!.id;
    warehouse = { role: 'warehouse', staffId: await createStaff(t, 'warehouse') };
    driver = { role: 'driver', staffId: await createStaff(t, 'driver') };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const buyerWithEmail = async (email: string, language: 'en' | 'fr' | 'cn' = 'en') => {
    const buyer = await signInCustomer(t, { name: 'Golden Wok', language });
    await t.handle.db.update(customers).set({ email }).where(eq(customers.id, buyer.customerId));
    return buyer;
  };
  const placeOrder = async (buyer: SignedInCustomer, paymentType: 'card' | 'pad', language = 'en') => {
    now = ORDER_DAY;
    const order = await insertOrderWithLines(t.handle.db, {
      customerId: buyer.customerId,
      paymentType,
      lines: [
        { productId: CHICKEN, qty: 4 },
        { productId: CASE_7KG, qty: 2 },
        { productId: plain, qty: 6, unitPriceCents: 6_50 },
      ],
      createdAt: new Date(now),
    });
    await t.handle.db.update(orders).set({ language }).where(eq(orders.id, order.orderId));
    return order;
  };
  const packing = (lineIds: number[]) => {
    const [chicken, box, short] = lineIds as [number, number, number];
    return [
      { lineId: chicken, deliveredQty: 4, actualWeightGrams: 5_910 },
      { lineId: box, deliveredQty: 2, actualWeightGrams: 13_350 },
      { lineId: short, deliveredQty: 4, actualWeightGrams: null },
    ];
  };
  const invoicePdf = async (buyer: SignedInCustomer, orderId: number, query = '') => {
    const res = await callAs(t, buyer, 'GET', `/api/webclient/order/invoice?order_id=${orderId}${query}`);
    return res;
  };
  /** The PAD mandate through the sandbox's bank connection, as checkout records it (payment-fixture's steps). */
  const mandate = async (buyer: SignedInCustomer, orderId: number) => {
    const ok = (res: { statusCode: number; body: string; json(): unknown }) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: unknown };
    };
    ok(await callAs(t, buyer, 'POST', '/api/pad/accept_pad_statement', { accept: true }));
    const setup = setupIntentResponseSchema.parse(ok(await callAs(t, buyer, 'GET', '/api/pad/setup_intent'))).data;
    const account = padAccountResponseSchema.parse(
      ok(
        await callAs(t, buyer, 'POST', '/api/payment/sandbox/confirm_bank_setup', {
          setup_intent_id: setup.setup_intent_id,
          institution_number: '004',
          transit_number: '12345',
          account_number: '000123456789',
          holder_name: 'GoldenWokInc',
        }),
      ),
    ).data;
    const paid = paymentAttemptResponseSchema.parse(ok(await callAs(t, buyer, 'POST', '/api/pad/pay', { order_id: orderId, pad_account_id: account.id }))).data;
    expect(paid.status).toBe('succeeded');
  };

  it('card: two weighed lines and a short line packed lighter → captured $100.51; the final invoice by e-mail and as PDF; a damaged chicken refunded $12.73; the invariant holds', async () => {
    const buyer = await buyerWithEmail(`golden-wok-${target}-${Date.now()}@example.com`);
    const order = await placeOrder(buyer, 'card');
    // Checkout, by hand: 104.70 + 13.61 + 2.37 = 120.68.
    expect(order.totalCents).toBe(120_68);
    const intent = await authorizeCard(t, buyer, order.orderId);
    await applyAction(t.app, order.orderId, 'accept', warehouse);

    // Before packing there is only the order confirmation: the final invoice is a 409 in the buyer's words.
    const early = await invoicePdf(buyer, order.orderId, '&document=invoice');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'FINAL_INVOICE_NOT_READY', message: 'The final invoice is ready once your order is packed. The order confirmation is available now.' });

    now = ORDER_DAY + 20 * 3600_000;
    const packed = await applyAction(t.app, order.orderId, 'pack', warehouse, { lines: packing(order.lineIds) });
    // By hand: 87.20 + 11.34 + 1.97 = 100.51, captured once; paid.
    expect(packed).toMatchObject({ status: 'cooking', paymentStatus: 'paid', settledTotalCents: 100_51 });
    expect(packed.ledger).toMatchObject([{ kind: 'capture', status: 'succeeded', amountCents: 100_51 }]);
    const [held] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
    expect(held).toMatchObject({ status: 'succeeded', amountReceivedCents: 100_51 });
    const lines = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId)).orderBy(asc(orderLines.id));
    expect(lines.map((l) => [l.lineStatus, l.deliveredQty, l.actualWeightGrams, l.settledRowTotalCents])).toEqual([
      ['packed', 4, 5_910, 44_14],
      ['packed', 2, 13_350, 17_06],
      ['short', 4, null, 26_00],
    ]);
    const fees = await t.handle.db.select().from(orderSettledFeeLines).where(eq(orderSettledFeeLines.orderId, order.orderId)).orderBy(asc(orderSettledFeeLines.position));
    // No small_order_fee line although the goods are now under $100 (§9 waived).
    expect(fees.map((f) => [f.kind, f.amountCents])).toEqual([
      ['subtotal', 87_20],
      ['tax', 11_34],
      ['channel_fee', 1_97],
      ['total', 100_51],
    ]);
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 100_51 });

    // The final invoice went to the buyer's address, in the order's language, with the PDF.
    await finalInvoiceMailsSettled(t.app);
    const mails = t.app.outbox.list({ channel: 'mail', to: (await t.handle.db.select({ e: customers.email }).from(customers).where(eq(customers.id, buyer.customerId)))[0]!.e });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `Your final invoice for order ${order.orderNo}`,
      attachments: [{ filename: `invoice-${order.orderNo}.pdf`, content_type: 'application/pdf' }],
    });
    expect(mails[0]!.text).toContain(`The final amount is $100.51 (order total at checkout: $120.68)`);
    expect(mails[0]!.text).toContain('Tax (HST 13%): $11.34');

    // The final invoice PDF (the default once settled) and the confirmation beside it.
    const final = await invoicePdf(buyer, order.orderId);
    expect(final.statusCode).toBe(200);
    expect(final.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderNo}.pdf"`);
    const confirmation = await invoicePdf(buyer, order.orderId, '&document=confirmation');
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers['content-disposition']).toBe(`attachment; filename="confirmation-${order.orderNo}.pdf"`);
    if (process.env.FINAL_INVOICE_SHOTS) writeFileSync(join(process.env.FINAL_INVOICE_SHOTS, `final-${target}.pdf`), final.rawPayload);
    if (!popplerMissing) {
      const text = pdfText(final.rawPayload);
      expect(text).toContain('FINAL INVOICE');
      expect(text).toMatch(/ORDERED\s+DELIVERED/);
      // Per line: ordered and delivered quantity, standard and scale weight, the settled amount, the credit and why.
      expect(text).toMatch(/4\s+4\s+\$11\.95\s+\$44\.14/);
      expect(text).toMatch(/6\.4 kg\s+5\.91 kg\s+\$47\.80/);
      expect(text).toContain('Lighter than the standard weight: credit -$3.66');
      expect(text).toMatch(/2\s+2\s+\$8\.95\s+\$17\.06/);
      expect(text).toMatch(/14 kg\s+13\.35 kg\s+\$17\.90/);
      expect(text).toContain('credit -$0.84');
      expect(text).toMatch(/6\s+4\s+\$6\.50\s+\$26\.00/);
      expect(text).toContain('Short, 4 of 6 delivered: credit -$13.00');
      // The credits and the settled totals.
      expect(text).toContain('Order total at checkout: $120.68');
      expect(text).toContain('Credits on the lines (before tax): -$17.50');
      expect(text).toContain('Total credit with tax and fees: -$20.17');
      expect(text).toMatch(/Subtotal\s+\$87\.20/);
      expect(text).toMatch(/Tax \(HST 13%\)\s+\$11\.34/);
      expect(text).toMatch(/Payment channel fee\s+\$1\.97/);
      expect(text).toMatch(/Final total\s+\$100\.51/);
      expect(text).not.toMatch(/Small order fee/);

      const confirmationText = pdfText(confirmation.rawPayload);
      expect(confirmationText).toContain('ORDER CONFIRMATION');
      expect(confirmationText).toMatch(/Total\s+\$120\.68/);
      expect(confirmationText).not.toContain('DELIVERED');

      // In French and Chinese too.
      const fr = pdfText((await invoicePdf(buyer, order.orderId, '&lang=fr')).rawPayload);
      expect(fr).toContain('FACTURE FINALE');
      expect(fr).toMatch(/Total final\s+100,51 \$/);
      expect(fr).toContain('6,4 kg');
      const cn = pdfText((await invoicePdf(buyer, order.orderId, '&lang=cn')).rawPayload);
      expect(cn).toContain('最终发票');
      expect(cn).toMatch(/最终总额\s+\$100\.51/);
    }

    // Delivered; the buyer reports one chicken damaged; approved, refunded to the card.
    await applyAction(t.app, order.orderId, 'out_for_delivery', warehouse);
    await applyAction(t.app, order.orderId, 'deliver', driver, { receiverName: 'Mei' });
    now += 2 * 3600_000;
    // By hand: the chicken line keeps 3 of 4 → the refund is 12.73 (100.51 → 87.78); filed by the buyer and
    // approved by the warehouse through the claims routes.
    const rule = claimRefund({
      order: {
        paymentType: 'card',
        checkout: checkoutChargesOf([], order.totalCents),
        lines: lines.map((l, i) => ({
          lineId: l.id,
          orderedQty: l.qty,
          rowTotalCents: l.rowTotalCents,
          taxRateBps: 13_00,
          nominalUnitGrams: [1_600, 7_000, null][i]!,
          deliveredQty: l.deliveredQty!,
          actualWeightGrams: l.actualWeightGrams,
        })),
      },
      approvedBefore: [],
      claim: { lineId: order.lineIds[0]!, qty: 1 },
      smallOrderFeeRules: [{ endCents: 100_00, valueCents: 9_90 }],
    });
    expect(rule).toMatchObject({ ok: true, refundCents: 12_73, smallOrderFeeDeductedCents: 0, totalBeforeCents: 100_51, totalAfterCents: 87_78 });
    const filed = await callAs(t, buyer, 'POST', '/api/claims', { order_id: order.orderId, line_id: order.lineIds[0], qty: 1, kind: 'damaged', note: 'Crushed' });
    expect(filed.statusCode, filed.body).toBe(200);
    const claimId = (filed.json() as { data: { claim_id: number } }).data.claim_id;
    const warehouseSession = await signInStaff(t, 'warehouse');
    const decided = await callAs(t, warehouseSession, 'POST', '/api/fulfilment/claims/decide', { claim_id: claimId, decision: 'approve', resolution: 'refund' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({ status: 'approved', resolution: 'refund', amount: 12.73 });
    expect(await orderRow(t.handle.db, order.orderId)).toMatchObject({ settledTotalCents: 87_78 });
    const refunds = await t.handle.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, intent));
    expect(refunds).toMatchObject([{ amountCents: 12_73, status: 'succeeded' }]);
    expect((await t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, order.orderId)).orderBy(asc(orderLedger.id))).map((r) => [r.kind, r.status, r.amountCents])).toEqual([
      ['authorize', 'succeeded', 120_68],
      ['capture', 'succeeded', 100_51],
      ['refund', 'succeeded', 12_73],
    ]);
    // The invariant: captured 100.51 − refunded 12.73 = 87.78 = the final invoice total.
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toEqual({
      capturedMinusRefundedCents: 87_78,
      finalInvoiceTotalCents: 87_78,
      pendingRows: 0,
      openHolds: 0,
      holds: true,
    });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('refund');
    if (!popplerMissing) {
      const text = pdfText((await invoicePdf(buyer, order.orderId, '&document=invoice')).rawPayload);
      expect(text).toContain('Claim approved (damaged, 1): -$12.73');
      expect(text).toMatch(/Total after packing\s+\$100\.51/);
      expect(text).toMatch(/Approved claims\s+-\$12\.73/);
      expect(text).toMatch(/Final total\s+\$87\.78/);
      // The claim is taken off once: the final total is the settled
      // total (87.78 = captured − refunded), never 100.51 − 12.73 − 12.73 = 75.05.
      // Named three times (under its line, in the claims list, as the claims total), taken off once.
      expect(text).toContain('Claim: Whole Chicken × 1 (damaged): -$12.73 (refunded)');
      expect(text.match(/-\$12\.73/g)).toHaveLength(3);
      expect(text.match(/Final total/g)).toHaveLength(1);
      expect((await orderRow(t.handle.db, order.orderId)).settledTotalCents).toBe(87_78);
      expect(text).not.toContain('75.05');
    }
    if (process.env.FINAL_INVOICE_SHOTS) {
      for (const lang of ['en', 'fr', 'cn']) {
        writeFileSync(join(process.env.FINAL_INVOICE_SHOTS, `claimed-${lang}-${target}.pdf`), (await invoicePdf(buyer, order.orderId, `&lang=${lang}`)).rawPayload);
      }
      writeFileSync(join(process.env.FINAL_INVOICE_SHOTS, `confirmation-fr-${target}.pdf`), (await invoicePdf(buyer, order.orderId, '&lang=fr&document=confirmation')).rawPayload);
    }

    // The receipt asked for by e-mail after settlement carries the settled figures.
    const receipt = await callAs(t, buyer, 'POST', '/api/webclient/receipt/request', { order_id: order.orderId, email: 'books@golden-wok.example.com' });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const [receiptMail] = t.app.outbox.list({ channel: 'mail', to: 'books@golden-wok.example.com' });
    expect(receiptMail!.text).toContain('Subtotal: $87.20');
    expect(receiptMail!.text).toContain('Final total: $87.78');
    // A document the routes do not know is a 400 with a message, never a 500.
    const bogus = await invoicePdf(buyer, order.orderId, '&document=receipt');
    expect(bogus.statusCode).toBe(400);
    expect((bogus.json() as { message: string }).message).toBeTruthy();

    // Another customer's order is a 404, for the final invoice as for the confirmation.
    const stranger = await signInCustomer(t);
    expect((await invoicePdf(stranger, order.orderId, '&document=invoice')).statusCode).toBe(404);
  });

  it('PAD: debited at the settled $98.54, the 1 % cashback $0.99 on the recalculated price; a refused address does not fail the packing', async () => {
    const buyer = await buyerWithEmail('nobody@mailbox.invalid', 'fr');
    const order = await placeOrder(buyer, 'pad', 'fr');
    // Checkout, by hand: 104.70 + 13.61 = 118.31 (no channel fee); cashback 1.18.
    expect(order).toMatchObject({ totalCents: 118_31, cashbackCents: 1_18 });
    await mandate(buyer, order.orderId);
    await applyAction(t.app, order.orderId, 'accept', warehouse);
    now = ORDER_DAY + 20 * 3600_000;
    const packed = await applyAction(t.app, order.orderId, 'pack', warehouse, { lines: packing(order.lineIds) });
    // The mail to a refused address fails in the background; the step has succeeded.
    await finalInvoiceMailsSettled(t.app);
    expect(packed).toMatchObject({ status: 'cooking', paymentStatus: 'waiting_adjust', settledTotalCents: 98_54 });
    expect(packed.ledger).toMatchObject([{ kind: 'debit', status: 'pending', amountCents: 98_54 }]);
    expect(t.app.outbox.list({ channel: 'mail', to: 'nobody@mailbox.invalid' })).toHaveLength(0);
    // Cashback on the recalculated price: 1 % × 98.54 = 0.99.
    expect((await orderRow(t.handle.db, order.orderId)).cashbackCents).toBe(99);
    const fees = await t.handle.db.select().from(orderSettledFeeLines).where(eq(orderSettledFeeLines.orderId, order.orderId)).orderBy(asc(orderSettledFeeLines.position));
    expect(fees.map((f) => [f.kind, f.amountCents])).toEqual([
      ['subtotal', 87_20],
      ['tax', 11_34],
      ['total', 98_54],
    ]);
    // The bank settles the debit: paid, and the voucher is the recalculated cashback.
    now += PAD_DELAY + 60_000;
    await t.app.paymentReconciler.runOnce();
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
    expect(await t.handle.db.select({ value: coupons.value }).from(coupons).where(eq(coupons.code, `CB-${order.orderNo}`))).toEqual([{ value: 99 }]);
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 98_54 });
    if (!popplerMissing) {
      // The order's language is French: the final invoice is in French without asking.
      const text = pdfText((await invoicePdf(buyer, order.orderId)).rawPayload);
      expect(text).toContain('FACTURE FINALE');
      expect(text).toMatch(/Total final\s+98,54 \$/);
      expect(text).toContain('0,99 $');
    }
  });

  it('the final invoice mail: not before settlement, not without an address, and in the order’s language (Chinese)', async () => {
    const email = `cn-${target}-${Date.now()}@example.com`;
    const buyer = await buyerWithEmail(email, 'cn');
    const order = await placeOrder(buyer, 'card', 'cn');
    await authorizeCard(t, buyer, order.orderId);
    await applyAction(t.app, order.orderId, 'accept', warehouse);
    expect(await sendFinalInvoice(t.app, order.orderId)).toEqual({ sent: false, reason: 'not_settled' });
    now = ORDER_DAY + 20 * 3600_000;
    await applyAction(t.app, order.orderId, 'pack', warehouse, { lines: packing(order.lineIds) });
    await finalInvoiceMailsSettled(t.app);
    const [mail] = t.app.outbox.list({ channel: 'mail', to: email });
    expect(mail).toMatchObject({ subject: `订单 ${order.orderNo} 的最终发票` });
    expect(mail!.text).toContain('最终金额为 $100.51（下单时订单总额：$120.68）');

    const silent = await buyerWithEmail('');
    const other = await placeOrder(silent, 'card');
    await authorizeCard(t, silent, other.orderId);
    await applyAction(t.app, other.orderId, 'accept', warehouse);
    await applyAction(t.app, other.orderId, 'pack', warehouse, { lines: packing(other.lineIds) });
    expect(await sendFinalInvoice(t.app, other.orderId)).toEqual({ sent: false, reason: 'no_email' });
  });

  it('crash: the server wrote the pack’s capture and died before calling the provider; the next start reconciles it: paid, nothing pending', async () => {
    const buyer = await buyerWithEmail(`crash-${target}-${Date.now()}@example.com`);
    const order = await placeOrder(buyer, 'card');
    const intent = await authorizeCard(t, buyer, order.orderId);
    await applyAction(t.app, order.orderId, 'accept', warehouse);
    now = ORDER_DAY + 20 * 3600_000;
    // The pack step's transaction (packing, then the money decided in the ledger), committed; the
    // process dies before the provider is called.
    await t.handle.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.orderId)).for('update');
      const settlement = await packOrder(tx, locked!, packing(order.lineIds), new Date(now));
      await decideOrderMoney(tx, t.app, {
        order: locked!,
        targetCents: settlement.settledTotalCents,
        event: 'settled',
        keyPrefix: `crash:${order.orderId}`,
        actor: `warehouse:${warehouse.staffId}`,
        now: new Date(now),
      });
      await tx.update(orders).set({ status: 'cooking' }).where(eq(orders.id, order.orderId));
    });
    const pendingBefore = await t.handle.db.select().from(orderLedger).where(and(eq(orderLedger.orderId, order.orderId), eq(orderLedger.status, 'pending')));
    expect(pendingBefore).toMatchObject([{ kind: 'capture', amountCents: 100_51 }]);
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('waiting_adjust');

    // Another server process on the same database starts after the grace period: its reconciler runs.
    now += 61_000;
    const app = await buildApp({ config: testConfig({ PAD_SANDBOX_DELAY_MS: PAD_DELAY }), db: t.handle.db, clock: () => new Date(now) });
    await app.ready();
    const report = await app.paymentReconciler.startup;
    await app.close();
    expect(report!.ledger.succeeded).toBeGreaterThanOrEqual(1);
    const rows = await t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, order.orderId));
    expect(rows.filter((r) => r.status === 'pending')).toEqual([]);
    expect(rows.find((r) => r.kind === 'capture')).toMatchObject({ status: 'succeeded', amountCents: 100_51, providerRef: intent });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('paid');
    const [charged] = await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intent));
    expect(charged).toMatchObject({ status: 'succeeded', amountReceivedCents: 100_51 });
    expect(await ledgerInvariant(t.handle.db, order.orderId)).toMatchObject({ holds: true, capturedMinusRefundedCents: 100_51 });
  });
});
