import type { Locale } from '../../../../core/schemas/common';
import { platform } from '../../../platform';
import type { PlatformSaveResult } from '../../../platform/platform';
import { staffDownload } from '../../../lib/staff-request';

/** GET /api/agent/orders/invoice?order_id=&lang= — the PDF, saved through the platform (desktop: the save dialog). */
export async function saveAgentInvoice(orderId: number, orderNo: string, locale: Locale): Promise<PlatformSaveResult> {
  const file = await staffDownload('/api/agent/orders/invoice', { locale, query: { order_id: orderId, lang: locale } });
  return platform.saveFile({ name: file.filename ?? `invoice-${orderNo || orderId}.pdf`, bytes: file.bytes, mime: 'application/pdf' });
}
