import { asc, eq, sql } from 'drizzle-orm';
import { fromCents } from '../../../core/money';
import { nominalUnitGrams } from '../../../core/orders/catch-weight';
import { type Actor, availableActions, type OrderAction, type OrderFacts } from '../../../core/orders/lifecycle';
import type { LineStatus } from '../../../core/orders/line-outcome';
import type { Locale, ShippingType } from '../../../core/schemas/common';
import type { DayOrder, DayOrders, PackingOrder, PickList, SettlementView } from '../../../core/schemas/fulfilment';
import type { OrderStatus, PaymentStatus } from '../../../core/schemas/order';
import type { Database } from '../../db/client';
import { customers, orderFeeLines, orderLines, orders, orderSettledFeeLines, substitutionOffers } from '../../db/schema';
import { rows } from '../orders/sql-rows';

/**
 * What the warehouse screens read (issue 15): the day's orders of a shop, one order for packing, and
 * the pick list. Each is one query (or a few, for one order), so a day of a thousand orders answers
 * quickly; the buttons each order shows are core's `availableActions` for the caller.
 */

type OrderRow = typeof orders.$inferSelect;

/** The statuses whose goods are still to be picked: placed, accepted, being packed. */
export const PICKING_STATUSES: readonly OrderStatus[] = ['processing', 'accept', 'cooking'];

export function orderFacts(order: Pick<OrderRow, 'status' | 'shippingType' | 'paymentType' | 'paymentStatus' | 'customerId' | 'createdAt' | 'packedAt'>): OrderFacts {
  return {
    status: order.status as OrderStatus,
    shippingType: order.shippingType,
    paymentType: order.paymentType,
    paymentStatus: order.paymentStatus as PaymentStatus,
    customerId: order.customerId,
    createdAt: order.createdAt,
    packed: order.packedAt !== null,
  };
}

/** The steps `actor` may take on the order now; never the buyer's own cancellation (a staff screen). */
export function staffActions(order: Parameters<typeof orderFacts>[0], actor: Actor, now: Date): OrderAction[] {
  return availableActions(orderFacts(order), actor, now).filter((a) => a !== 'cancel_by_buyer');
}

/** core `nominalUnitGrams` in SQL, for a list of lines: weighed, a mass unit, a weight above 0. */
const WEIGHED_LINE = sql.raw(
  `ol.need_weigh = 1 and lower(trim(ol.weight_unit)) in ('kg', 'g', 'lb', 'oz') and ol.weight_value ~ '^\\s*[0-9]*\\.?[0-9]+\\s*$' and ol.weight_value ~ '[1-9]'`,
);

interface DayOrderRow {
  id: number;
  order_no: string;
  customer_id: number;
  customer_name: string;
  contact_name: string;
  shipping_type: ShippingType;
  time_preference: string;
  status: string;
  payment_type: OrderRow['paymentType'];
  payment_status: string;
  total_cents: number;
  settled_total_cents: number | null;
  line_count: number;
  weighed: boolean;
  packed_at: Date | string | null;
  created_at: Date | string;
}

export async function listDayOrders(
  db: Database,
  query: { serviceDate: string; shopId: number; status?: OrderStatus; shippingType?: ShippingType },
  actor: Actor,
  now: Date,
): Promise<DayOrders> {
  const found = await rows<DayOrderRow>(
    db,
    sql`
      select o.id, o.order_no, o.customer_id, coalesce(nullif(c.name, ''), o.contact->>'name', '') as customer_name,
        coalesce(o.contact->>'name', '') as contact_name, o.shipping_type, o.time_preference, o.status,
        o.payment_type, o.payment_status, o.total_cents, o.settled_total_cents, o.packed_at, o.created_at,
        coalesce(l.line_count, 0)::int as line_count, coalesce(l.weighed, false) as weighed
      from ${orders} o
      join ${customers} c on c.id = o.customer_id
      left join lateral (
        select count(*)::int as line_count, bool_or(${WEIGHED_LINE}) as weighed
        from ${orderLines} ol where ol.order_id = o.id
      ) l on true
      where o.service_date = ${query.serviceDate} and o.shop_id = ${query.shopId}
        ${query.status ? sql`and o.status = ${query.status}` : sql``}
        ${query.shippingType ? sql`and o.shipping_type = ${query.shippingType}` : sql``}
      order by o.shipping_type, o.time_preference, o.id`,
  );
  const list: DayOrder[] = found.map((o) => {
    const packedAt = o.packed_at === null ? null : new Date(o.packed_at);
    const createdAt = new Date(o.created_at);
    return {
      order_id: o.id,
      order_no: o.order_no,
      customer_id: o.customer_id,
      customer_name: o.customer_name,
      contact_name: o.contact_name,
      shipping_type: o.shipping_type,
      time_preference: o.time_preference,
      status: o.status as OrderStatus,
      payment_type: o.payment_type,
      payment_status: o.payment_status as PaymentStatus,
      total: fromCents(o.total_cents),
      settled_total: o.settled_total_cents === null ? null : fromCents(o.settled_total_cents),
      line_count: Number(o.line_count),
      weighed: Boolean(o.weighed),
      packed: packedAt !== null,
      created_at: createdAt.toISOString(),
      actions: staffActions(
        {
          status: o.status,
          shippingType: o.shipping_type,
          paymentType: o.payment_type,
          paymentStatus: o.payment_status,
          customerId: o.customer_id,
          createdAt,
          packedAt,
        },
        actor,
        now,
      ),
    };
  });
  return { service_date: query.serviceDate, shop_id: query.shopId, orders: list };
}

