import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { ORDER_NUMBER_ID_DIGITS, orderNumberPrefix, timePreferenceOffered } from '../../../core/checkout/checkout-rules';
import { deliveryDates, deliverySlots, pickupDays } from '../../../core/checkout/service-dates';
import { lineTaxRateBps } from '../../../core/checkout/tax-class';
import { deliverySchedule } from '../../../core/calendar/delivery-schedule';
import { STORE_TIME_ZONE, zonedMoment } from '../../../core/calendar/local-time';
import { buildCartLine } from '../../../core/cart-line/cart-line';
import { rowUnitPriceCents } from '../../../core/cart-line/cart-pricing';
import { lineTitle, optionsText } from '../../../core/cart-line/line-text';
import { fromCents } from '../../../core/money';
import type { PlacedOrder } from '../../../core/schemas/checkout';
import type { Locale, LocalizedText } from '../../../core/schemas/common';
import { type PlaceOrderBody, SUPPLY_CHAIN_ORDER_TYPE } from '../../../core/schemas/order';
import type { Database } from '../../db/client';
import {
  addressBook,
  carts,
  customerCoupons,
  customers,
  orderCoupons,
  orderFeeLines,
  orderLines,
  orders,
  orderStatusLog,
  type OrderContact,
} from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import type { CustomerCaller } from '../../plugins/auth';
import { recordAudit } from '../agent/audit';
import type { CatalogueSnapshot, ProductRecord, ShopRow } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';
import { shopForPoint } from '../delivery-zones';
import { catalogueChanged } from './catalogue-bump';
import { type StandingRow, standingColumns, standingFromRow, type OrderingStanding } from '../customers/ordering-standing';
import { type OrderPricing, orderPricingInput, priceOrder, stockShortageList } from './price-order';
import type { PricedCartRow } from '../cart/price-cart';
import { lineProductOf } from '../cart/pricing-index';
import { OutOfStockError, outOfStock, type ShortRow, stockRequests, stockReservation } from './reserve-stock';
import { rows } from './sql-rows';
import { preparedSql } from '../../db/prepared-sql';

/**
 * place_order (spec §7; DECISIONS.md): prices the order again with the quote's function, checks the
 * date, time and destination, then in ONE transaction takes the stock (no overselling) and writes
 * the order, its lines, fee lines, coupons and status log, and empties the server cart. An
 * idempotency key makes a repeated (or concurrent) submission answer the first order. The catalogue
 * version moves after the commit.
 */

export interface PlaceOrderInput {
  body: PlaceOrderBody;
  /** Idempotency-Key header, else the body's idempotency_key; null: no replay protection. */
  idempotencyKey: string | null;
  caller: CustomerCaller;
  locale: Locale;
  t: TFunction;
  /** A standing order (issue 20) leaves the buyer's cart as it is. */
  keepCart?: boolean;
}

type OrderLineRow = typeof orderLines.$inferInsert;

const IDEMPOTENCY_INDEX = 'orders_idempotency_key';

/** A unique violation of the idempotency index, from either driver (drizzle wraps the driver error). */
function isIdempotencyConflict(error: unknown): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && (e.constraint === IDEMPOTENCY_INDEX || String(e.message).includes(IDEMPOTENCY_INDEX))) return true;
  }
  return false;
}

const localized = (p: ProductRecord): LocalizedText => ({ en: p.nameEn, cn: p.nameCn, fr: p.nameFr });

/** The line's name with its chosen options in every language (core's line text): 'Wings (Sauce: Honey garlic * 1)'. */
function lineName(row: PricedCartRow): LocalizedText {
  if (row.chosen.built.selection.length === 0) return localized(row.indexed.record);
  const name = (locale: Locale): string => {
    const built = buildCartLine(lineProductOf(row.indexed.record, row.line.stock, locale), { qty: row.line.qty, note: row.line.note, selection: row.chosen.built.selection });
    return built ? lineTitle(built.line.name, optionsText(built.line.options)) : productName(row.indexed.record, locale);
  };
  return { en: name('en'), cn: name('cn'), fr: name('fr') };
}

/**
 * The calendar of one minute for one shop's settings row (delivery dates change at the cut-off and at
 * midnight only): Intl date parts cost more than an order's pricing. A settings change reloads the
 * snapshot, so a new row object is a new key.
 */
