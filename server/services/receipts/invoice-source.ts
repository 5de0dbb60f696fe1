import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../core/schemas/common';
import type { InvoiceDocument } from '../../../core/schemas/receipt';
import { customers, warehouses } from '../../db/schema';
import { translator } from '../../i18n';
import { loadOrderDetail } from '../orders/order-detail';
import { loadFinalInvoice } from './final-invoice-source';
import type { InvoiceInput } from './invoice-pdf';
import { orderLocale } from './invoice-text';

/**
 * Everything an invoice prints, for one of the customer's own orders (null when the order does not
 * exist or is someone else's). Written in `lang` when given, else in the order's language (§2.8:
 * receipts and invoices follow the order); product names come in that language too.
 *
 * `document` (issue 15): 'invoice' is the final invoice (`final` set) once the order is settled, and
 * 'confirmation' the order confirmation; without it, the final invoice when there is one. Asking for
 * the final invoice of an order not settled yet answers the confirmation with no `final`: the caller
 * decides (the routes answer 409).
 */
export async function loadInvoiceInput(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  q: { orderId: number; customerId: number; lang?: Locale; document?: InvoiceDocument },
): Promise<InvoiceInput | null> {
  let order = await loadOrderDetail(app, { orderId: q.orderId, customerId: q.customerId, locale: q.lang ?? 'en' });
  if (!order) return null;
  const locale = q.lang ?? orderLocale(order.language);
  if (locale !== (q.lang ?? 'en')) {
    order = await loadOrderDetail(app, { orderId: q.orderId, customerId: q.customerId, locale });
    if (!order) return null;
  }

  const [customer] = await app.db
    .select({ name: customers.name, phone: customers.phone, email: customers.email })
    .from(customers)
    .where(eq(customers.id, q.customerId))
    .limit(1);

  let warehouse: InvoiceInput['warehouse'];
  if (order.shipping_type === 'pickup' && order.warehouse_id !== null) {
    const [row] = await app.db
      .select({ city: warehouses.city, address: warehouses.address, tel: warehouses.tel })
      .from(warehouses)
      .where(eq(warehouses.id, order.warehouse_id))
      .limit(1);
    if (row) {
      const city = row.city[locale] || row.city.en;
      warehouse = { name: translator(locale)('invoice.warehouse_name', { city }), address: row.address, phone: row.tel };
    }
  }

  const final = q.document === 'confirmation' ? null : await loadFinalInvoice(app, q.orderId, locale);

  return {
    order,
    ...(final ? { final } : {}),
    ...(q.document === 'confirmation' && (order.invoice_version ?? 0) > 0 ? { confirmation: true } : {}),
    customer: { name: customer?.name ?? '', phone: customer?.phone ?? '', email: customer?.email ?? '' },
    locale,
    issuedAt: app.clock(),
    ...(warehouse ? { warehouse } : {}),
  };
}
