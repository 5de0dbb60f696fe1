import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromCents } from '../../../core/money';
import type { OrderAction } from '../../../core/orders/lifecycle';
import { packingAction } from '../../../core/orders/line-outcome';
import { nominalUnitGrams } from '../../../core/orders/catch-weight';
import type { StaffRole } from '../../../core/schemas/account';
import {
  bulkOrdersBodySchema,
  bulkOrdersResponseSchema,
  dayOrdersQuerySchema,
  dayOrdersResponseSchema,
  handOverBodySchema,
  orderActionBodySchema,
  orderStepResponseSchema,
  packBodySchema,
  packingOrderQuerySchema,
  packingOrderResponseSchema,
  pickListQuerySchema,
  pickListResponseSchema,
  staffCancelBodySchema,
  type BulkOrdersResult,
  type OrderStepResult,
} from '../../../core/schemas/fulfilment';
import { ApiError, notFound } from '../../http/api-error';
import { sendPdf } from '../../http/send-pdf';
import { requireStaff, type StaffCaller } from '../../plugins/auth';
import { renderPickListPdf } from '../../services/fulfilment/pick-list-pdf';
import { applyAction, type StepActor, type StepInput } from '../../services/fulfilment/transition';
import { findShopOrder, listDayOrders, loadPackingOrder, loadPickList, staffActions } from '../../services/fulfilment/warehouse-views';
import { orderLines, shops } from '../../db/schema';

/**
 * The warehouse's API (issue 15; contracts in core/schemas/fulfilment.ts): the day's orders of a shop,
 * one order for packing, the pick list (JSON and PDF), and every step the warehouse takes — accept
 * (one or a day's in bulk), start packing, pack, out of stock, out for delivery, ready for pickup,
 * hand over, cancel, mark paid, finish. Warehouse staff and supervisors only: a driver, an agent or a
 * buyer is refused (403; nobody signed in 401) before the input is read, so no such call moves money.
 * Every step goes through `applyAction` (one transaction under the order's lock): a step core refuses
 * answers 409 ORDER_TRANSITION_REFUSED in the caller's language; an unknown order — or, when the call
 * names its shop, another shop's — answers 404.
 */

type LineRow = typeof orderLines.$inferSelect;

const WAREHOUSE_ROLES: readonly StaffRole[] = ['warehouse'];
const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'orders.not_found');
const actorOf = (who: StaffCaller): StepActor => ({ role: who.role as StepActor['role'], staffId: who.staffId });

