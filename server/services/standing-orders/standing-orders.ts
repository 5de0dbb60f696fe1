import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliverySchedule } from '../../../core/calendar/delivery-schedule';
import type { Locale } from '../../../core/schemas/common';
import type { CreateStandingOrderBody, StandingOrderView } from '../../../core/schemas/standing-order';
import { nextStandingDate } from '../../../core/standing/standing-schedule';
import { addressBook, carts, standingOrderLines, standingOrderRuns, standingOrders } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import type { CustomerCaller } from '../../plugins/auth';
import { requireShop } from '../catalogue-lookup';
import { productName } from '../catalogue-views';
import { requireMethodOnFile } from './saved-payment';
import { runsOf } from './scheduler';

/** Standing orders of one customer (issue 20): the customer always comes from the caller, never from the request. */

type LineInput = { product_id: number; qty: number; note: string };

const notYours = () => notFound('STANDING_ORDER_NOT_FOUND', 'standing.not_found');

async function checkedLines(app: FastifyInstance, shopId: number, lines: LineInput[]): Promise<LineInput[]> {
  const snapshot = await app.catalogue.current();
  requireShop(snapshot, shopId);
  const stock = snapshot.stock.get(shopId);
  for (const line of lines) {
    if (!snapshot.products.has(line.product_id) || stock?.get(line.product_id) === undefined) {
      throw badRequest('PRODUCT_NOT_FOUND', 'errors.product_not_found');
    }
  }
  return lines;
}

async function ownRow(app: FastifyInstance, caller: CustomerCaller, id: number) {
  const [row] = await app.db
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.id, id), eq(standingOrders.customerId, caller.customerId)));
  if (!row) throw notYours();
  return row;
}

export async function createStandingOrder(app: FastifyInstance, caller: CustomerCaller, body: CreateStandingOrderBody): Promise<number> {
  const snapshot = await app.catalogue.current();
  requireShop(snapshot, body.shop_id);
  const [address] = await app.db
    .select({ id: addressBook.id })
    .from(addressBook)
    .where(and(eq(addressBook.id, body.contact_id), eq(addressBook.customerId, caller.customerId)));
  if (!address) throw notFound('ADDRESS_NOT_FOUND', 'orders.address_not_found');
  let lines: LineInput[] | undefined = body.lines;
  if (!lines) {
    const [cart] = await app.db.select({ items: carts.items }).from(carts).where(eq(carts.customerId, caller.customerId));
    lines = (cart?.items ?? []).filter((i) => i.options.length === 0).map((i) => ({ product_id: i.product_id, qty: i.qty, note: i.note }));
    if (lines.length === 0) throw badRequest('CART_EMPTY', 'standing.cart_empty');
  }
  await checkedLines(app, body.shop_id, lines);
  await requireMethodOnFile(app, caller.customerId, body.shop_id, body.payment_type);
  const stock = snapshot.products;
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(standingOrders)
      .values({
        customerId: caller.customerId,
        shopId: body.shop_id,
        contactId: body.contact_id,
        weekdays: [...body.weekdays].sort(),
        leadMinutes: body.lead_minutes,
        paymentType: body.payment_type,
        note: body.note,
        createdByAgent: caller.agentId,
      })
      .returning({ id: standingOrders.id });
    await tx.insert(standingOrderLines).values(
      lines.map((l, position) => ({
        standingOrderId: row!.id,
        productId: l.product_id,
        qty: l.qty,
        note: l.note,
        lastUnitPriceCents: stock.get(l.product_id)?.priceCents ?? null,
        position,
      })),
    );
    return row!.id;
  });
}

