import type { TFunction } from 'i18next';
import PDFDocument from 'pdfkit';
import { formatPhone } from '../../../core/account/phone';
import { lineIsTaxed } from '../../../core/checkout/tax-class';
import type { Locale } from '../../../core/schemas/common';
import type { OrderDetail } from '../../../core/schemas/order';
import type { FinalInvoice } from '../../../core/schemas/receipt';
import { translator } from '../../i18n';
import { creditParts } from './final-invoice-source';
import { invoiceFonts, printable } from './invoice-fonts';
import {
  COMPANY,
  estimatedWeight,
  feeLineLabel,
  formatDate,
  formatDateTime,
  formatServiceDate,
  gramsText,
  methodText,
  money,
  paymentStatusText,
  paymentTypeText,
  serviceDateLabel,
  taxLegendText,
  timePreferenceText,
} from './invoice-text';

/**
 * The invoice (spec §2.8 invoice download, §7 GET /api/user/receipt/request/pdf) and the receipt the
 * e-mail carries: a US Letter PDF in the order's language with the issuer and its HST/GST number,
 * bill-to and ship-to, the lines (catch-weight lines with their estimated weight and the §9 refund
 * note), gifts, the order's fee lines exactly as stored, payment, coupons, page numbers, the table
 * header repeated on every page, and the return policy.
 *
 * After packing (issue 15) the same writer draws the final invoice (`final`): per line the ordered and
 * the delivered quantity and weight, the line's credit and why (short, out of stock, lighter), the
 * approved claims, the settled fee lines and the final total. The order confirmation of a settled
 * order (`confirmation`) is the checkout document, titled so.
 */

export interface InvoiceInput {
  order: OrderDetail;
  customer: { name: string; phone: string; email: string };
  locale: Locale;
  issuedAt: Date;
  /** Pickup orders: where the goods are collected. Without it the warehouse is named by id. */
  warehouse?: { name: string; address: string; phone: string };
  /** 'receipt' titles the document Receipt (the copy sent by e-mail); default 'invoice'. */
  kind?: 'invoice' | 'receipt';
  /** The final invoice's figures (issue 15): present once the order is settled and the final invoice is asked for. */
  final?: FinalInvoice;
  /** The checkout document of a settled order, asked for as such: titled Order confirmation. */
  confirmation?: boolean;
}

const COLOR = {
  ink: '#17201b',
  muted: '#5f6b64',
  line: '#e2e6e3',
  lineStrong: '#c9d0cb',
  brand: '#0f7a42',
  brandTint: '#effbf3',
  headerFill: '#eef2ef',
  canvas: '#f6f7f5',
  warn: '#9a3412',
  warnTint: '#fff7ed',
  danger: '#b42318',
  dangerTint: '#fef3f2',
} as const;

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = { top: 42, bottom: 60, left: 44, right: 44 } as const;
const X0 = MARGIN.left;
const X1 = PAGE.width - MARGIN.right;
const CONTENT_WIDTH = X1 - X0;
/** Body content never runs below this; the page footer sits underneath. */
const BODY_BOTTOM = PAGE.height - MARGIN.bottom;
const FOOTER_Y = PAGE.height - 44;

/** Line table columns: item, qty, unit price, amount (widths add up to the content width). */
const COLUMNS = { item: 300, qty: 56, price: 80, amount: 88 } as const;
const CELL_PAD = 8;
const COL_X = {
  item: X0,
  qty: X0 + COLUMNS.item,
  price: X0 + COLUMNS.item + COLUMNS.qty,
  amount: X0 + COLUMNS.item + COLUMNS.qty + COLUMNS.price,
} as const;

/** The final invoice's columns: item, ordered, delivered, unit price, amount (the same content width). */
const FINAL_COLUMNS = { item: 212, ordered: 78, delivered: 78, price: 68, amount: 88 } as const;
const FINAL_X = {
  item: X0,
  ordered: X0 + FINAL_COLUMNS.item,
  delivered: X0 + FINAL_COLUMNS.item + FINAL_COLUMNS.ordered,
  price: X0 + FINAL_COLUMNS.item + FINAL_COLUMNS.ordered + FINAL_COLUMNS.delivered,
  amount: X0 + FINAL_COLUMNS.item + FINAL_COLUMNS.ordered + FINAL_COLUMNS.delivered + FINAL_COLUMNS.price,
} as const;

type SettledLineView = FinalInvoice['settlement']['lines'][number];

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  /** Letter spacing of small capitals headings (Latin only). */
  tracking?: number;
}

interface TextOptions {
  width: number;
  align?: 'left' | 'right' | 'center';
  strike?: boolean;
}

/**
 * Text in the one embedded family (Noto Sans SC: Latin, French and Chinese alike), with
 * measurements that match what is drawn. Helvetica is not used: it is not embedded, and readers
 * without it (poppler, most Linux viewers) substitute a wider face squeezed into Helvetica's widths.
 */