/** The order row, or null when it does not exist or (with `shopId`) belongs to another shop. */
export async function findShopOrder(db: Database, orderId: number, shopId?: number): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || (shopId !== undefined && order.shopId !== shopId)) return null;
  return order;
}

/** One order for the packing screen: what it needs to compute the settled figures live with core. */
export async function loadPackingOrder(db: Database, order: OrderRow, locale: Locale, actor: Actor, now: Date): Promise<PackingOrder> {
  const packed = order.packedAt !== null;
  // Independent reads, sent together.
  const [[customer], lines, fees, offers, settledFees] = await Promise.all([
    db.select({ name: customers.name }).from(customers).where(eq(customers.id, order.customerId)).limit(1),
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderFeeLines).where(eq(orderFeeLines.orderId, order.id)).orderBy(asc(orderFeeLines.position)),
    // The newest offer per product wins (ids grow with time).
    db
      .select({ productId: substitutionOffers.productId, status: substitutionOffers.status })
      .from(substitutionOffers)
      .where(eq(substitutionOffers.orderId, order.id))
      .orderBy(asc(substitutionOffers.id)),
    packed
      ? db.select().from(orderSettledFeeLines).where(eq(orderSettledFeeLines.orderId, order.id)).orderBy(asc(orderSettledFeeLines.position))
      : Promise.resolve([]),
  ]);
  const offerOf = new Map(offers.map((o) => [o.productId, o.status]));
  const unitGrams = new Map(lines.map((l) => [l.id, nominalUnitGrams({ needWeigh: l.needWeigh, weightValue: l.weightValue, weightUnit: l.weightUnit })]));
  return {
    order_id: order.id,
    order_no: order.orderNo,
    shop_id: order.shopId,
    customer_name: customer?.name || order.contact.name,
    contact: order.contact,
    note: order.note,
    service_date: order.serviceDate,
    time_preference: order.timePreference,
    shipping_type: order.shippingType,
    status: order.status as OrderStatus,
    payment_type: order.paymentType,
    payment_status: order.paymentStatus as PaymentStatus,
    fee_lines: fees.map((f) => ({ code: f.kind, amount: fromCents(f.amountCents) })),
    total: fromCents(order.totalCents),
    lines: lines.map((l) => ({
      line_id: l.id,
      product_id: l.productId,
      sku: l.sku,
      name: l.name[locale] || l.name.en,
      qty: l.qty,
      price: fromCents(l.unitPriceCents),
      row_total: fromCents(l.rowTotalCents),
      note: l.note,
      is_gift: l.isGift,
      need_weigh: l.needWeigh === 1,
      weight_value: l.weightValue,
      weight_unit: l.weightUnit,
      unit_grams: unitGrams.get(l.id) ?? null,
      // The rate checkout taxed the line at, as packing settles it.
      tax_rate_bps: l.taxRateBps,
      status: l.lineStatus as LineStatus,
      delivered_qty: l.deliveredQty,
      actual_weight_grams: l.actualWeightGrams,
      settled_row_total: l.settledRowTotalCents === null ? null : fromCents(l.settledRowTotalCents),
      substitution: l.substitution,
      substituted_from: l.substitutedName ? l.substitutedName[locale] || l.substitutedName.en : null,
      offer: l.substitutedProductId === null ? (offerOf.get(l.productId) ?? null) : (offerOf.get(l.substitutedProductId) ?? null),
    })),
    packed,
    settlement: packed ? storedSettlement(order, lines, settledFees, unitGrams) : null,
    actions: staffActions(order, actor, now),
  };
}