const calendarMinutes = new WeakMap<object, { minute: number; deliveryDates: string[] }>();
function deliveryDatesAt(now: Date, shopSettings: ShopRow['settings']): string[] {
  const minute = Math.floor(now.getTime() / 60_000);
  let calendar = calendarMinutes.get(shopSettings);
  if (calendar?.minute !== minute) {
    calendar = { minute, deliveryDates: deliveryDates(now, deliverySchedule(shopSettings.delivery)) };
    calendarMinutes.set(shopSettings, calendar);
  }
  return calendar.deliveryDates;
}

let localDateMinute: { minute: number; localDate: string } | undefined;
function localDateAt(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (localDateMinute?.minute !== minute) localDateMinute = { minute, localDate: zonedMoment(now).date };
  return localDateMinute.localDate;
}

interface Destination {
  contact: OrderContact;
  warehouseId: number | null;
}

/** Delivery: the caller's own address-book entry inside the shop's zone; pickup: one of the shop's warehouses. */
function destination(
  snapshot: CatalogueSnapshot,
  body: PlaceOrderBody,
  address: AddressRow | null,
  now: Date,
  locale: Locale,
): Destination {
  if (body.shipping_type === 'delivery') {
    if (!address) throw notFound('ADDRESS_NOT_FOUND', 'orders.address_not_found');
    if (shopForPoint(snapshot.shops.values(), Number(address.latitude), Number(address.longitude))?.id !== body.shop_id) {
      throw badRequest('ADDRESS_OUT_OF_ZONE', 'orders.address_out_of_zone');
    }
    const shop = snapshot.shops.get(body.shop_id);
    const dates = shop ? deliveryDatesAt(now, shop.settings) : [];
    if (!dates.includes(body.service_date)) throw badRequest('DATE_NOT_OFFERED', 'orders.date_not_offered', { dates: dates.join(', ') });
    if (!timePreferenceOffered(body.time_preference, deliverySlots())) throw badRequest('SLOT_NOT_OFFERED', 'orders.slot_not_offered');
    return {
      warehouseId: null,
      contact: {
        name: address.name,
        tel: address.tel,
        addr: address.address,
        postal_code: address.postal_code,
        latitude: address.latitude,
        longitude: address.longitude,
        buzz_code: address.buzz_code,
        unit: address.unit,
      },
    };
  }
  const shop = snapshot.shops.get(body.shop_id);
  const warehouse = snapshot.warehouses.find((w) => w.id === body.warehouse_id && w.shopId === body.shop_id);
  if (!warehouse || !shop?.customerPickup) throw badRequest('WAREHOUSE_NOT_FOUND', 'orders.warehouse_not_found');
  const days = pickupDays(now, warehouse.normalOperation, 7, STORE_TIME_ZONE, warehouse.closedDates);
  const day = days.find((d) => d.date === body.service_date);
  if (!day) throw badRequest('DATE_NOT_OFFERED', 'orders.pickup_day_not_offered', { dates: days.map((d) => d.date).join(', ') });
  if (!timePreferenceOffered(body.time_preference, day.slots)) throw badRequest('SLOT_NOT_OFFERED', 'orders.slot_not_offered');
  return {
    warehouseId: warehouse.id,
    contact: {
      name: warehouse.city[locale] || warehouse.city.en,
      tel: warehouse.tel,
      addr: warehouse.address,
      postal_code: warehouse.postalCode,
      latitude: warehouse.lat,
      longitude: warehouse.lng,
      buzz_code: '',
      unit: '',
    },
  };
}

/** The rows of order_lines, in cart order, then the gift. */
function orderLineRows(pricing: OrderPricing): Omit<OrderLineRow, 'orderId'>[] {
  const rows: Omit<OrderLineRow, 'orderId'>[] = pricing.cart.rows.map((row) => {
    const { line, total, indexed } = row;
    const product = indexed.record;
    return {
      productId: line.productId,
      sku: product.sku,
      name: lineName(row),
      qty: line.qty,
      unitPriceCents: rowUnitPriceCents(line, total),
      rowTotalCents: total.rowTotalCents,
      orgRowTotalCents: total.orgRowTotalCents,
      options: row.chosen.built.selection.map((g) => ({ group_id: g.group_id, items: g.items.map((i) => ({ item_id: i.item_id, qty: i.qty })) })),
      note: line.note,
      needWeigh: product.needWeigh,
      weightValue: product.weightValue,
      weightUnit: product.weightUnit,
      isGift: false,
      taxRateBps: lineTaxRateBps(product.taxClass, pricing.shop.taxRateBp),
    };
  });
  const gift = pricing.cart.result.menu.find((m) => m.is_gift);
  const giftProduct = gift ? pricing.snapshot.products.get(gift.product_id) : undefined;
  if (giftProduct) {
    rows.push({
      productId: giftProduct.id,
      sku: giftProduct.sku,
      name: localized(giftProduct),
      qty: 1,
      unitPriceCents: 0,
      rowTotalCents: 0,
      orgRowTotalCents: 0,
      options: [],
      note: '',
      needWeigh: giftProduct.needWeigh,
      weightValue: giftProduct.weightValue,
      weightUnit: giftProduct.weightUnit,
      isGift: true,
      // A gift is free, but its line carries its product's class like any other (the invoice marks it so).
      taxRateBps: lineTaxRateBps(giftProduct.taxClass, pricing.shop.taxRateBp),
    });
  }
  return rows;
}

