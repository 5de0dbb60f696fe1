import type { Locale } from '../../../../core/schemas/common';
import { platform } from '../../../platform';
import type { PlatformSaveResult } from '../../../platform/platform';
import { staffDownload } from '../../../lib/staff-request';

/** GET /api/fulfilment/pick_list.pdf — saved through the platform (desktop: the save dialog; web: a download). */
export async function savePickListPdf(serviceDate: string, shopId: number, locale: Locale): Promise<PlatformSaveResult> {
  const file = await staffDownload('/api/fulfilment/pick_list.pdf', { locale, query: { service_date: serviceDate, shop_id: shopId } });
  return platform.saveFile({ name: file.filename ?? `pick-list-${serviceDate}-${shopId}.pdf`, bytes: file.bytes, mime: 'application/pdf' });
}
