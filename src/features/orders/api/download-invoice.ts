import type { Locale } from '../../../../core/schemas/common';
import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../utils/save-blob';

/**
 * GET /api/user/receipt/request/pdf?order_id= — the invoice PDF. It needs the session token header,
 * so it is fetched through the API client and then saved, not opened as a plain link.
 */
export async function downloadInvoice(orderId: number, orderNo: string, locale: Locale): Promise<void> {
  const { blob, filename } = await apiDownload('/api/user/receipt/request/pdf', { locale, query: { order_id: orderId } });
  saveBlob(blob, filename ?? `invoice-${orderNo || orderId}.pdf`);
}
