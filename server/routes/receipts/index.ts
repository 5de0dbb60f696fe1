import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type InvoicePdfQuery,
  invoicePdfQuerySchema,
  receiptRequestBodySchema,
  receiptSentResponseSchema,
} from '../../../core/schemas/receipt';
import { MailProviderError } from '../../adapters/mail/mail-provider';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { requireCustomer } from '../../plugins/auth';
import { loadInvoiceInput } from '../../services/receipts/invoice-source';
import { sendPdf } from '../../http/send-pdf';
import { renderInvoicePdf } from '../../services/receipts/invoice-pdf';
import { documentKind, invoiceFilename, receiptMail, requestedDocument } from '../../services/receipts/receipt-mail';

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'receipt.order_not_found');

/**
 * Invoices and receipts of the caller's own orders (spec §2.8, §7): the invoice PDF download and
 * the receipt by e-mail. A customer session (or an agent's customer-scoped token) is needed, checked
 * before the input is validated; staff sessions are refused (403) for now. Someone else's order is
 * answered exactly like a missing one (404).
 */
const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    await requireCustomer(request);
  });

  const invoicePdf = async (request: FastifyRequest<{ Querystring: InvoicePdfQuery }>, reply: FastifyReply) => {
    const { customerId } = await requireCustomer(request);
    const { order_id, lang, document } = request.query;
    const input = requestedDocument(await loadInvoiceInput(app, { orderId: order_id, customerId, lang, document }), document);
    if (!input) throw orderNotFound();
    return sendPdf(reply, await renderInvoicePdf(input), invoiceFilename(input));
  };
  // Binary answers: no response schema (the PDF bytes are not JSON).
  app.get('/api/user/receipt/request/pdf', { schema: { querystring: invoicePdfQuerySchema } }, invoicePdf);
  app.get('/api/webclient/order/invoice', { schema: { querystring: invoicePdfQuerySchema } }, invoicePdf);

  for (const path of ['/api/webclient/receipt/request', '/api/user/receipt/request']) {
    app.post(path, { schema: { body: receiptRequestBodySchema, response: { 200: receiptSentResponseSchema } } }, async (request) => {
      const { customerId } = await requireCustomer(request);
      const loaded = await loadInvoiceInput(app, { orderId: request.body.order_id, customerId });
      if (!loaded) throw orderNotFound();
      const input = { ...loaded, kind: documentKind(loaded.order) };
      const pdf = await renderInvoicePdf(input);
      try {
        await app.mail.send(receiptMail(input, pdf, request.body.email));
      } catch (error) {
        if (!(error instanceof MailProviderError)) throw error;
        request.log.warn({ err: error, orderId: input.order.order_id }, 'receipt mail not sent');
        // Spec §5/§8: an address that cannot receive the receipt; anything else is the mail service's fault.
        if (error.recipientRefused) throw badRequest('RECEIPT_EMAIL_REFUSED', 'receipt.cannot_receive');
        throw new ApiError(503, 'MAIL_UNAVAILABLE', 'receipt.send_failed');
      }
      return { status: 1 as const, data: { sent: true as const, email: request.body.email } };
    });
  }
};

export default receiptsRoutes;
