import { z } from 'zod';
import { CLAIM_KINDS, CLAIM_RESOLUTIONS } from '../orders/claims';
import { idParam, localeSchema, okEnvelope } from './common';
import { settlementViewSchema } from './fulfilment';

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
 * The two documents of an order (issue 15): the order `confirmation` (what checkout charged or
 * authorized, at the ordered quantities and standard weights) and, once the order is packed and
 * settled, the final `invoice` (ordered and delivered quantities and weights, the credits, the settled
 * total). Before settlement only the confirmation exists.
 */
export const INVOICE_DOCUMENTS = ['confirmation', 'invoice'] as const;
export const invoiceDocumentSchema = z.enum(INVOICE_DOCUMENTS);
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/**
 * GET /api/user/receipt/request/pdf?order_id=&lang=&document= (also GET api/webclient/order/invoice
 * and, for staff, api/agent/orders/invoice): the document as application/pdf, an attachment named
 * invoice-<order_no>.pdf (confirmation-<order_no>.pdf for the confirmation of a settled order).
 * Without `lang` it is in the order's language. Without `document` it is the final invoice once the
 * order is settled, else the confirmation; `document=invoice` before settlement answers 409.
 */
export const invoicePdfQuerySchema = z.object({
  order_id: idParam,
  lang: localeSchema.optional(),
  document: invoiceDocumentSchema.optional(),
});
export type InvoicePdfQuery = z.infer<typeof invoicePdfQuerySchema>;

/** An approved claim as the final invoice lists it (dollars). */
export const invoiceClaimSchema = z.object({
  claim_id: z.number().int(),
  line_id: z.number().int(),
  /** The line's product name in the document's language. */
  name: z.string(),
  kind: z.enum(CLAIM_KINDS),
  qty: z.number().int(),
  resolution: z.enum(CLAIM_RESOLUTIONS),
  amount: z.number(),
});
export type InvoiceClaim = z.infer<typeof invoiceClaimSchema>;

/**
 * What the final invoice shows beyond the confirmation: the settlement as stored at packing (per line
 * ordered and delivered quantity and weight, settled row, credit; the settled fee lines), the approved
 * claims, and the final total (the settled total less every approved claim: orders.settled_total_cents).
 */
export const finalInvoiceSchema = z.object({
  /** 1 after packing; each approved claim adds one. */
  version: z.number().int(),
  packed_at: z.string(),
  settlement: settlementViewSchema,
  claims: z.array(invoiceClaimSchema),
  final_total: z.number(),
});
export type FinalInvoice = z.infer<typeof finalInvoiceSchema>;
