import PDFDocument from 'pdfkit';
import type { Locale } from '../../../core/schemas/common';
import type { PickList } from '../../../core/schemas/fulfilment';
import { translator } from '../../i18n';
import { invoiceFonts, printable } from '../receipts/invoice-fonts';
import { formatDateTime, formatServiceDate } from '../receipts/invoice-text';

/**
 * The pick list as a printable PDF (issue 15): US Letter in the caller's language, in the invoices'
 * embedded font (Noto Sans SC: Latin, French and Chinese alike). One row per product — a tick box,
 * the name and SKU, a "weigh" flag for catch-weight products, the total quantity — and under it the
 * orders it goes to with their quantities. The table header repeats on every page; pages are numbered.
 */

export interface PickListPdfInput {
  list: PickList;
  shopName: string;
  locale: Locale;
  printedAt: Date;
}

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = { top: 40, bottom: 56, left: 40, right: 40 } as const;
const X0 = MARGIN.left;
const X1 = PAGE.width - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;
const COL = { box: X0, item: X0 + 22, weigh: X0 + 340, qty: X0 + 420 } as const;
const QTY_WIDTH = X1 - COL.qty;
const INK = '#17201b';
const MUTED = '#5f6b64';
const LINE = '#c9d0cb';
const WARN = '#9a3412';

export function renderPickListPdf({ list, shopName, locale, printedAt }: PickListPdfInput): Promise<Buffer> {
  const t = translator(locale);
  const title = t('pickList.title');
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    info: { Title: `${title} ${list.service_date}`, Creator: 'Supply Desk', Producer: 'Supply Desk', CreationDate: printedAt, ModDate: printedAt },
    lang: locale === 'cn' ? 'zh-CN' : locale === 'fr' ? 'fr-CA' : 'en-CA',
  });
  doc.registerFont('sans', fonts.regular, fonts.regularFamily as string);
  doc.registerFont('sans-bold', fonts.bold, fonts.boldFamily as string);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (raw: string, x: number, y: number, opts: { size: number; bold?: boolean; color?: string; width: number; align?: 'left' | 'right' }) => {
    const s = printable(raw);
    doc.font(opts.bold ? 'sans-bold' : 'sans').fontSize(opts.size).fillColor(opts.color ?? INK);
    const options = { width: opts.width, align: opts.align ?? 'left', lineGap: -0.3 * opts.size } as const;
    const h = s ? doc.heightOfString(s, options) : 0;
    if (s) doc.text(s, x, y, options);
    return h;
  };
  const measure = (raw: string, opts: { size: number; bold?: boolean; width: number }) => {
    const s = printable(raw);
    if (!s) return 0;
    doc.font(opts.bold ? 'sans-bold' : 'sans').fontSize(opts.size);
    return doc.heightOfString(s, { width: opts.width, lineGap: -0.3 * opts.size });
  };

  let y = MARGIN.top;
  const tableHeader = () => {
    text(t('pickList.product'), COL.item, y, { size: 8.5, bold: true, color: MUTED, width: COL.weigh - COL.item });
    text(t('pickList.weigh'), COL.weigh, y, { size: 8.5, bold: true, color: MUTED, width: COL.qty - COL.weigh });
    text(t('pickList.total_qty'), COL.qty, y, { size: 8.5, bold: true, color: MUTED, width: QTY_WIDTH, align: 'right' });
    y += 14;
    doc.moveTo(X0, y).lineTo(X1, y).lineWidth(0.8).strokeColor(LINE).stroke();
    y += 6;
  };

  // Heading: title, date, shop, how many orders and products.
  y += text(title, X0, y, { size: 18, bold: true, width: X1 - X0 });
  y += 4;
  y += text(`${t('pickList.service_date', { date: formatServiceDate(list.service_date, locale) })} · ${shopName}`, X0, y, { size: 10.5, width: X1 - X0 });
  y += text(
    `${t('pickList.counts', { orders: list.order_count, products: list.items.length })} · ${t('pickList.printed', { at: formatDateTime(printedAt, locale) })}`,
    X0,
    y,
    { size: 9, color: MUTED, width: X1 - X0 },
  );
  y += 14;
  if (list.items.length === 0) {
    text(t('pickList.empty'), X0, y, { size: 11, color: MUTED, width: X1 - X0 });
  } else {
    tableHeader();
  }

  for (const item of list.items) {
    const name = `${item.name}`;
    const sub = `${item.sku}${item.weight_value ? ` · ${item.weight_value} ${item.weight_unit}` : ''}`;
    const orders = item.orders.map((o) => `#${o.order_no}\u00a0×\u00a0${o.qty}`).join('   ');
    const itemWidth = COL.weigh - COL.item - 8;
    const height = measure(name, { size: 10.5, bold: true, width: itemWidth }) + measure(sub, { size: 8.5, width: itemWidth }) + measure(orders, { size: 8.5, width: X1 - COL.item }) + 12;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = MARGIN.top;
      tableHeader();
    }
    doc.rect(COL.box, y + 2, 10, 10).lineWidth(0.8).strokeColor(INK).stroke();
    const top = y;
    y += text(name, COL.item, y, { size: 10.5, bold: true, width: itemWidth });
    y += text(sub, COL.item, y, { size: 8.5, color: MUTED, width: itemWidth });
    if (item.need_weigh) text(t('pickList.weighed'), COL.weigh, top, { size: 9, bold: true, color: WARN, width: COL.qty - COL.weigh });
    text(String(item.total_qty), COL.qty, top, { size: 12, bold: true, width: QTY_WIDTH, align: 'right' });
    y += 2;
    y += text(orders, COL.item, y, { size: 8.5, color: MUTED, width: X1 - COL.item });
    y += 5;
    doc.moveTo(X0, y).lineTo(X1, y).lineWidth(0.4).strokeColor(LINE).stroke();
    y += 5;
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Writing in the bottom margin must not add a page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    text(`${title} · ${list.service_date} · ${t('pickList.page', { page: i + 1, pages: range.count })}`, X0, PAGE.height - 36, {
      size: 8,
      color: MUTED,
      width: X1 - X0,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
