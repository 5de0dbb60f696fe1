import { lineIsTaxed } from '../../../core/checkout/tax-class';
import type { InvoiceDocument } from '../../../core/schemas/receipt';
import type { MailAttachment, MailMessage } from '../../adapters/mail/mail-provider';
import { ApiError } from '../../http/api-error';
import { translator } from '../../i18n';
import type { InvoiceInput } from './invoice-pdf';
import {
  estimatedWeight,
  feeLineLabel,
  formatDateTime,
  formatServiceDate,
  methodText,
  money,
  paymentStatusText,
  paymentTypeText,
  taxLegendText,
  timePreferenceText,
} from './invoice-text';

/** Only a settled payment makes the document a receipt; otherwise it is the invoice. */
export function documentKind(order: InvoiceInput['order']): 'invoice' | 'receipt' {
  return order.payment_status === 'paid' || order.payment_status === 'prepaid' ? 'receipt' : 'invoice';
}

/** `invoice-SD2611200418.pdf`; anything but letters, digits, '-' and '_' is dropped from the number. */
export function documentFilename(kind: 'invoice' | 'receipt' | 'confirmation', orderNo: string): string {
  return `${kind}-${orderNo.replace(/[^A-Za-z0-9_-]+/g, '') || 'order'}.pdf`;
}

/** The download's name: confirmation-<no>.pdf for the confirmation of a settled order, else invoice-<no>.pdf. */
export const invoiceFilename = (input: InvoiceInput): string => documentFilename(input.confirmation ? 'confirmation' : 'invoice', input.order.order_no);

/**
 * The document a download route answers (issue 15): null stays null (the route's 404); the final
 * invoice asked for before the order is settled is a 409 saying when it will be ready.
 */
export function requestedDocument(input: InvoiceInput | null, document: InvoiceDocument | undefined): InvoiceInput | null {
  if (input && document === 'invoice' && !input.final) throw new ApiError(409, 'FINAL_INVOICE_NOT_READY', 'final_invoice.not_settled');
  return input;
}

/**
 * The receipt e-mail (spec §2.8 receipt by e-mail) in the order's language: the order no in the
 * subject, a plain-text summary of the lines and the fee lines, and the PDF attached.
 */
export function receiptMail(input: InvoiceInput, pdf: Buffer, to: string): MailMessage {
  const { order, locale } = input;
  const t = translator(locale);
  const lv = (label: string, value: string) => t('invoice.label_value', { label, value });
  const name = input.customer.name.trim();

  const out: string[] = [];
  out.push(name ? t('receipt.email_greeting', { name }) : t('receipt.email_greeting_anonymous'), '');
  out.push(t('receipt.email_intro', { order_no: order.order_no, date: formatDateTime(order.created_at, locale) }), '');
  out.push(
    t('receipt.email_service', {
      method: methodText(order, t),
      date: formatServiceDate(order.service_date, locale),
      time: timePreferenceText(order.time_preference, t),
    }),
  );
  if (order.shipping_type === 'pickup') {
    if (input.warehouse) out.push(lv(t('invoice.pickup_at'), `${input.warehouse.name}, ${input.warehouse.address}`));
  } else {
    out.push(lv(t('invoice.ship_to'), [order.contact.name, order.contact.addr].filter(Boolean).join(', ')));
  }
  out.push('');

  const goods = order.lines.filter((l) => !l.is_gift);
  const gifts = order.lines.filter((l) => l.is_gift);
  out.push(t('receipt.email_items'));
  for (const line of goods) {
    const weight = estimatedWeight(line, t);
    const item = `${line.qty} × ${line.name}${weight ? ` (${t('invoice.catch_weight', { weight })})` : ''}`;
    const mark = lineIsTaxed(line.tax_rate_bps) ? ` ${t('invoice.tax_marker')}` : '';
    out.push(`- ${lv(item, `${money(line.row_total, locale)}${mark}`)}`);
    if (weight) out.push(`  ${t('invoice.catch_weight_note')}`);
  }
  out.push(taxLegendText(goods, locale, t));
  if (gifts.length > 0) {
    out.push('', t('invoice.gifts'));
    for (const line of gifts) out.push(`- ${lv(`${line.qty} × ${line.name}`, t('invoice.free'))}`);
  }
  out.push('', t('receipt.email_totals'));
  // After settlement the totals are the settled ones (the final invoice's), the claims and the final total.
  for (const fee of input.final?.settlement.fee_lines ?? order.fee_lines) out.push(lv(feeLineLabel(fee.code, t), money(fee.amount, locale)));
  if (input.final && input.final.claims.length > 0) out.push(lv(t('final_invoice.total'), money(input.final.final_total, locale)));
  out.push('', t('receipt.email_payment', { type: paymentTypeText(order, t), status: paymentStatusText(order, t) }));
  if (order.coupons.length > 0) {
    out.push(lv(t('invoice.coupons'), order.coupons.map((c) => c.code).join(', ')));
  }
  out.push('', t('invoice.contact'), '', t('receipt.email_sign_off'));

  const kind = input.kind ?? 'invoice';
  const attachment: MailAttachment = { filename: documentFilename(kind, order.order_no), content: pdf, contentType: 'application/pdf' };
  return {
    to,
    subject: t('receipt.email_subject', { order_no: order.order_no }),
    text: `${out.join('\n')}\n`,
    attachments: [attachment],
  };
}
