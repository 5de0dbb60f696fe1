import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settleOrder } from '../../core/orders/settlement';
import { settlementView } from '../../core/orders/settlement-view';
import { fromCents } from '../../core/money';
import type { Locale } from '../../core/schemas/common';
import type { OrderDetail } from '../../core/schemas/order';
import { type InvoiceInput, renderInvoicePdf } from '../../server/services/receipts/invoice-pdf';

/**
 * The final invoice's layout over several pages (issue 15): a long packed order — weighed lines
 * lighter than standard, shorts, an out-of-stock line and a gift — keeps the ordered/delivered table
 * header on every page, each line's credit under its name, and ends with the settled totals; the
 * figures come from core's settlement (this file checks the drawing, the scenario test the figures).
 */

function hasPoppler(): boolean {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    execFileSync('which', ['pdfinfo'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const withPoppler = hasPoppler() ? it : it.skip;

function read(pdf: Buffer): { text: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'final-invoice-pdf-'));
  try {
    const file = join(dir, 'f.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[ \u00a0]+/g, ' ');
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0);
    return { text, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Line = OrderDetail['lines'][number];

function longPackedOrder(locale: Locale): InvoiceInput {
  const lines: Line[] = [];
  const entries: { unit: number | null; delivered: number; grams: number | null }[] = [];
  for (let i = 0; i < 45; i += 1) {
    const weighed = i % 3 === 0;
    const qty = 2 + (i % 4);
    const cents = 1_000 + i * 37;
    lines.push({
      product_id: 500 + i,
      sku: `SKU-${i}`,
      name: `${locale === 'cn' ? '商品' : locale === 'fr' ? 'Article' : 'Item'} ${i + 1}`,
      qty,
      price: fromCents(cents),
      row_total: fromCents(cents * qty),
      org_row_total: fromCents(cents * qty),
      note: '',
      need_weigh: weighed ? 1 : 0,
      weight_value: weighed ? '2' : '',
      weight_unit: weighed ? 'kg' : '',
      is_gift: false,
      // Every fourth item taxable (containers, paper), the rest zero-rated groceries.
      tax_rate_bps: i % 4 === 3 ? 1300 : 0,
    });
    const delivered = i === 7 ? 0 : i % 5 === 1 ? qty - 1 : qty;
    entries.push({ unit: weighed ? 2_000 : null, delivered, grams: weighed && delivered > 0 ? delivered * 2_000 - 150 : null });
  }
  lines.push({ ...lines[1]!, product_id: 999, sku: 'GIFT', name: 'Gift', qty: 1, price: 0, row_total: 0, org_row_total: 0, need_weigh: 0, is_gift: true });
  entries.push({ unit: null, delivered: 1, grams: null });

  const settlement = settleOrder({
    paymentType: 'card',
    lines: lines.map((l, i) => ({
      lineId: i + 1,
      orderedQty: l.qty,
      rowTotalCents: Math.round(l.row_total * 100),
      taxRateBps: l.tax_rate_bps,
      nominalUnitGrams: entries[i]!.unit,
      deliveredQty: entries[i]!.delivered,
      actualWeightGrams: entries[i]!.grams,
      isGift: l.is_gift,
    })),
    checkout: { discountCents: 0, deliveryFeeCents: 0, smallOrderFeeCents: 0, tipsCents: 0, totalCents: 10_000_00 },
  });
  const view = settlementView(settlement);
  const order: OrderDetail = {
    order_id: 1,
    order_no: 'SD2611200999',
    order_type: 6,
    created_at: '2026-11-20T15:42:00.000Z',
    shop_id: 17243,
    shipping_type: 'delivery',
    service_date: '2026-11-23',
    time_preference: 'asap',
    status: 'delivering',
    payment_status: 'paid',
    payment_type: 'card',
    total: 10_000,
    item_count: 100,
    aid: 0,
    contact: { name: 'Golden Dragon', tel: '4165550142', addr: '4168 Finch Ave E, Scarborough, ON', postal_code: 'M1S 5H6', latitude: '', longitude: '', buzz_code: '', unit: '' },
    note: '',
    lines,
    fee_lines: [],
    status_log: [],
    cashback: 0,
    coupons: [],
    language: locale,
    warehouse_id: null,
    invoice_version: 1,
  };
  return {
    order,
    customer: { name: 'Wei Chen', phone: '14165550142', email: 'wei@example.com' },
    locale,
    issuedAt: new Date('2026-11-21T14:30:00Z'),
    final: { version: 1, packed_at: '2026-11-21T13:00:00.000Z', settlement: view, claims: [], final_total: view.settled_total },
  };
}

describe('final invoice PDF', () => {
  withPoppler('a long packed order runs over pages with the ordered/delivered header on each, and ends with the settled totals', async () => {
    const input = longPackedOrder('en');
    const pdf = await renderInvoicePdf(input);
    if (process.env.FINAL_INVOICE_SHOTS) writeFileSync(join(process.env.FINAL_INVOICE_SHOTS, 'long-en.pdf'), pdf);
    const { text, pages } = read(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/ORDERED DELIVERED/g)).toHaveLength(pages);
    expect(text).toContain('Out of stock: credit');
    expect(text).toMatch(/Short, \d of \d delivered: credit -\$/);
    expect(text).toContain('Lighter than the standard weight: credit -$');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    const total = input.final!.final_total.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    expect(text).toMatch(new RegExp(`Final total\\s+\\$${total.replace('.', '\\.')}`));
    expect(text).toContain('Free');
    // The taxed lines (every fourth) carry the HST marker after their settled amount, the others none.
    const rowOf = (name: string) => text.split('\n').find((r) => new RegExp(`^\\s*${name}\\s`).test(r)) ?? '';
    expect(rowOf('Item 4')).toMatch(/\$[\d,]+\.\d{2} H\s*$/);
    expect(rowOf('Item 8')).toMatch(/\$[\d,]+\.\d{2} H\s*$/);
    expect(rowOf('Item 5')).toMatch(/\$[\d,]+\.\d{2}\s*$/);
    expect(rowOf('Item 5')).not.toMatch(/ H\s*$/);
    expect(text).toContain('H = HST 13% charged on this line.');
  });

  withPoppler('in French and Chinese: the headers and the final total in the language', async () => {
    const fr = read(await renderInvoicePdf(longPackedOrder('fr'))).text;
    expect(fr).toContain('FACTURE FINALE');
    expect(fr).toMatch(/COMMANDÉ LIVRÉ/);
    expect(fr).toContain('Total final');
    const cn = read(await renderInvoicePdf(longPackedOrder('cn'))).text;
    expect(cn).toMatch(/订购\s+实发/);
    expect(cn).toContain('最终总额');
  });
});
