import type { Locale } from '../../../../core/schemas/common';
import type { InvoiceDocument } from '../../../../core/schemas/receipt';
import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../utils/save-blob';

/**
 * GET /api/user/receipt/request/pdf?order_id=[&document=] — the invoice PDF: once the order is settled
 * the final invoice (`document` 'invoice', the default) or the order confirmation ('confirmation').
 * It needs the session token header, so it is fetched through the API client and then saved, not
 * opened as a plain link.
 */
export async function downloadInvoice(orderId: number, orderNo: string, locale: Locale, document?: InvoiceDocument): Promise<void> {
  const { blob, filename } = await apiDownload('/api/user/receipt/request/pdf', {
    locale,
    query: { order_id: orderId, ...(document ? { document } : {}) },
  });
  saveBlob(blob, filename ?? `${document === 'confirmation' ? 'confirmation' : 'invoice'}-${orderNo || orderId}.pdf`);
}
