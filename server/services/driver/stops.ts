import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DriverStop, DriverStops } from '../../../core/schemas/fulfilment';
import type { Locale } from '../../../core/schemas/common';
import type { OrderStatus } from '../../../core/schemas/order';
import type { Database } from '../../db/client';
import { orderLines, orders, type OrderContact } from '../../db/schema';

/**
 * The driver's day (issue 15): the delivery orders of one delivery date that are out for delivery
 * (the driver marks them delivered), packed and waiting to leave (shown read-only), or already
 * delivered (shown done, with the receiver's name). Each with its address, a maps link, and the
 * lines as packed: the delivered quantity and, for weighed lines, the weight on the scale.
 */

/** A Google Maps search for the address: opens the maps app on a phone, the site elsewhere. */
export function mapsUrl(contact: Pick<OrderContact, 'addr' | 'postal_code'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(contact))}`;
}

const squeezed = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The address with its postal code, once: checkout's addresses usually carry it already. */
export function fullAddress(contact: Pick<OrderContact, 'addr' | 'postal_code'>): string {
  const addr = contact.addr.trim();
  const postal = contact.postal_code.trim();
  return postal && !squeezed(addr).includes(squeezed(postal)) ? `${addr}, ${postal}` : addr;
}

type OrderRow = typeof orders.$inferSelect;

/** Out for delivery first, then the ones still at the warehouse, the delivered ones last. */
const STATUS_ORDER: Partial<Record<string, number>> = { delivering: 0, cooking: 1, delivered: 2, finished: 3 };

export interface StopsQuery {
  serviceDate: string;
  shopId?: number;
  locale: Locale;
}

export async function driverStops(db: Database, query: StopsQuery): Promise<DriverStops> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.serviceDate, query.serviceDate),
        eq(orders.shippingType, 'delivery'),
        query.shopId ? eq(orders.shopId, query.shopId) : undefined,
        or(inArray(orders.status, ['delivering', 'delivered']), and(eq(orders.status, 'cooking'), isNotNull(orders.packedAt))),
      ),
    )
    .orderBy(asc(orders.id));
  const stops = await stopViews(db, rows, query.locale);
  stops.sort((a, b) => (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9) || timeRank(a.time_preference) - timeRank(b.time_preference) || a.order_id - b.order_id);
  return { service_date: query.serviceDate, stops };
}

/** 'asap' before the 'arrive around HH:MM' slots, the slots by time. */
const timeRank = (preference: string) => (preference === 'asap' ? -1 : Number(preference.replace(':', '')) || 0);

export async function driverStop(db: Database, orderId: number, locale: Locale): Promise<DriverStop | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  return (await stopViews(db, [row], locale))[0] ?? null;
}

async function stopViews(db: Database, rows: OrderRow[], locale: Locale): Promise<DriverStop[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderLines.id));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return rows.map((order) => ({
    order_id: order.id,
    order_no: order.orderNo,
    status: order.status as OrderStatus,
    time_preference: order.timePreference,
    // addr is the full address as the driver reads it (with the postal code, once).
    contact: { ...order.contact, addr: fullAddress(order.contact), buzz_code: order.contact.buzz_code ?? '', unit: order.contact.unit ?? '' },
    maps_url: mapsUrl(order.contact),
    note: order.note,
    payment_type: order.paymentType,
    can_deliver: order.status === 'delivering',
    receiver_name: order.receiverName,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    delivery_photo: order.deliveryPhoto,
    lines: (linesOf.get(order.id) ?? [])
      // Lines packing found none of never leave the warehouse.
      .filter((line) => line.deliveredQty === null || line.deliveredQty > 0)
      .map((line) => ({
        line_id: line.id,
        name: line.name[locale] || line.name.en,
        qty: line.deliveredQty ?? line.qty,
        ordered_qty: line.qty,
        need_weigh: line.needWeigh === 1,
        weight_grams: line.actualWeightGrams,
      })),
  }));
}