/** The settlement packing stored (lines, settled fee lines, settled total), in the wire's shape. */
function storedSettlement(
  order: OrderRow,
  lines: (typeof orderLines.$inferSelect)[],
  settledFees: (typeof orderSettledFeeLines.$inferSelect)[],
  unitGrams: Map<number, number | null>,
): SettlementView {
  let creditsCents = 0;
  const view = lines.map((l) => {
    const settled = l.settledRowTotalCents ?? l.rowTotalCents;
    const credit = l.rowTotalCents - settled;
    creditsCents += credit;
    const grams = unitGrams.get(l.id) ?? null;
    return {
      line_id: l.id,
      status: l.lineStatus as LineStatus,
      ordered_qty: l.qty,
      delivered_qty: l.deliveredQty,
      ordered_weight_grams: grams === null ? null : grams * l.qty,
      actual_weight_grams: l.actualWeightGrams,
      ordered_row_total: fromCents(l.rowTotalCents),
      settled_row_total: l.settledRowTotalCents === null ? null : fromCents(l.settledRowTotalCents),
      credit: fromCents(credit),
    };
  });
  const settledTotal = order.settledTotalCents ?? settledFees.find((f) => f.kind === 'total')?.amountCents ?? order.totalCents;
  return {
    lines: view,
    fee_lines: settledFees.map((f) => ({ code: f.kind, amount: fromCents(f.amountCents) })),
    credits: fromCents(creditsCents),
    charged_total: fromCents(order.totalCents),
    settled_total: fromCents(settledTotal),
    difference: fromCents(order.totalCents - settledTotal),
    cashback: fromCents(order.cashbackCents),
  };
}

interface PickRow {
  product_id: number;
  sku: string;
  name: string;
  need_weigh: number;
  weight_value: string;
  weight_unit: string;
  total_qty: number;
  /** order id, order no, line id, qty of each line, flat, joined by U+001F (cheaper to build than JSON). */
  orders: string;
}

/** The separator of the pick list's aggregated fields (U+001F): order numbers never hold it. */
const SEP = '\u001f';

/**
 * The pick list of one service date and shop: every product of the orders still to be picked with its
 * total quantity and the orders it goes to, weighed (catch-weight) products flagged. One aggregated
 * query over `orders_service_date_idx` and `order_lines_order_idx`; a product's name, SKU and weight
 * come from its first line of the day (read once per product, not per line).
 */
export async function loadPickList(
  db: Database,
  query: { serviceDate: string; shopId: number; shippingType?: ShippingType },
  locale: Locale,
): Promise<PickList> {
  const statuses = sql.join(
    PICKING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const day = sql`o.service_date = ${query.serviceDate} and o.shop_id = ${query.shopId} and o.status in (${statuses})
    ${query.shippingType ? sql`and o.shipping_type = ${query.shippingType}` : sql``}`;
  const [items, [count]] = await Promise.all([
    rows<PickRow>(
      db,
      sql`
        with picked as (
          select l.product_id, min(l.id) as first_line, sum(l.qty)::int as total_qty,
            string_agg(o.id || chr(31) || o.order_no || chr(31) || l.id || chr(31) || l.qty, chr(31) order by o.id, l.id) as orders
          from ${orders} o
          join ${orderLines} l on l.order_id = o.id
          where ${day}
          group by l.product_id
        )
        select p.product_id, p.total_qty, p.orders, f.sku, coalesce(nullif(f.name->>${locale}, ''), f.name->>'en') as name,
          f.need_weigh, f.weight_value, f.weight_unit
        from picked p
        join ${orderLines} f on f.id = p.first_line`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from ${orders} o where ${day}`),
  ]);
  const collator = new Intl.Collator(locale === 'cn' ? 'zh' : locale);
  return {
    service_date: query.serviceDate,
    shop_id: query.shopId,
    order_count: Number(count?.n ?? 0),
    items: items
      .map((r) => ({
        product_id: r.product_id,
        sku: r.sku,
        name: r.name,
        need_weigh: nominalUnitGrams({ needWeigh: Number(r.need_weigh), weightValue: r.weight_value, weightUnit: r.weight_unit }) !== null,
        weight_value: r.weight_value,
        weight_unit: r.weight_unit,
        total_qty: Number(r.total_qty),
        orders: splitOrders(r.orders),
      }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.product_id - b.product_id),
  };
}

function splitOrders(flat: string): PickList['items'][number]['orders'] {
  const f = flat.split(SEP);
  const out: PickList['items'][number]['orders'] = [];
  for (let i = 0; i + 3 < f.length; i += 4) out.push({ order_id: Number(f[i]), order_no: f[i + 1]!, line_id: Number(f[i + 2]), qty: Number(f[i + 3]) });
  return out;
}