class Pen {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  private use(style: Style): void {
    this.doc.font(style.bold ? 'sans-bold' : 'sans').fontSize(style.size).fillColor(style.color ?? COLOR.ink);
  }

  /** Noto's built-in line gap (half an em) is loose for a table: lines are tightened to 1.2. */
  private options(text: string, style: Style, opts: TextOptions): PDFKit.Mixins.TextOptions {
    const chinese = CJK.test(text);
    return {
      width: opts.width,
      align: opts.align ?? 'left',
      lineGap: -0.3 * style.size,
      // Letter spacing suits Latin capitals, not Chinese.
      characterSpacing: chinese ? 0 : (style.tracking ?? 0),
      strike: opts.strike ?? false,
      // The SC face's quotes and apostrophes are full-width ("l’  escalier"); Latin text takes the
      // proportional ones. Chinese keeps its full-width punctuation.
      features: chinese ? [] : ['pwid'],
    };
  }

  height(raw: string, style: Style, opts: TextOptions): number {
    const text = printable(raw);
    if (!text) return 0;
    this.use(style);
    return this.doc.heightOfString(text, this.options(text, style, opts));
  }

  width(raw: string, style: Style): number {
    const text = printable(raw);
    this.use(style);
    return this.doc.widthOfString(text, { characterSpacing: this.options(text, style, { width: 0 }).characterSpacing });
  }

  /** Draws `raw` with its top at y; returns its height. */
  text(raw: string, x: number, y: number, style: Style, opts: TextOptions): number {
    const text = printable(raw);
    if (!text) return 0;
    this.use(style);
    const options = this.options(text, style, opts);
    const height = this.doc.heightOfString(text, options);
    this.doc.text(text, x, y, options);
    return height;
  }
}

/** Han, kana, CJK punctuation and full-width forms. */
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

const upper = (text: string, locale: Locale) => (locale === 'cn' ? text : text.toLocaleUpperCase(locale === 'fr' ? 'fr-CA' : 'en-CA'));


const STATUS_COLORS: Record<OrderDetail['payment_status'], { fill: string; text: string }> = {
  paid: { fill: COLOR.brandTint, text: COLOR.brand },
  prepaid: { fill: COLOR.warnTint, text: COLOR.warn },
  waiting_adjust: { fill: COLOR.warnTint, text: COLOR.warn },
  unpaid: { fill: COLOR.dangerTint, text: COLOR.danger },
  failed: { fill: COLOR.dangerTint, text: COLOR.danger },
  timeout: { fill: COLOR.dangerTint, text: COLOR.danger },
  refund: { fill: COLOR.canvas, text: COLOR.muted },
};

class InvoiceWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly pen: Pen;
  private readonly t: TFunction;
  private readonly order: OrderDetail;
  private readonly locale: Locale;
  private readonly title: string;
  private readonly final: FinalInvoice | null;
  private y: number = MARGIN.top;

  constructor(private readonly input: InvoiceInput) {
    this.order = input.order;
    this.locale = input.locale;
    this.t = translator(input.locale);
    this.final = input.final ?? null;
    this.title = this.t(
      this.final
        ? input.kind === 'receipt'
          ? 'final_invoice.title_receipt'
          : 'final_invoice.title'
        : input.confirmation
          ? 'final_invoice.title_confirmation'
          : input.kind === 'receipt'
            ? 'invoice.title_receipt'
            : 'invoice.title_invoice',
    );
    const fonts = invoiceFonts();
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: MARGIN,
      bufferPages: true,
      autoFirstPage: true,
      info: {
        Title: `${this.title} ${this.order.order_no}`,
        Author: COMPANY.legalName,
        Subject: `${this.title} ${this.order.order_no}`,
        Creator: 'Supply Desk',
        Producer: 'Supply Desk',
        // A fixed creation date makes the file (and its /ID) the same for the same order and time.
        CreationDate: input.issuedAt,
        ModDate: input.issuedAt,
      },
      lang: input.locale === 'cn' ? 'zh-CN' : input.locale === 'fr' ? 'fr-CA' : 'en-CA',
    });
    this.doc.registerFont('sans', fonts.regular, fonts.regularFamily as string);
    this.doc.registerFont('sans-bold', fonts.bold, fonts.boldFamily as string);
    this.pen = new Pen(this.doc);
  }

  async render(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.header();
    this.parties();
    this.lines();
    this.summary();
    this.policy();
    this.pageFooters();
    this.doc.end();
    return done;
  }

  // ── Pages ────────────────────────────────────────────────────────────────────────────────────

  /** Starts a new page when `height` does not fit; a continued table gets its header again. */
  private ensure(height: number, tableHeader: boolean): void {
    if (this.y + height <= BODY_BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN.top;
    this.continuationHeader();
    if (tableHeader) this.tableHeader();
  }

  private continuationHeader(): void {
    const { pen } = this;
    pen.text(COMPANY.brand, X0, this.y, { size: 11, bold: true, color: COLOR.brand }, { width: 200 });
    const right = `${this.title} · ${this.t('invoice.order_no')} ${this.order.order_no} (${this.t('invoice.continued')})`;
    pen.text(right, X0 + 200, this.y + 2, { size: 8.5, color: COLOR.muted }, { width: CONTENT_WIDTH - 200, align: 'right' });
    this.y += 20;
    this.rule(this.y, COLOR.lineStrong, 0.75);
    this.y += 12;
  }

  /** Page x of n and the issuer on every page, drawn once all pages exist. */
  private pageFooters(): void {
    const { doc, pen } = this;
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i += 1) {
      doc.switchToPage(range.start + i);
      // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      this.rule(FOOTER_Y, COLOR.line, 0.5);
      const style = { size: 7.5, color: COLOR.muted };
      pen.text(`${COMPANY.legalName} · ${this.t('invoice.tax_no', { number: COMPANY.taxNumber })}`, X0, FOOTER_Y + 7, style, {
        width: CONTENT_WIDTH * 0.6,
      });
      const page = this.t('invoice.page', { page: i + 1, pages: range.count });
      pen.text(`${this.order.order_no} · ${page}`, X0 + CONTENT_WIDTH * 0.6, FOOTER_Y + 7, style, {
        width: CONTENT_WIDTH * 0.4,
        align: 'right',
      });
      doc.page.margins.bottom = bottom;
    }
  }

  private rule(y: number, color: string, width: number, x0: number = X0, x1: number = X1): void {
    this.doc.save().moveTo(x0, y).lineTo(x1, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  private fillRect(x: number, y: number, w: number, h: number, color: string, radius = 0): void {
    this.doc.save();
    if (radius > 0) this.doc.roundedRect(x, y, w, h, radius);
    else this.doc.rect(x, y, w, h);
    this.doc.fillColor(color).fill().restore();
  }

  // ── Header: issuer, title, order facts ──────────────────────────────────────────────────────

  private header(): void {
    const { pen, t, order, locale } = this;
    const top = MARGIN.top;

    // Brand mark and issuer, left.
    this.fillRect(X0, top, 30, 30, COLOR.brand, 6);
    pen.text('SD', X0, top + 7.5, { size: 12, bold: true, color: '#ffffff' }, { width: 30, align: 'center' });
    pen.text(COMPANY.brand, X0 + 40, top + 2, { size: 18, bold: true, color: COLOR.brand }, { width: 220 });
    let left = top + 42;
    left += pen.text(COMPANY.legalName, X0, left, { size: 9, bold: true }, { width: 260 }) + 1;
    const small = { size: 8.5, color: COLOR.muted };
    for (const line of COMPANY.addressLines) left += pen.text(line, X0, left, small, { width: 260 });
    left += pen.text(`${COMPANY.phone} · ${COMPANY.email}`, X0, left, small, { width: 260 });
    left += pen.text(t('invoice.tax_no', { number: COMPANY.taxNumber }), X0, left, { ...small, color: COLOR.ink }, { width: 260 });

    // Title and the order's facts, right.
    const rx = X1 - 250;
    // A long title ('Confirmation de commande') is set smaller to stay on one line.
    const titleText = upper(this.title, locale);
    let titleSize = 24;
    while (titleSize > 14 && pen.width(titleText, { size: titleSize, bold: true, tracking: 1 }) > 248) titleSize -= 1;
    pen.text(titleText, rx, top - 2 + (24 - titleSize) / 2, { size: titleSize, bold: true, tracking: 1 }, { width: 250, align: 'right' });
    let right = top + 40;
    const facts: [string, string][] = [
      [t('invoice.order_no'), order.order_no],
      [t('invoice.order_date'), formatDateTime(order.created_at, locale)],
      ...(this.final ? ([[t('final_invoice.settled_on'), formatDate(this.final.packed_at, locale)]] as [string, string][]) : []),
      [t('invoice.issued'), formatDate(this.input.issuedAt, locale)],
    ];
    for (const [label, value] of facts) {
      const h = Math.max(
        pen.text(label, rx, right, small, { width: 100 }),
        pen.text(value, rx + 100, right, { size: 8.5, bold: true }, { width: 150, align: 'right' }),
      );
      right += h + 2;
    }
    pen.text(t('invoice.payment_status_label'), rx, right + 2, small, { width: 100 });
    this.badge(paymentStatusText(order, t), STATUS_COLORS[order.payment_status], X1, right);
    right += 20;

    this.y = Math.max(left, right) + 12;
    this.rule(this.y, COLOR.brand, 1.5);
    this.y += 16;
  }

  /** A rounded status label whose right edge is at `xRight`. */
  private badge(label: string, colors: { fill: string; text: string }, xRight: number, y: number): void {
    const style = { size: 7.5, bold: true, color: colors.text, tracking: 0.4 };
    const text = upper(label, this.locale);
    const w = this.pen.width(text, style) + 14;
    const h = 15;
    this.fillRect(xRight - w, y, w, h, colors.fill, 7.5);
    this.pen.text(text, xRight - w, y + 4, style, { width: w, align: 'center' });
  }

  // ── Bill to, ship to, service ────────────────────────────────────────────────────────────────

  private parties(): void {
    const { t, order, locale, input } = this;
    const gap = 18;
    const w = (CONTENT_WIDTH - 2 * gap) / 3;

    const billName = input.customer.name.trim() || order.contact.name;
    const bill = [billName, input.customer.phone ? formatPhone(input.customer.phone) : '', input.customer.email];

    let shipHeading: string;
    let ship: string[];
    if (order.shipping_type === 'pickup') {
      shipHeading = t('invoice.pickup_at');
      const wh = input.warehouse;
      ship = wh ? [wh.name, wh.address, formatPhone(wh.phone)] : [t('invoice.warehouse', { id: order.warehouse_id ?? '' })];
    } else {
      shipHeading = t('invoice.ship_to');
      const c = order.contact;
      const extra = [c.unit ? t('invoice.unit', { unit: c.unit }) : '', c.buzz_code ? t('invoice.buzz', { code: c.buzz_code }) : '']
        .filter(Boolean)
        .join(' · ');
      const squash = (s: string) => s.replace(/\s+/g, '').toUpperCase();
      const postal = c.postal_code && !squash(c.addr).includes(squash(c.postal_code)) ? c.postal_code : '';
      ship = [c.name, c.addr, extra, postal, formatPhone(c.tel)];
    }

    const heights = [
      this.partyBlock(t('invoice.bill_to'), bill, X0, w),
      this.partyBlock(shipHeading, ship, X0 + w + gap, w),
      this.serviceBlock(X0 + 2 * (w + gap), w, [
        [t('invoice.method'), methodText(order, t)],
        [serviceDateLabel(order, t), formatServiceDate(order.service_date, locale)],
        [t('invoice.time'), timePreferenceText(order.time_preference, t)],
      ]),
    ];
    this.y += Math.max(...heights) + 18;
  }

  private heading(text: string, x: number, y: number, width: number): number {
    return this.pen.text(upper(text, this.locale), x, y, { size: 7.5, bold: true, color: COLOR.brand, tracking: 0.8 }, { width }) + 4;
  }

  private partyBlock(title: string, lines: string[], x: number, width: number): number {
    let y = this.y;
    y += this.heading(title, x, y, width);
    lines
      .filter((line) => line.trim() !== '')
      .forEach((line, i) => {
        y += this.pen.text(line, x, y, { size: 9, bold: i === 0 }, { width }) + 1;
      });
    return y - this.y;
  }

  private serviceBlock(x: number, width: number, rows: [string, string][]): number {
    let y = this.y;
    y += this.heading(this.t('invoice.service'), x, y, width);
    for (const [label, value] of rows) {
      y += this.pen.text(label, x, y, { size: 7.5, color: COLOR.muted }, { width });
      y += this.pen.text(value, x, y, { size: 9 }, { width }) + 3;
    }
    return y - this.y;
  }

  // ── Lines ────────────────────────────────────────────────────────────────────────────────────

  private tableHeader(): void {
    if (this.final) {
      this.finalTableHeader();
      return;
    }
    const { pen, t, locale } = this;
    const h = 22;
    this.fillRect(X0, this.y, CONTENT_WIDTH, h, COLOR.headerFill);
    const style = { size: 7.5, bold: true, color: COLOR.muted, tracking: 0.6 };
    const y = this.y + 7.5;
    pen.text(upper(t('invoice.col_item'), locale), COL_X.item + CELL_PAD, y, style, { width: COLUMNS.item - 2 * CELL_PAD });
    pen.text(upper(t('invoice.col_qty'), locale), COL_X.qty, y, style, { width: COLUMNS.qty - CELL_PAD, align: 'right' });
    pen.text(upper(t('invoice.col_price'), locale), COL_X.price, y, style, { width: COLUMNS.price - CELL_PAD, align: 'right' });
    pen.text(upper(t('invoice.col_amount'), locale), COL_X.amount, y, style, { width: COLUMNS.amount - CELL_PAD, align: 'right' });
    this.y += h;
  }

  private lines(): void {
    const goods = this.order.lines.filter((l) => !l.is_gift);
    const gifts = this.order.lines.filter((l) => l.is_gift);
    // The header and at least one row stay together.
    this.ensure(22 + 34, false);
    this.tableHeader();
    for (const line of goods) this.row(line);
    if (gifts.length > 0) {
      this.ensure(20 + 34, true);
      this.fillRect(X0, this.y, CONTENT_WIDTH, 20, COLOR.brandTint);
      this.pen.text(upper(this.t('invoice.gifts'), this.locale), X0 + CELL_PAD, this.y + 6.5, {
        size: 7.5,
        bold: true,
        color: COLOR.brand,
        tracking: 0.6,
      }, { width: COLUMNS.item });
      this.y += 20;
      for (const line of gifts) this.row(line);
    }
    this.rule(this.y, COLOR.lineStrong, 0.75);
    this.y += 6;
    this.taxLegend();
    this.y += 4;
  }

  /** A line of the confirmation, or of the final invoice with its settled figures (lines and settlement both in line order). */
  private row(line: OrderDetail['lines'][number]): void {
    const settled = this.final?.settlement.lines[this.order.lines.indexOf(line)];
    if (settled) this.finalLineRow(line, settled);
    else this.lineRow(line);
  }

  private finalTableHeader(): void {
    const { pen, t, locale } = this;
    const h = 22;
    this.fillRect(X0, this.y, CONTENT_WIDTH, h, COLOR.headerFill);
    const style = { size: 7.5, bold: true, color: COLOR.muted, tracking: 0.6 };
    const y = this.y + 7.5;
    const right = (key: string, x: number, w: number) => pen.text(upper(t(key), locale), x, y, style, { width: w - CELL_PAD, align: 'right' });
    pen.text(upper(t('invoice.col_item'), locale), FINAL_X.item + CELL_PAD, y, style, { width: FINAL_COLUMNS.item - 2 * CELL_PAD });
    right('final_invoice.col_ordered', FINAL_X.ordered, FINAL_COLUMNS.ordered);
    right('final_invoice.col_delivered', FINAL_X.delivered, FINAL_COLUMNS.delivered);
    right('invoice.col_price', FINAL_X.price, FINAL_COLUMNS.price);
    right('invoice.col_amount', FINAL_X.amount, FINAL_COLUMNS.amount);
    this.y += h;
  }

  /** A final invoice row: ordered and delivered quantity (and weight), the credit and why, the settled amount. */
  private finalLineRow(line: OrderDetail['lines'][number], settled: SettledLineView): void {
    const { pen, t, locale } = this;
    const itemWidth = FINAL_COLUMNS.item - 2 * CELL_PAD;
    const name = { size: 9 };
    const sub = { size: 7.5, color: COLOR.muted };
    const warn = { size: 7.5, color: COLOR.warn };
    const weighed = settled.ordered_weight_grams !== null;
    const delivered = settled.delivered_qty ?? 0;
    const parts = line.is_gift ? { shortCents: 0, weightCents: 0 } : creditParts(settled);
    const credits: string[] = [];
    if (settled.status === 'out_of_stock' && !line.is_gift) credits.push(t('final_invoice.credit_out_of_stock', { amount: money(-parts.shortCents / 100, locale) }));
    else if (settled.status === 'out_of_stock') credits.push(t('final_invoice.gift_out_of_stock'));
    else if (parts.shortCents > 0) {
      credits.push(t('final_invoice.credit_short', { delivered, ordered: settled.ordered_qty, amount: money(-parts.shortCents / 100, locale) }));
    }
    if (parts.weightCents > 0) credits.push(t('final_invoice.credit_weight', { amount: money(-parts.weightCents / 100, locale) }));
    for (const claim of this.final?.claims.filter((c) => c.line_id === settled.line_id) ?? []) {
      credits.push(
        t('final_invoice.claim_line', { qty: claim.qty, kind: t(`final_invoice.claim_kind.${claim.kind}`), amount: money(-claim.amount, locale) }),
      );
    }
    const details = [line.substituted_from ? t('substitutions.substituted_for', { substitute: line.name, original: line.substituted_from }) : '', line.sku ? t('invoice.sku', { sku: line.sku }) : '', weighed ? t('final_invoice.catch_weight') : ''].filter(Boolean).join(' · ');
    const note = line.note.trim() ? t('invoice.line_note', { note: line.note.trim() }) : '';
    const creditText = credits.join('\n');
    const creditRow = settled.credit > 0 && !line.is_gift;

    const pad = 4.5;
    const itemHeight =
      pen.height(line.name, name, { width: itemWidth }) +
      (details ? 1 + pen.height(details, sub, { width: itemWidth }) : 0) +
      (creditText ? 1 + pen.height(creditText, warn, { width: itemWidth }) : 0) +
      (note ? 1 + pen.height(note, sub, { width: itemWidth }) : 0);
    const figuresHeight = 11 + (weighed || creditRow ? 9 : 0);
    const rowHeight = 2 * pad + Math.max(itemHeight, figuresHeight);
    this.ensure(rowHeight, true);

    let y = this.y + pad;
    const x = FINAL_X.item + CELL_PAD;
    y += pen.text(line.name, x, y, name, { width: itemWidth });
    if (details) y += 1 + pen.text(details, x, y + 1, sub, { width: itemWidth });
    if (creditText) y += 1 + pen.text(creditText, x, y + 1, warn, { width: itemWidth });
    if (note) pen.text(note, x, y + 1, sub, { width: itemWidth });

    const top = this.y + pad;
    const cell = (text: string, colX: number, w: number, style: Style, dy = 0) => pen.text(text, colX, top + dy, style, { width: w - CELL_PAD, align: 'right' });
    cell(String(settled.ordered_qty), FINAL_X.ordered, FINAL_COLUMNS.ordered, name);
    const short = delivered < settled.ordered_qty;
    cell(String(delivered), FINAL_X.delivered, FINAL_COLUMNS.delivered, short ? { size: 9, bold: true, color: COLOR.warn } : name);
    if (weighed) {
      cell(gramsText(settled.ordered_weight_grams!, locale), FINAL_X.ordered, FINAL_COLUMNS.ordered, sub, 11.5);
      if (settled.actual_weight_grams !== null) {
        const lighter = settled.actual_weight_grams < (settled.ordered_weight_grams! / settled.ordered_qty) * delivered;
        cell(gramsText(settled.actual_weight_grams, locale), FINAL_X.delivered, FINAL_COLUMNS.delivered, lighter ? warn : sub, 11.5);
      }
    }
    if (line.is_gift) {
      cell('—', FINAL_X.price, FINAL_COLUMNS.price, { size: 9, color: COLOR.muted });
      cell(t('invoice.free'), FINAL_X.amount, FINAL_COLUMNS.amount, { size: 9, bold: true, color: COLOR.brand });
    } else {
      cell(money(line.price, locale), FINAL_X.price, FINAL_COLUMNS.price, name);
      cell(money(settled.settled_row_total ?? settled.ordered_row_total, locale), FINAL_X.amount, FINAL_COLUMNS.amount, { size: 9, bold: true });
      if (creditRow) this.struck(money(settled.ordered_row_total, locale), FINAL_X.amount + FINAL_COLUMNS.amount - CELL_PAD, top + 11.5);
      this.taxMark(line, FINAL_X.amount + FINAL_COLUMNS.amount - CELL_PAD, top);
    }

    this.y += rowHeight;
    this.rule(this.y, COLOR.line, 0.5);
  }

  private lineRow(line: OrderDetail['lines'][number]): void {
    const { pen, t, locale } = this;
    const itemWidth = COLUMNS.item - 2 * CELL_PAD;
    const name = { size: 9 };
    const sub = { size: 7.5, color: COLOR.muted };
    const warn = { size: 7.5, color: COLOR.warn };
    const weight = estimatedWeight(line, t);
    const details = [line.substituted_from ? t('substitutions.substituted_for', { substitute: line.name, original: line.substituted_from }) : '', line.sku ? t('invoice.sku', { sku: line.sku }) : '', weight ? t('invoice.catch_weight', { weight }) : '']
      .filter(Boolean)
      .join(' · ');
    const note = line.note.trim() ? t('invoice.line_note', { note: line.note.trim() }) : '';
    const catchNote = weight ? t('invoice.catch_weight_note') : '';
    const discounted = !line.is_gift && line.org_row_total > line.row_total;

    const pad = 4.5;
    const itemHeight =
      pen.height(line.name, name, { width: itemWidth }) +
      (details ? 1 + pen.height(details, sub, { width: itemWidth }) : 0) +
      (catchNote ? 1 + pen.height(catchNote, warn, { width: itemWidth }) : 0) +
      (note ? 1 + pen.height(note, sub, { width: itemWidth }) : 0);
    const amountHeight = 11 + (discounted ? 9 : 0);
    const rowHeight = 2 * pad + Math.max(itemHeight, amountHeight);
    this.ensure(rowHeight, true);

    let y = this.y + pad;
    const x = COL_X.item + CELL_PAD;
    y += pen.text(line.name, x, y, name, { width: itemWidth });
    if (details) y += 1 + pen.text(details, x, y + 1, sub, { width: itemWidth });
    if (catchNote) y += 1 + pen.text(catchNote, x, y + 1, warn, { width: itemWidth });
    if (note) pen.text(note, x, y + 1, sub, { width: itemWidth });

    const top = this.y + pad;
    pen.text(String(line.qty), COL_X.qty, top, name, { width: COLUMNS.qty - CELL_PAD, align: 'right' });
    if (line.is_gift) {
      pen.text('—', COL_X.price, top, { size: 9, color: COLOR.muted }, { width: COLUMNS.price - CELL_PAD, align: 'right' });
      pen.text(t('invoice.free'), COL_X.amount, top, { size: 9, bold: true, color: COLOR.brand }, {
        width: COLUMNS.amount - CELL_PAD,
        align: 'right',
      });
    } else {
      pen.text(money(line.price, locale), COL_X.price, top, name, { width: COLUMNS.price - CELL_PAD, align: 'right' });
      pen.text(money(line.row_total, locale), COL_X.amount, top, { size: 9, bold: true }, {
        width: COLUMNS.amount - CELL_PAD,
        align: 'right',
      });
      if (discounted) this.struck(money(line.org_row_total, locale), COL_X.amount + COLUMNS.amount - CELL_PAD, top + 11.5);
      this.taxMark(line, COL_X.amount + COLUMNS.amount - CELL_PAD, top);
    }

    this.y += rowHeight;
    this.rule(this.y, COLOR.line, 0.5);
  }

  /**
   * The HST marker of a taxed line (DECISIONS "Tax"), just right of its amount ending at `xRight`;
   * zero-rated lines carry none. The legend under the table says what it means.
   */
  private taxMark(line: OrderDetail['lines'][number], xRight: number, y: number): void {
    if (!lineIsTaxed(line.tax_rate_bps)) return;
    this.pen.text(this.t('invoice.tax_marker'), xRight + 1.5, y, { size: 9, bold: true, color: COLOR.brand }, { width: CELL_PAD + 4 });
  }

  /** Under the lines: which were taxed and at what rate, and that the others are zero-rated. */
  private taxLegend(): void {
    const text = taxLegendText(this.order.lines.filter((l) => !l.is_gift), this.locale, this.t);
    const style = { size: 7.5, color: COLOR.muted };
    this.ensure(this.pen.height(text, style, { width: CONTENT_WIDTH }) + 10, false);
    this.y += this.pen.text(text, X0, this.y, style, { width: CONTENT_WIDTH }) + 10;
  }

  /** The price before a product discount, struck through, right-aligned at `xRight`. */
  private struck(text: string, xRight: number, y: number): void {
    const style = { size: 7.5, color: COLOR.muted };
    const w = this.pen.width(text, style) + 1;
    this.pen.text(text, xRight - w, y, style, { width: w, align: 'right', strike: true });
  }

  // ── Payment, coupons, note; fee lines ───────────────────────────────────────────────────────

  /** The fee lines the summary shows: checkout's, or after packing the settled ones, then the claims and the final total. */
  private summaryRows(): { code: OrderDetail['fee_lines'][number]['code'] | 'claims' | 'final'; label: string; amount: number }[] {
    const { order, t, final } = this;
    if (!final) return order.fee_lines.map((fee) => ({ code: fee.code, label: feeLineLabel(fee.code, t), amount: fee.amount }));
    const claimed = final.claims.reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
    const rows: ReturnType<InvoiceWriter['summaryRows']> = [];
    for (const fee of final.settlement.fee_lines) {
      if (fee.code !== 'total') rows.push({ code: fee.code, label: feeLineLabel(fee.code, t), amount: fee.amount });
      else if (claimed > 0) rows.push({ code: 'subtotal', label: t('final_invoice.total_packed'), amount: fee.amount });
    }
    if (claimed > 0) rows.push({ code: 'claims', label: t('final_invoice.claims_total'), amount: -claimed / 100 });
    rows.push({ code: 'final', label: t('final_invoice.total'), amount: final.final_total });
    return rows;
  }

  private summary(): void {
    const { order, t, locale, pen } = this;
    const totalsWidth = 250;
    const tx = X1 - totalsWidth;
    const leftWidth = tx - X0 - 28;
    const labelWidth = totalsWidth * 0.64 - 10;
    const amountX = tx + totalsWidth * 0.64;
    const amountWidth = totalsWidth * 0.36 - 10;

    const labelStyle = { size: 9, color: COLOR.muted };
    const totalRow = 28;
    // A long label ('Frais de petite commande (taxes incl.)') wraps and its row grows.
    const rows = this.summaryRows();
    const isTotal = (code: string) => code === 'total' || code === 'final';
    const rowHeight = (row: (typeof rows)[number]) =>
      isTotal(row.code) ? totalRow + 4 : Math.max(17, pen.height(row.label, labelStyle, { width: labelWidth }) + 6);
    const totalsHeight = rows.reduce((h, row) => h + rowHeight(row), 0);

    const payment: [string, string][] = [
      [t('invoice.payment_method'), paymentTypeText(order, t)],
      [t('invoice.payment_state'), paymentStatusText(order, t)],
    ];
    const leftHeight = this.measureLeft(leftWidth, payment);
    this.ensure(Math.max(totalsHeight, leftHeight), false);

    const top = this.y;
    this.leftSummary(X0, leftWidth, payment);

    let y = top;
    for (const fee of rows) {
      if (isTotal(fee.code)) {
        y += 4;
        this.fillRect(tx, y, totalsWidth, totalRow, COLOR.brandTint);
        this.rule(y, COLOR.ink, 1, tx, X1);
        pen.text(fee.label, tx + 10, y + 7, { size: 11, bold: true }, { width: totalsWidth / 2 - 10 });
        pen.text(money(fee.amount, locale), tx + totalsWidth / 2, y + 6, { size: 12, bold: true }, {
          width: totalsWidth / 2 - 10,
          align: 'right',
        });
        y += totalRow;
      } else {
        const color = fee.code === 'discount' || fee.code === 'claims' ? COLOR.brand : COLOR.ink;
        const h = rowHeight(fee);
        pen.text(fee.label, tx + 10, y + 3, labelStyle, { width: labelWidth });
        pen.text(money(fee.amount, locale), amountX, y + 3, { size: 9, color }, { width: amountWidth, align: 'right' });
        y += h;
      }
    }
    this.y = Math.max(y, top + leftHeight) + 20;
  }

  private leftSections(payment: [string, string][]): { title: string; rows: { text: string; style: Style }[] }[] {
    const { order, t, locale } = this;
    const sections: { title: string; rows: { text: string; style: Style }[] }[] = [];
    if (this.final) sections.push(this.creditsSection(this.final));
    sections.push({
      title: t('invoice.payment'),
      rows: [
        ...payment.map(([label, value]) => ({ text: t('invoice.label_value', { label, value }), style: { size: 9 } })),
        ...(order.cashback > 0
          ? [{ text: t('invoice.cashback', { amount: money(order.cashback, locale) }), style: { size: 8, color: COLOR.muted } }]
          : []),
      ],
    });
    if (order.coupons.length > 0) {
      sections.push({
        title: t('invoice.coupons'),
        rows: order.coupons.map((c) => ({
          text: t('invoice.label_value', { label: c.name ? `${c.code} — ${c.name}` : c.code, value: money(-Math.abs(c.discount), locale) }),
          style: { size: 9 },
        })),
      });
    }
    if (order.note.trim()) sections.push({ title: t('invoice.order_note'), rows: [{ text: order.note.trim(), style: { size: 9 } }] });
    return sections;
  }

  /** What the buyer is not charged after all, in words: the line credits, the difference with tax and fees, the claims. */
  private creditsSection(final: FinalInvoice): { title: string; rows: { text: string; style: Style }[] } {
    const { t, locale } = this;
    const lv = (label: string, value: string) => t('invoice.label_value', { label, value });
    const body = { size: 9 };
    const small = { size: 8, color: COLOR.muted };
    const s = final.settlement;
    const rows: { text: string; style: Style }[] = [
      { text: lv(t('final_invoice.charged'), money(s.charged_total, locale)), style: body },
      { text: lv(t('final_invoice.line_credits'), money(-s.credits, locale)), style: body },
      { text: lv(t('final_invoice.difference'), money(-s.difference, locale)), style: body },
    ];
    for (const claim of final.claims) {
      rows.push({
        text: lv(
          t('final_invoice.claim', { name: claim.name, qty: claim.qty, kind: t(`final_invoice.claim_kind.${claim.kind}`) }),
          `${money(-claim.amount, locale)} (${t(`final_invoice.resolution.${claim.resolution}`)})`,
        ),
        style: body,
      });
    }
    if (s.credits > 0) rows.push({ text: t('final_invoice.small_order_fee_waived'), style: small });
    return { title: t('final_invoice.credits'), rows };
  }

  private measureLeft(width: number, payment: [string, string][]): number {
    let h = 0;
    for (const section of this.leftSections(payment)) {
      h += this.pen.height(upper(section.title, this.locale), { size: 7.5, bold: true, tracking: 0.8 }, { width }) + 4;
      for (const row of section.rows) h += this.pen.height(row.text, row.style, { width }) + 2;
      h += 10;
    }
    return h;
  }

  private leftSummary(x: number, width: number, payment: [string, string][]): void {
    let y = this.y;
    for (const section of this.leftSections(payment)) {
      y += this.heading(section.title, x, y, width);
      for (const row of section.rows) y += this.pen.text(row.text, x, y, row.style, { width }) + 2;
      y += 10;
    }
  }

  // ── Return policy, thanks ───────────────────────────────────────────────────────────────────

  private policy(): void {
    const { pen, t } = this;
    const pad = 12;
    const inner = CONTENT_WIDTH - 2 * pad;
    const titleStyle = { size: 8, bold: true };
    const bodyStyle = { size: 7.5, color: COLOR.muted };
    const titleH = pen.height(t('invoice.returns_title'), titleStyle, { width: inner });
    const bodyH = pen.height(t('invoice.returns_policy'), bodyStyle, { width: inner });
    const contactH = pen.height(t('invoice.contact'), bodyStyle, { width: inner });
    const boxH = pad + titleH + 3 + bodyH + 4 + contactH + pad;
    const thanksStyle = { size: 10, bold: true, color: COLOR.brand };
    const thanksH = pen.height(t('invoice.thanks'), thanksStyle, { width: CONTENT_WIDTH });
    const blockH = thanksH + 10 + boxH;

    this.ensure(blockH, false);
    // Anchored to the bottom of the last page, like a letterhead footer.
    let y = Math.max(this.y, BODY_BOTTOM - blockH);
    pen.text(t('invoice.thanks'), X0, y, thanksStyle, { width: CONTENT_WIDTH, align: 'center' });
    y += thanksH + 10;
    this.fillRect(X0, y, CONTENT_WIDTH, boxH, COLOR.canvas, 6);
    let by = y + pad;
    by += pen.text(t('invoice.returns_title'), X0 + pad, by, titleStyle, { width: inner }) + 3;
    by += pen.text(t('invoice.returns_policy'), X0 + pad, by, bodyStyle, { width: inner }) + 4;
    pen.text(t('invoice.contact'), X0 + pad, by, bodyStyle, { width: inner });
    this.y = y + boxH;
  }
}

/** Renders the invoice (or, with kind 'receipt', the receipt) of one order as PDF bytes. */
export function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  return new InvoiceWriter(input).render();
}
