import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../core/schemas/common';
import { customers, warehouses } from '../../db/schema';
import { translator } from '../../i18n';
import { loadOrderDetail } from '../orders/order-detail';
import type { InvoiceInput } from './invoice-pdf';
import { orderLocale } from './invoice-text';

/**
 * Everything an invoice prints, for one of the customer's own orders (null when the order does not
 * exist or is someone else's). Written in `lang` when given, else in the order's language (§2.8:
 * receipts and invoices follow the order); product names come in that language too.
 */
export async function loadInvoiceInput(
  app: FastifyInstance,
  q: { orderId: number; customerId: number; lang?: Locale },
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

  return {
    order,
    customer: { name: customer?.name ?? '', phone: customer?.phone ?? '', email: customer?.email ?? '' },
    locale,
    issuedAt: app.clock(),
    ...(warehouse ? { warehouse } : {}),
  };
}