interface AddressRow {
  name: string;
  tel: string;
  address: string;
  unit: string;
  buzz_code: string;
  postal_code: string;
  latitude: string;
  longitude: string;
}

interface CallerFacts {
  standing: OrderingStanding;
  address: AddressRow | null;
  /** The order an earlier submission with the same key placed, as its replay. */
  existing: PlacedOrder | null;
}

type PlacedRow = { id: number; order_no: string; total_cents: number; payment_type: PlacedOrder['payment_type']; payment_status: string };

const replayed = (row: PlacedRow): PlacedOrder => ({
  order_id: Number(row.id),
  order_no: row.order_no,
  total: fromCents(Number(row.total_cents)),
  payment_type: row.payment_type,
  payment_status: row.payment_status,
  replayed: true,
});

/** One query: the caller's pay-later terms, balance and hold, the named address-book entry (theirs only) and an earlier order under the key. */
const callerFactsStatement = preparedSql<'customerId' | 'contactId' | 'key'>(
  'place_order_caller_facts',
  (p) => sql`select ${standingColumns},
      (select to_jsonb(a) from ${addressBook} a where a.id = ${p('contactId')}::int and a.customer_id = c.id) as address,
      (select to_jsonb(o) from ${orders} o where o.customer_id = c.id and o.idempotency_key = ${p('key')}::text) as existing
    from ${customers} c where c.id = ${p('customerId')}::int`,
);

async function callerFacts(db: Database, customerId: number, contactId: number | null, key: string | null): Promise<CallerFacts> {
  const [row] = await callerFactsStatement.rows<StandingRow & { address: AddressRow | null; existing: PlacedRow | null }>(db, {
    customerId,
    contactId: contactId ?? 0,
    key: key ?? '',
  });
  return { standing: standingFromRow(row), address: row?.address ?? null, existing: key && row?.existing ? replayed(row.existing) : null };
}

async function existingOrder(db: Database, customerId: number, key: string): Promise<PlacedOrder | null> {
  const [row] = await rows<PlacedRow>(db, sql`select * from ${orders} where customer_id = ${customerId} and idempotency_key = ${key}`);
  return row ? replayed(row) : null;
}