const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const warehouseOnly = {
    preValidation: async (request: Parameters<typeof requireStaff>[0]) => {
      await requireStaff(request, WAREHOUSE_ROLES);
    },
  };

  /** One step on one order of (optionally) one shop, answered with where the order is now. */
  async function step(
    who: StaffCaller,
    orderId: number,
    shopId: number | undefined,
    action: OrderAction | ((orderLines: LineRow[]) => OrderAction),
    input: StepInput = {},
  ): Promise<OrderStepResult> {
    // An unknown order is applyAction's 404; another shop's is found here, before anything moves.
    if (shopId !== undefined && !(await findShopOrder(app.db, orderId, shopId))) throw orderNotFound();
    const actor = actorOf(who);
    const chosen = typeof action === 'function' ? action(await app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))) : action;
    await applyAction(app, orderId, chosen, actor, input);
    const after = await findShopOrder(app.db, orderId);
    return {
      order_id: orderId,
      status: after!.status as OrderStepResult['status'],
      payment_status: after!.paymentStatus as OrderStepResult['payment_status'],
      settled_total: after!.settledTotalCents === null ? null : fromCents(after!.settledTotalCents),
      actions: staffActions(after!, actor, app.clock()),
    };
  }

  app.get(
    '/api/fulfilment/orders',
    { ...warehouseOnly, schema: { querystring: dayOrdersQuerySchema, response: { 200: dayOrdersResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request, WAREHOUSE_ROLES);
      const q = request.query;
      const data = await listDayOrders(
        app.db,
        { serviceDate: q.service_date, shopId: q.shop_id, status: q.status, shippingType: q.shipping_type },
        actorOf(who),
        app.clock(),
      );
      return { status: 1 as const, data };
    },
  );

  app.get(
    '/api/fulfilment/order',
    { ...warehouseOnly, schema: { querystring: packingOrderQuerySchema, response: { 200: packingOrderResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request, WAREHOUSE_ROLES);
      const order = await findShopOrder(app.db, request.query.order_id, request.query.shop_id);
      if (!order) throw orderNotFound();
      return { status: 1 as const, data: await loadPackingOrder(app.db, order, request.locale, actorOf(who), app.clock()) };
    },
  );

  // The one-order steps that take nothing but the order.
  const simpleSteps: [string, OrderAction][] = [
    ['accept', 'accept'],
    ['start_packing', 'start_packing'],
    ['mark_out_of_stock', 'mark_out_of_stock'],
    ['out_for_delivery', 'out_for_delivery'],
    ['ready_for_pickup', 'ready_for_pickup'],
    ['mark_paid', 'mark_paid'],
    ['finish', 'finish'],
  ];
  for (const [path, action] of simpleSteps) {
    app.post(
      `/api/fulfilment/${path}`,
      { ...warehouseOnly, schema: { body: orderActionBodySchema, response: { 200: orderStepResponseSchema } } },
      async (request) => {
        const who = await requireStaff(request, WAREHOUSE_ROLES);
        return { status: 1 as const, data: await step(who, request.body.order_id, request.body.shop_id, action) };
      },
    );
  }

  app.post(
    '/api/fulfilment/accept_bulk',
    { ...warehouseOnly, schema: { body: bulkOrdersBodySchema, response: { 200: bulkOrdersResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request, WAREHOUSE_ROLES);
      const results: BulkOrdersResult['results'] = [];
      // Each order on its own (its own transaction and lock): one refusal never holds back the others.
      for (const orderId of new Set(request.body.order_ids)) {
        try {
          const done = await step(who, orderId, request.body.shop_id, 'accept');
          results.push({ order_id: orderId, ok: true, status: done.status });
        } catch (error) {
          if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
          results.push({ order_id: orderId, ok: false, error: error.code, message: request.t(error.messageKey, error.params) });
        }
      }
      return { status: 1 as const, data: { results } };
    },
  );

  app.post(
    '/api/fulfilment/pack',
    { ...warehouseOnly, schema: { body: packBodySchema, response: { 200: orderStepResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request, WAREHOUSE_ROLES);
      const entries = request.body.lines.map((l) => ({ lineId: l.line_id, deliveredQty: l.delivered_qty, actualWeightGrams: l.actual_weight_grams }));
      // Nothing charged delivered: the order is out of stock and its money goes back (core packingAction).
      const choose = (lines: LineRow[]) =>
        packingAction(
          lines.map((l) => ({
            lineId: l.id,
            orderedQty: l.qty,
            nominalUnitGrams: nominalUnitGrams({ needWeigh: l.needWeigh, weightValue: l.weightValue, weightUnit: l.weightUnit }),
            isGift: l.isGift,
          })),
          entries,
        );
      return { status: 1 as const, data: await step(who, request.body.order_id, request.body.shop_id, choose, { lines: entries }) };
    },
  );

  app.post(
    '/api/fulfilment/hand_over',
    { ...warehouseOnly, schema: { body: handOverBodySchema, response: { 200: orderStepResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request, WAREHOUSE_ROLES);
      const { order_id, shop_id, receiver_name } = request.body;
      return { status: 1 as const, data: await step(who, order_id, shop_id, 'hand_over_pickup', { receiverName: receiver_name }) };
    },
  );

  app.post(
    '/api/fulfilment/cancel',
    { ...warehouseOnly, schema: { body: staffCancelBodySchema, response: { 200: orderStepResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request, WAREHOUSE_ROLES);
      const { order_id, shop_id, reason } = request.body;
      return { status: 1 as const, data: await step(who, order_id, shop_id, 'cancel_by_staff', { reason }) };
    },
  );

  app.get(
    '/api/fulfilment/pick_list',
    { ...warehouseOnly, schema: { querystring: pickListQuerySchema, response: { 200: pickListResponseSchema } } },
    async (request) => {
      await requireStaff(request, WAREHOUSE_ROLES);
      const q = request.query;
      const data = await loadPickList(app.db, { serviceDate: q.service_date, shopId: q.shop_id, shippingType: q.shipping_type }, request.locale);
      return { status: 1 as const, data };
    },
  );

  app.get('/api/fulfilment/pick_list.pdf', { ...warehouseOnly, schema: { querystring: pickListQuerySchema } }, async (request, reply) => {
    await requireStaff(request, WAREHOUSE_ROLES);
    const q = request.query;
    const list = await loadPickList(app.db, { serviceDate: q.service_date, shopId: q.shop_id, shippingType: q.shipping_type }, request.locale);
    const [shop] = await app.db.select({ name: shops.name }).from(shops).where(eq(shops.id, q.shop_id)).limit(1);
    const shopName = shop ? shop.name[request.locale] || shop.name.en : `#${q.shop_id}`;
    const pdf = await renderPickListPdf({ list, shopName, locale: request.locale, printedAt: app.clock() });
    return sendPdf(reply, pdf, `pick-list-${q.service_date}-${q.shop_id}.pdf`);
  });
};

export default fulfilmentRoutes;
