import { z } from 'zod';
import { idParam, localeSchema, okEnvelope } from './common';

/**
 * Receipts and invoices (spec §2.8 order detail, §7 Send receipt, Download invoice and
 * GET /api/user/receipt/request/pdf).
 */

/** POST api/webclient/receipt/request and api/user/receipt/request. */
export const receiptRequestBodySchema = z.object({
  order_id: idParam,
  email: z.string().trim().min(1, { message: 'validation.email_required', abort: true }).max(200).email('validation.email_invalid'),
});
export type ReceiptRequestBody = z.infer<typeof receiptRequestBodySchema>;

export const receiptSentSchema = z.object({ sent: z.literal(true), email: z.string() });
export const receiptSentResponseSchema = okEnvelope(receiptSentSchema);

/**
 * GET /api/user/receipt/request/pdf?order_id=&lang= (also GET api/webclient/order/invoice): the
 * invoice as application/pdf, an attachment named invoice-<order_no>.pdf. Without `lang` it is in
 * the order's language.
 */
export const invoicePdfQuerySchema = z.object({
  order_id: idParam,
  lang: localeSchema.optional(),
});
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuerySchema>;