export async function placeOrder(app: FastifyInstance, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { body, caller, locale, t, idempotencyKey } = input;
  const now = app.clock();
  const factsLoading = callerFacts(app.db, caller.customerId, body.shipping_type === 'delivery' ? (body.contact_id ?? null) : null, idempotencyKey);
  const standing = factsLoading.then((f) => f.standing);
  // The cart is priced while the caller's facts load.
  const pricingLoading = priceOrder(app, orderPricingInput(body, caller, { customerStanding: standing, locale, t, now }));
  // Both are read below, or left unread by a replay, an early refusal or a failed lookup: never an unhandled rejection.
  standing.catch(() => undefined);
  pricingLoading.catch(() => undefined);
  const facts = await factsLoading;
  if (facts.existing) {
    // A retry after its first attempt's server died may find the order committed but the catalogue
    // version not yet moved (the count follows the commit): moving it here lets every server show
    // the stock taken. A plain double submission moves it once more, which only rereads the stock.
    await catalogueChanged(app);
    return facts.existing;
  }
  const pricing = await pricingLoading;
  if (pricing.refusal) {
    const r = pricing.refusal;
    throw new ApiError(r.statusCode, r.code, r.messageKey, r.params);
  }
  const where = destination(pricing.snapshot, body, facts.address, now, locale);
  const lines = orderLineRows(pricing);
  const { totals } = pricing;
  const actor = caller.agentId === null ? 'customer' : `agent:${caller.agentId}`;

  let placed: { id: number; order_no: string };
  try {
    const order: NewOrder = {
      body,
      customerId: caller.customerId,
      agentId: caller.agentId,
      orderNoPrefix: orderNumberPrefix(localDateAt(now)),
      destination: where,
      locale,
      pricing,
      lines,
      idempotencyKey,
      actor,
      now,
      keepCart: input.keepCart === true,
    };
    // Without coupons the one statement is the whole transaction; coupons (and an agent's audit) add their rows in the same one.
    placed =
      pricing.appliedCoupons.length === 0 && caller.agentId === null
        ? await insertOrder(app.db, order)
        : await app.db.transaction(async (tx) => {
            const inserted = await insertOrder(tx, order);
            if (pricing.appliedCoupons.length > 0) await useCoupons(tx, pricing, caller.customerId, inserted.id, now);
            if (caller.agentId !== null) await auditAgentOrder(tx, caller.agentId, order, inserted.id);
            return inserted;
          });
  } catch (error) {
    if (error instanceof OutOfStockError) {
      const items = error.shortages.map((s) => {
        const product = pricing.snapshot.products.get(s.productId);
        return { name: product ? productName(product, locale) : String(s.productId), available: s.available };
      });
      throw new ApiError(409, 'OUT_OF_STOCK', 'orders.out_of_stock', { items: stockShortageList(items, t) });
    }
    if (idempotencyKey && isIdempotencyConflict(error)) {
      const first = await existingOrder(app.db, caller.customerId, idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
  // Awaited (one nextval, no lock): the buyer's next read of the menu on this server shows the stock taken.
  await catalogueChanged(app);
  return {
    order_id: placed.id,
    order_no: placed.order_no,
    total: fromCents(totals.totalCents),
    payment_type: body.payment_type,
    payment_status: 'unpaid',
    replayed: false,
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface NewOrder {
  body: PlaceOrderBody;
  customerId: number;
  agentId: number | null;
  /** core orderNumberPrefix: the statement appends the id it draws, as core orderNumber does. */
  orderNoPrefix: string;
  destination: Destination;
  locale: Locale;
  pricing: OrderPricing;
  lines: Omit<OrderLineRow, 'orderId'>[];
  idempotencyKey: string | null;
  actor: string;
  now: Date;
  keepCart: boolean;
}

type InsertKey =
  | 'shopId' | 'productIds' | 'qtys' | 'orderNoPrefix' | 'customerId' | 'agentId' | 'shippingType' | 'warehouseId' | 'paymentType'
  | 'serviceDate' | 'timePreference' | 'contact' | 'note' | 'language' | 'totalCents' | 'cashbackCents' | 'idempotencyKey' | 'at'
  | 'lineProductIds' | 'lineSkus' | 'lineNames' | 'lineQtys' | 'lineUnitPrices' | 'lineRowTotals' | 'lineOrgRowTotals' | 'lineOptions'
  | 'lineNotes' | 'lineNeedWeigh' | 'lineWeightValues' | 'lineWeightUnits' | 'lineIsGift' | 'lineTaxRates' | 'lineSubstitutions'
  | 'feeKinds' | 'feeAmounts' | 'actor' | 'keepCart';

/**
 * The whole order in one statement (one round trip, atomic without an explicit transaction): the
 * stock is taken (`stockReservation`: all units or none), then, only when nothing was short, the
 * order with its lines, fee lines and first status-log entry is inserted and the server cart
 * emptied. A round trip per table and a query builder per row cost more than everything else the
 * order does (bench/place-order.ts), and so did building and planning this statement on every call:
 * it is prepared once. Lines go in as column arrays; the order's id is drawn first so the readable
 * order number can hold it.
 */
const insertOrderStatement = preparedSql<InsertKey>(
  'place_order_insert',
  (p) => sql`
    with ${stockReservation(sql`${p('shopId')}::int`, p('productIds'), p('qtys'))},
    n as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id where not exists (select 1 from short)),
    o as (
      insert into ${orders} (id, order_no, shop_id, customer_id, agent_id, order_type, shipping_type, warehouse_id, status,
        payment_status, payment_type, service_date, time_preference, contact, note, language, total_cents, cashback_cents,
        idempotency_key, created_at, updated_at)
      select n.id, ${p('orderNoPrefix')}::text || lpad(n.id::text, greatest(${ORDER_NUMBER_ID_DIGITS}::int, length(n.id::text)), '0'),
        ${p('shopId')}::int, ${p('customerId')}::int, ${p('agentId')}::int, ${SUPPLY_CHAIN_ORDER_TYPE}::smallint, ${p('shippingType')}::text,
        ${p('warehouseId')}::int, 'processing', 'unpaid', ${p('paymentType')}::text,
        ${p('serviceDate')}::date, ${p('timePreference')}::text, ${p('contact')}::jsonb, ${p('note')}::text, ${p('language')}::text,
        ${p('totalCents')}::int, ${p('cashbackCents')}::int, ${p('idempotencyKey')}::text, ${p('at')}::timestamptz, ${p('at')}::timestamptz
      from n
      returning id, order_no
    ),
    l as (
      insert into ${orderLines} (order_id, product_id, sku, name, qty, unit_price_cents, row_total_cents, org_row_total_cents,
        options, note, need_weigh, weight_value, weight_unit, is_gift, tax_rate_bps, substitution)
      select o.id, x.product_id, x.sku, x.name::jsonb, x.qty, x.unit_price, x.row_total, x.org_row_total, x.options::jsonb,
        x.note, x.need_weigh, x.weight_value, x.weight_unit, x.is_gift, x.tax_rate_bps,
        coalesce(x.substitution, (select c.substitution_preference from customers c where c.id = ${p('customerId')}::int), 'ask')
      from o, unnest(
        ${p('lineProductIds')}::int[], ${p('lineSkus')}::text[], ${p('lineNames')}::text[],
        ${p('lineQtys')}::int[], ${p('lineUnitPrices')}::int[], ${p('lineRowTotals')}::int[],
        ${p('lineOrgRowTotals')}::int[], ${p('lineOptions')}::text[], ${p('lineNotes')}::text[],
        ${p('lineNeedWeigh')}::smallint[], ${p('lineWeightValues')}::text[], ${p('lineWeightUnits')}::text[],
        ${p('lineIsGift')}::boolean[], ${p('lineTaxRates')}::int[], ${p('lineSubstitutions')}::text[]
      ) with ordinality as x(product_id, sku, name, qty, unit_price, row_total, org_row_total, options, note, need_weigh,
        weight_value, weight_unit, is_gift, tax_rate_bps, substitution, position)
      order by x.position
    ),
    f as (
      insert into ${orderFeeLines} (order_id, kind, amount_cents, position)
      select o.id, x.kind, x.amount, (x.position - 1)::smallint
      from o, unnest(${p('feeKinds')}::text[], ${p('feeAmounts')}::int[]) with ordinality as x(kind, amount, position)
    ),
    s as (
      insert into ${orderStatusLog} (order_id, status, payment_status, note, actor, created_at)
      select o.id, 'processing', 'unpaid', 'orders.log.placed', ${p('actor')}::text, ${p('at')}::timestamptz from o
    ),
    c as (
      update ${carts} set items = '[]'::jsonb, updated_at = ${p('at')}::timestamptz
      where customer_id = ${p('customerId')}::int and exists (select 1 from o) and not ${p('keepCart')}::boolean
    )
    select id, order_no, null::int as product_id, null::int as requested, null::int as stock from o
    union all
    select null, null, product_id, requested, stock from short`,
);

/** Places the order with `insertOrderStatement`; throws OutOfStockError, having changed nothing, when short. */
async function insertOrder(db: Pick<Database, 'execute'>, o: NewOrder): Promise<{ id: number; order_no: string }> {
  const { body, pricing, lines } = o;
  const fees = pricing.totals.feeLines;
  // The checkout's per-line override (issue 20); a line without one takes the customer's preference.
  const overrides = new Map(body.substitutions.map((s) => [s.product_id, s.substitution]));
  const requests = stockRequests(lines.filter((l) => !l.isGift).map((l) => ({ productId: l.productId, qty: l.qty })));
  const result = await insertOrderStatement.rows<{ id: number | null; order_no: string | null } & Partial<ShortRow>>(db, {
    shopId: body.shop_id,
    productIds: requests.map((r) => r.productId),
    qtys: requests.map((r) => r.qty),
    orderNoPrefix: o.orderNoPrefix,
    customerId: o.customerId,
    agentId: o.agentId,
    shippingType: body.shipping_type,
    warehouseId: o.destination.warehouseId,
    paymentType: body.payment_type,
    serviceDate: body.service_date,
    timePreference: body.time_preference,
    contact: JSON.stringify(o.destination.contact),
    note: body.note,
    language: o.locale,
    totalCents: pricing.totals.totalCents,
    cashbackCents: pricing.totals.cashbackCents,
    idempotencyKey: o.idempotencyKey,
    at: o.now.toISOString(),
    lineProductIds: lines.map((l) => l.productId),
    lineSkus: lines.map((l) => l.sku),
    lineNames: lines.map((l) => JSON.stringify(l.name)),
    lineQtys: lines.map((l) => l.qty),
    lineUnitPrices: lines.map((l) => l.unitPriceCents),
    lineRowTotals: lines.map((l) => l.rowTotalCents),
    lineOrgRowTotals: lines.map((l) => l.orgRowTotalCents),
    lineOptions: lines.map((l) => JSON.stringify(l.options)),
    lineNotes: lines.map((l) => l.note ?? ''),
    lineNeedWeigh: lines.map((l) => l.needWeigh ?? 0),
    lineWeightValues: lines.map((l) => l.weightValue ?? ''),
    lineWeightUnits: lines.map((l) => l.weightUnit ?? ''),
    lineIsGift: lines.map((l) => l.isGift ?? false),
    lineTaxRates: lines.map((l) => l.taxRateBps ?? pricing.shop.taxRateBp),
    lineSubstitutions: lines.map((l) => (l.isGift ? 'never' : (overrides.get(l.productId) ?? null))),
    feeKinds: fees.map((f) => f.code),
    feeAmounts: fees.map((f) => f.amountCents),
    actor: o.actor,
    keepCart: o.keepCart,
  });
  const placed = result.find((row) => row.id !== null);
  if (placed) return { id: Number(placed.id), order_no: placed.order_no! };
  throw outOfStock(result.map((row) => ({ product_id: row.product_id!, requested: row.requested!, stock: row.stock! })));
}

/**
 * Issue 7 audit, in the order's transaction: the order an agent placed (total in dollars and its
 * lines), and the user coupons it entered that an agent order cannot use.
 */
async function auditAgentOrder(tx: Tx, agentId: number, o: NewOrder, orderId: number): Promise<void> {
  const base = { staffId: agentId, customerId: o.customerId, orderId, now: o.now };
  const refused = o.pricing.coupons.coupons.filter((c) => c.reason === 'agent_order').map((c) => c.code);
  if (refused.length > 0) await recordAudit(tx, { ...base, action: 'coupon_refused', detail: { codes: refused } });
  const lines = o.lines.filter((l) => !l.isGift).map((l) => ({ product_id: l.productId, sku: l.sku, qty: l.qty }));
  await recordAudit(tx, { ...base, action: 'order_placed', detail: { total: fromCents(o.pricing.totals.totalCents), lines } });
}

/**
 * The coupons log, and each coupon counted as used by this customer: a user coupon's 'available'
 * row is marked used (none left: refused), a public coupon gets a 'used' row. The customer's row is
 * locked first so two orders at once cannot both pass a per-user limit.
 */
async function useCoupons(tx: Tx, pricing: OrderPricing, customerId: number, orderId: number, now: Date): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  for (const { coupon } of pricing.appliedCoupons) {
    if (coupon.userCoupon) {
      const held = tx
        .select({ id: customerCoupons.id })
        .from(customerCoupons)
        .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, coupon.id), eq(customerCoupons.status, 'available')))
        .orderBy(customerCoupons.id)
        .limit(1);
      const used = await tx
        .update(customerCoupons)
        .set({ status: 'used', orderId, usedAt: now })
        .where(eq(customerCoupons.id, sql`(${held})`))
        .returning({ id: customerCoupons.id });
      if (used.length === 0) throw badRequest('COUPON_NOT_HELD', 'orders.coupon_not_held', { code: coupon.code });
    } else {
      if (coupon.perUserLimit > 0) {
        const [row] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(customerCoupons)
          .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, coupon.id), eq(customerCoupons.status, 'used')));
        if ((row?.n ?? 0) >= coupon.perUserLimit) throw badRequest('COUPON_NOT_HELD', 'orders.coupon_not_held', { code: coupon.code });
      }
      await tx.insert(customerCoupons).values({ customerId, couponId: coupon.id, status: 'used', orderId, claimedAt: now, usedAt: now });
    }
  }
  await tx.insert(orderCoupons).values(
    pricing.appliedCoupons.map(({ coupon, discountCents }) => ({ orderId, couponId: coupon.id, code: coupon.code, name: coupon.name, discountCents })),
  );
}