export async function listStandingOrders(app: FastifyInstance, caller: CustomerCaller, locale: Locale, onlyId?: number): Promise<StandingOrderView[]> {
  const snapshot = await app.catalogue.current();
  const own = await app.db
    .select()
    .from(standingOrders)
    .where(onlyId === undefined ? eq(standingOrders.customerId, caller.customerId) : and(eq(standingOrders.customerId, caller.customerId), eq(standingOrders.id, onlyId)))
    .orderBy(standingOrders.id);
  if (onlyId !== undefined && own.length === 0) throw notYours();
  const ids = own.map((s) => s.id);
  const lines = ids.length === 0 ? [] : await app.db.select().from(standingOrderLines).where(inArray(standingOrderLines.standingOrderId, ids)).orderBy(standingOrderLines.position, standingOrderLines.id);
  const runs = await runsOf(app, ids);
  const now = app.clock();
  return own.map((so) => {
    const shop = snapshot.shops.get(so.shopId);
    return {
      id: so.id,
      shop_id: so.shopId,
      contact_id: so.contactId,
      weekdays: so.weekdays,
      lead_minutes: so.leadMinutes,
      payment_type: so.paymentType,
      paused: so.paused,
      skip_dates: so.skipDates,
      note: so.note,
      next_date: (shop && !so.paused ? nextStandingDate(now, deliverySchedule(shop.settings.delivery), so.weekdays, so.skipDates) : undefined) ?? null,
      lines: lines
        .filter((l) => l.standingOrderId === so.id)
        .map((l) => {
          const product = snapshot.products.get(l.productId);
          const base = { product_id: l.productId, name: product ? productName(product, locale) : String(l.productId), qty: l.qty, note: l.note };
          return product ? { ...base, min_qty: product.minQty, qty_step: product.qtyStep, max: product.max } : base;
        }),
      runs: runs
        .filter((r) => r.standingOrderId === so.id)
        .slice(0, 10)
        .map((r) => ({ service_date: r.serviceDate, status: r.status, order_id: r.orderId })),
    };
  });
}

export async function setPaused(app: FastifyInstance, caller: CustomerCaller, id: number, paused: boolean): Promise<void> {
  await ownRow(app, caller, id);
  await app.db.update(standingOrders).set({ paused, updatedAt: app.clock() }).where(eq(standingOrders.id, id));
}

/** Skips the next date it would be placed for; that date's planned run, if any, is marked skipped. */
export async function skipNext(app: FastifyInstance, caller: CustomerCaller, id: number, date?: string): Promise<string> {
  const so = await ownRow(app, caller, id);
  const snapshot = await app.catalogue.current();
  const shop = requireShop(snapshot, so.shopId);
  const next = date ?? nextStandingDate(app.clock(), deliverySchedule(shop.settings.delivery), so.weekdays, so.skipDates);
  if (!next) throw badRequest('NOTHING_TO_SKIP', 'standing.nothing_to_skip');
  await app.db
    .update(standingOrders)
    .set({ skipDates: [...new Set([...so.skipDates, next])].sort().slice(-60), updatedAt: app.clock() })
    .where(eq(standingOrders.id, id));
  await app.db
    .update(standingOrderRuns)
    .set({ status: 'skipped' })
    .where(and(eq(standingOrderRuns.standingOrderId, id), eq(standingOrderRuns.serviceDate, next), eq(standingOrderRuns.status, 'pending')));
  return next;
}

export async function replaceLines(app: FastifyInstance, caller: CustomerCaller, id: number, lines: LineInput[]): Promise<void> {
  const so = await ownRow(app, caller, id);
  await checkedLines(app, so.shopId, lines);
  const snapshot = await app.catalogue.current();
  await app.db.transaction(async (tx) => {
    await tx.delete(standingOrderLines).where(eq(standingOrderLines.standingOrderId, id));
    await tx.insert(standingOrderLines).values(
      lines.map((l, position) => {
        const product = snapshot.products.get(l.product_id);
        return { standingOrderId: id, productId: l.product_id, qty: l.qty, note: l.note, lastUnitPriceCents: product?.priceCents ?? null, position };
      }),
    );
    await tx.update(standingOrders).set({ updatedAt: app.clock() }).where(eq(standingOrders.id, id));
  });
}

export async function deleteStandingOrder(app: FastifyInstance, caller: CustomerCaller, id: number): Promise<void> {
  await ownRow(app, caller, id);
  await app.db.delete(standingOrders).where(eq(standingOrders.id, id));
}
