import type { Locale } from '../../../../core/schemas/common';
import { platform } from '../../../platform';
import type { PlatformSaveResult } from '../../../platform/platform';
import { ordersApiQuery, type OrdersView } from '../utils/orders-view';
import { staffDownload } from '../../../lib/staff-request';

/**
 * GET /api/agent/orders/export: every row of the current view (same filters and sort, no paging)
 * as CSV, saved through the platform (a download on the web, the save dialog on desktop).
 */
export async function exportAgentOrders(view: OrdersView, locale: Locale): Promise<{ name: string; result: PlatformSaveResult }> {
  const file = await staffDownload('/api/agent/orders/export', { locale, query: ordersApiQuery(view, { paging: false }) });
  const name = file.filename ?? 'agent-orders.csv';
  const result = await platform.saveFile({ name, bytes: file.bytes, mime: 'text/csv' });
  return { name, result };
}
