import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeOrderTotals, type PaymentType } from '../../core/checkout/order-totals';
import { NBSP } from '../../core/format/currency';
import { fromCents, toCents } from '../../core/money';
import type { Locale } from '../../core/schemas/common';
import type { OrderDetail } from '../../core/schemas/order';
import { type InvoiceInput, renderInvoicePdf } from '../../server/services/receipts/invoice-pdf';

/**
 * The invoice PDF in en, fr and cn: a 60-line delivery order (catch-weight lines, a product discount,
 * a coupon, a gift, a product whose English name is Chinese) and a small pickup order. The PDFs and
 * their 80 dpi renderings go to artifacts/invoices/ for a person to look at; pdftotext reads back
 * what a reader of the document would see.
 */

const ARTIFACTS = join(process.cwd(), 'artifacts', 'invoices');
const ISSUED = new Date('2026-11-21T14:30:00Z');

function hasBinary(name: string): boolean {
  try {
    execFileSync('which', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const popplerMissing = !hasBinary('pdftotext') || !hasBinary('pdftoppm');
if (popplerMissing && process.env.CI === 'true') {
  throw new Error('pdftotext and pdftoppm (Debian poppler-utils) are required under CI=true: apt-get install -y poppler-utils');
}
/** Without poppler (and outside CI) the read-back checks are skipped, saying why. */
const withPoppler = popplerMissing ? it.skip : it;
if (popplerMissing) console.warn('receipts-invoice-pdf: pdftotext/pdftoppm not installed (poppler-utils); text and PNG checks skipped.');

type Names = [en: string, cn: string, fr: string];
interface Product {
  sku: string;
  n: Names;
  cents: number;
  weigh?: [string, string];
}

const PRODUCTS: Product[] = [
  { sku: 'RI-2050', n: ['Thai Hom Mali Jasmine Rice 50 lb', '泰国茉莉香米 50磅', 'Riz au jasmin thaï Hom Mali 50 lb'], cents: 4295 },
  { sku: 'DA-1091', n: ['Mozzarella Loaf', '马苏里拉奶酪块', 'Pain de mozzarella'], cents: 2295, weigh: ['2.3', 'kg'] },
  { sku: 'ME-3072', n: ['Beef Striploin, Whole', '整条西冷牛肉', 'Contre-filet de bœuf entier'], cents: 10195, weigh: ['6', 'kg'] },
  // Imported brands keep their Chinese name on the English label too.
  { sku: 'SA-4410', n: ['李锦记旧庄特级蚝油 Premium Oyster Sauce 2.27 kg', '李锦记旧庄特级蚝油 2.27公斤', 'Sauce aux huîtres de première qualité 李锦记 2,27 kg'], cents: 1895 },
  { sku: 'DA-1062', n: ['Unsalted Butter', '无盐黄油', 'Beurre non salé'], cents: 4850 },
  { sku: 'CL-5135', n: ['Garbage Bags 35 × 50", Black, Strong', '35 × 50英寸黑色加厚垃圾袋', 'Sacs à ordures noirs très résistants 35 × 50 po'], cents: 3495 },
  { sku: 'PA-6225', n: ['Thermal Receipt Rolls 3⅛"', '3⅛英寸热敏收据纸', 'Rouleaux de reçus thermiques 3⅛ po'], cents: 2995 },
  { sku: 'CO-7119', n: ['Paper Hot Cups 12 oz', '12盎司纸热饮杯', 'Gobelets en carton pour boissons chaudes 12 oz'], cents: 6150 },
  { sku: 'DA-1006', n: ['Large Eggs, Grade A', 'A级大号鸡蛋', 'Gros œufs de catégorie A'], cents: 5490 },
  { sku: 'CO-7064', n: ['Compostable Fibre Clamshell 9 × 9"', '9 × 9英寸可堆肥纤维翻盖餐盒', 'Boîte à charnière en fibre compostable 9 × 9 po'], cents: 7895 },
  { sku: 'DA-1227', n: ['Century Eggs', '皮蛋', 'Œufs de cent ans'], cents: 1650 },
  { sku: 'CL-5043', n: ['No-Rinse Food Contact Sanitizer', '免冲洗食品接触面消毒剂', 'Désinfectant sans rinçage pour surfaces alimentaires'], cents: 3875 },
];
const GIFT: Product = { sku: 'GF-0001', n: ['Chef Towels, 12-pack', '厨师毛巾（12条装）', 'Linges de chef, paquet de 12'], cents: 1200 };
const NAME_INDEX: Record<Locale, 0 | 1 | 2> = { en: 0, cn: 1, fr: 2 };
/** Ontario HST by shelf (DECISIONS "Tax"): rice, dairy, meat and sauces are zero-rated groceries; cleaning, paper and containers taxable. */
const TAXABLE_SHELVES = ['CL-', 'PA-', 'CO-', 'GF-'];
const taxRateOf = (p: Product): number => (TAXABLE_SHELVES.some((shelf) => p.sku.startsWith(shelf)) ? 1300 : 0);

type Line = OrderDetail['lines'][number];

function line(p: Product, locale: Locale, qty: number, extra: Partial<Line> = {}): Line {
  const total = p.cents * qty;
  return {
    product_id: 100 + PRODUCTS.indexOf(p),
    sku: p.sku,
    name: p.n[NAME_INDEX[locale]],
    qty,
    price: fromCents(p.cents),
    row_total: fromCents(total),
    org_row_total: fromCents(total),
    note: '',
    need_weigh: p.weigh ? 1 : 0,
    weight_value: p.weigh?.[0] ?? '',
    weight_unit: p.weigh?.[1] ?? '',
    is_gift: false,
    tax_rate_bps: taxRateOf(p),
    ...extra,
  };
}

/** An order as loadOrderDetail returns it, fee lines computed by core like the server does. */
function buildOrder(opts: {
  locale: Locale;
  lineCount: number;
  paymentType: PaymentType;
  shipping: 'delivery' | 'pickup';
  couponCents: number;
  tipsCents: number;
  smallOrderFeeCents?: number;
}): OrderDetail {
  const { locale } = opts;
  const lines: Line[] = [];
  for (let i = 0; i < opts.lineCount; i += 1) {
    const p = PRODUCTS[i % PRODUCTS.length]!;
    const qty = 1 + ((i * 7) % 5);
    if (p.sku === 'DA-1062') {
      // A product discount: 10% off, shown with the struck original.
      const org = p.cents * qty;
      lines.push(line(p, locale, qty, { row_total: fromCents(Math.round(org * 0.9)), org_row_total: fromCents(org) }));
    } else if (i === 0) {
      // A long line note wraps inside the item column.
      const note = {
        en: 'Please bring the rice down to the basement storage room; the stairs are behind the kitchen. Call 416-555-0142 on arrival.',
        fr: 'Veuillez descendre le riz à la réserve du sous-sol ; l’escalier est derrière la cuisine. Appelez le 416-555-0142 à l’arrivée.',
        cn: '请把大米搬到地下室储藏间，楼梯在厨房后面。到达时请致电 416-555-0142。',
      }[locale];
      lines.push(line(p, locale, qty, { note }));
    } else if (p.sku === 'ME-3072' && i < PRODUCTS.length) {
      lines.push(line(p, locale, qty, { note: locale === 'fr' ? 'Parer le gras, SVP' : locale === 'cn' ? '请去掉脂肪层' : 'Trim the fat cap, please' }));
    } else {
      lines.push(line(p, locale, qty));
    }
  }
  lines.push(line(GIFT, locale, 1, { price: 0, row_total: 0, org_row_total: 0, is_gift: true }));

  const totals = computeOrderTotals({
    lines: lines.filter((l) => !l.is_gift).map((l) => ({ rowTotalCents: toCents(l.row_total), taxRateBps: l.tax_rate_bps })),
    couponDiscountCents: opts.couponCents,
    deliveryFeeCents: 0,
    smallOrderFeeCents: opts.smallOrderFeeCents ?? 0,
    tipsCents: opts.tipsCents,
    paymentType: opts.paymentType,
  });
  const couponName = { en: 'Welcome to Supply Desk', fr: 'Bienvenue chez Supply Desk', cn: 'Supply Desk 新客礼' }[locale];
  return {
    order_id: 4182,
    order_no: 'SD2611200418',
    order_type: 6,
    created_at: '2026-11-20T15:42:00.000Z',
    shop_id: 17243,
    shipping_type: opts.shipping,
    service_date: '2026-11-23',
    time_preference: opts.shipping === 'pickup' ? '14:00' : 'asap',
    status: 'processing',
    payment_status: opts.paymentType === 'pad' ? 'unpaid' : 'paid',
    payment_type: opts.paymentType,
    total: fromCents(totals.totalCents),
    item_count: lines.reduce((s, l) => s + (l.is_gift ? 0 : l.qty), 0),
    aid: 0,
    contact: {
      name: 'Golden Dragon Restaurant',
      tel: '416-555-0142',
      addr: '4168 Finch Ave E, Scarborough, ON M1S 5H6',
      postal_code: 'M1S 5H6',
      latitude: '43.8086',
      longitude: '-79.2690',
      buzz_code: '2201',
      unit: '12',
    },
    note: locale === 'fr' ? 'Livrer par la porte arrière, avant 10 h.' : locale === 'cn' ? '请从后门送货，10 点前送达。' : 'Deliver through the back door before 10 a.m.',
    lines,
    fee_lines: totals.feeLines.map((f) => ({ code: f.code, amount: fromCents(f.amountCents) })),
    status_log: [],
    cashback: fromCents(totals.cashbackCents),
    coupons: opts.couponCents > 0 ? [{ code: 'WELCOME15', name: couponName, discount: fromCents(opts.couponCents) }] : [],
    language: locale,
    warehouse_id: opts.shipping === 'pickup' ? 1 : null,
  };
}

const CUSTOMER = { name: 'Wei Chen', phone: '14165550142', email: 'wei.chen@goldendragon.ca' };

function bigOrder(locale: Locale): InvoiceInput {
  const order = buildOrder({ locale, lineCount: 60, paymentType: 'card', shipping: 'delivery', couponCents: 1500, tipsCents: 500 });
  return { order, customer: CUSTOMER, locale, issuedAt: ISSUED };
}

function smallPickupOrder(locale: Locale): InvoiceInput {
  // One bag of rice: under $100 before tax, so the small order fee applies.
  const order = buildOrder({ locale, lineCount: 1, paymentType: 'pad', shipping: 'pickup', couponCents: 0, tipsCents: 0, smallOrderFeeCents: 990 });
  const warehouse = {
    name: { en: 'Toronto (Scarborough) warehouse', fr: 'Entrepôt de Toronto (Scarborough)', cn: '多伦多（士嘉堡）仓库' }[locale],
    address: '2300 Markham Rd, Scarborough, ON M1B 2W4',
    phone: '416-555-0100',
  };
  return { order, customer: { ...CUSTOMER, email: '' }, locale, issuedAt: ISSUED, warehouse, kind: 'receipt' };
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}

/** Writes the PDF and its pages as PNGs (invoice-<name>-<page>.png); returns the PDF's path. */
function writeArtifacts(name: string, pdf: Buffer): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  const stale = new RegExp(`^invoice-${name}-\\d+\\.png$`);
  for (const f of readdirSync(ARTIFACTS)) if (stale.test(f)) rmSync(join(ARTIFACTS, f));
  const file = join(ARTIFACTS, `invoice-${name}.pdf`);
  writeFileSync(file, pdf);
  if (!popplerMissing) execFileSync('pdftoppm', ['-png', '-r', '80', file, join(ARTIFACTS, `invoice-${name}`)]);
  return file;
}

const totalOf = (input: InvoiceInput) => input.order.fee_lines.find((f) => f.code === 'total')!.amount;

describe('invoice PDF', () => {
  const files: Partial<Record<string, string>> = {};
  const inputs: Record<string, InvoiceInput> = {
    en: bigOrder('en'),
    fr: bigOrder('fr'),
    cn: bigOrder('cn'),
    'fr-pickup': smallPickupOrder('fr'),
  };

  beforeAll(async () => {
    for (const [name, input] of Object.entries(inputs)) files[name] = writeArtifacts(name, await renderInvoicePdf(input));
  }, 60_000);

  it('is a PDF, the same bytes for the same order and issue time', async () => {
    const a = await renderInvoicePdf(inputs.en!);
    const b = await renderInvoicePdf(inputs.en!);
    expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(a.equals(b)).toBe(true);
  });

  withPoppler('en: order no, total, tax number, catch-weight note, gift, coupon, and the Chinese product name', () => {
    const text = pdfText(files.en!);
    const total = totalOf(inputs.en!);
    expect(text).toContain('SD2611200418');
    expect(text).toContain('81234 5678 RT0001');
    expect(text).toContain(`$${total.toLocaleString('en-CA', { minimumFractionDigits: 2 })}`);
    expect(text).toContain('INVOICE');
    expect(text).toContain('Est. weight 8 kg');
    // One way of writing phones (issue 14): the buyer's, the ship-to contact's and ours.
    // Bill to (the account's phone_num) and ship to (the contact's typed tel) alike.
    expect(text.match(/\+1 416-555-0142/g)).toHaveLength(2);
    expect(text).toContain('+1 888-555-0199');
    expect(text).toMatch(/Charged at standard weight; difference\s+refunded if lighter\./);
    expect(text).toContain('Chef Towels, 12-pack');
    expect(text).toContain('Free');
    expect(text).toContain('WELCOME15');
    expect(text).toContain('李锦记旧庄特级蚝油');
    expect(text).toContain('Thermal Receipt Rolls 3 1/8"');
    expect(text).toContain('Payment channel fee');
    expect(text).toContain('Tips');
    expect(text).toContain('Returns and cancellations');
  });

  withPoppler('marks each taxed line with H and explains it; zero-rated groceries carry no mark', () => {
    const rows = pdfText(files.en!).split('\n');
    const rowOf = (name: string) => rows.find((r) => r.includes(name)) ?? '';
    // Taxable supplies: the amount is followed by the marker.
    for (const name of ['Garbage Bags', 'Thermal Receipt Rolls', 'Paper Hot Cups', 'Compostable Fibre Clamshell', 'No-Rinse Food Contact Sanitizer']) {
      expect(rowOf(name)).toMatch(/\$[\d,]+\.\d{2}\s+H\s*$/);
    }
    // Basic groceries: the amount ends the row.
    for (const name of ['Thai Hom Mali Jasmine Rice', 'Large Eggs, Grade A', 'Century Eggs', 'Unsalted Butter']) {
      expect(rowOf(name)).toMatch(/\$[\d,]+\.\d{2}\s*$/);
    }
    // The free gift is not charged, so not taxed either.
    expect(rowOf('Chef Towels')).not.toMatch(/\sH\s*$/);
    expect(pdfText(files.en!)).toMatch(/H = HST 13% charged on this line\. Lines without H are zero-rated basic\s+groceries \(no HST\)\./);
    // The tax fee line is 13 % of the taxable lines only (less their share of the coupon): the fixture's own figure.
    const taxed = inputs.en!.order.lines.filter((l) => !l.is_gift && l.tax_rate_bps > 0).reduce((sum, l) => sum + toCents(l.row_total), 0);
    const tax = toCents(inputs.en!.order.fee_lines.find((f) => f.code === 'tax')!.amount);
    expect(tax).toBeGreaterThan(0);
    expect(tax).toBeLessThan(Math.round(taxed * 0.13));
  });

  withPoppler('fr and cn explain the marker in their language; an order of groceries only says no line was taxed', () => {
    const fr = pdfText(files.fr!).replaceAll(NBSP, ' ');
    expect(fr.split('\n').find((r) => r.includes('Sacs à ordures'))).toMatch(/\d,\d{2} \$\s+T\s*$/);
    expect(fr).toMatch(/T = TVH de 13 % perçue sur cette ligne\./);
    expect(pdfText(files.cn!)).toContain('已收取 13% 统一销售税');
    // One bag of rice: nothing taxed.
    const pickup = pdfText(files['fr-pickup']!).replaceAll(NBSP, ' ');
    expect(pickup).toContain('Aucune TVH sur ces lignes');
    expect(inputs['fr-pickup']!.order.fee_lines.find((f) => f.code === 'tax')!.amount).toBe(0);
  });

  withPoppler('60 lines run over several pages, each numbered and each with the table header', () => {
    const pages = pageCount(files.en!);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(files.en!);
    const perPage = text.split('\f').filter((p) => p.trim() !== '');
    expect(perPage).toHaveLength(pages);
    perPage.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
      // Every page that carries lines starts them under the column headings.
      if (page.includes('SKU ')) expect(page).toMatch(/ITEM\s+QTY\s+UNIT PRICE\s+AMOUNT/);
    });
    // Every line is printed once.
    for (const p of PRODUCTS) expect(text.split(`SKU ${p.sku}`).length - 1).toBe(inputs.en!.order.lines.filter((l) => l.sku === p.sku).length);
  });

  withPoppler('fr: French labels and money as 12,34 $', () => {
    const text = pdfText(files.fr!).replaceAll(NBSP, ' ');
    const total = totalOf(inputs.fr!);
    const [whole, cents] = total.toFixed(2).split('.');
    const frTotal = `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} $`;
    expect(text).toContain('FACTURE');
    expect(text).toContain(frTotal);
    expect(text).toContain('N° TPS/TVH 81234 5678 RT0001');
    expect(text).toContain('Poids estimé 8 kg');
    expect(text).toContain('Sous-total');
    expect(text).toMatch(/Page 1 sur \d/);
    // Dollar-first amounts never appear in French.
    expect(text).not.toMatch(/\$\d/);
  });

  withPoppler('cn: Chinese labels and product names', () => {
    const text = pdfText(files.cn!);
    expect(text).toContain('发票');
    expect(text).toContain('SD2611200418');
    expect(text).toContain('81234 5678 RT0001');
    expect(text).toContain('泰国茉莉香米');
    expect(text).toContain('马苏里拉奶酪块');
    expect(text).toContain('预估重量');
    // The unit in the reader's language (issue 14): 公斤, not kg.
    expect(text).toContain('预估重量 8 公斤');
    expect(text).not.toMatch(/预估重量 \d+ kg/);
    expect(text).toContain('按标准重量计价');
    expect(text).toContain('赠品');
    expect(text).toContain('合计');
    expect(text).toContain(`$${totalOf(inputs.cn!).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`);
  });

  withPoppler('a pickup receipt: warehouse, pickup time, small order fee, PAD cashback, one page', () => {
    const text = pdfText(files['fr-pickup']!).replaceAll(NBSP, ' ');
    expect(pageCount(files['fr-pickup']!)).toBe(1);
    expect(text).toContain('REÇU');
    expect(text).toContain('Entrepôt de Toronto (Scarborough)');
    expect(text).toContain('Arrivée vers 14:00');
    expect(text).toContain('Frais de petite commande');
    expect(text).toContain('Bon de remise DPA');
    expect(text).toContain('Page 1 sur 1');
  });
});
