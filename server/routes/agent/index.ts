import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zonedMoment } from '../../../core/calendar/local-time';
import {
  agentOrderDetailResponseSchema,
  agentOrderQuerySchema,
  agentOrdersQuerySchema,
  agentOrdersResponseSchema,
  auditListResponseSchema,
  auditQuerySchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  orderGuideQuerySchema,
  orderGuideResponseSchema,
  orderLinesQuerySchema,
  orderLinesResponseSchema,
  parLevelsBodySchema,
  parLevelsResponseSchema,
  staffListResponseSchema,
} from '../../../core/schemas/agent';
import { noQuerySchema } from '../../../core/schemas/common';
import { invoicePdfQuerySchema } from '../../../core/schemas/receipt';
import { badRequest, notFound } from '../../http/api-error';
import { caller, notLoggedIn, requireStaff } from '../../plugins/auth';
import { assertCustomerAccess } from '../../services/agent/agent-access';
import { exportAgentOrders, listAgentOrders, visibleOrderCustomer } from '../../services/agent/agent-orders';
import { listAudit } from '../../services/agent/audit-list';
import { searchCustomers } from '../../services/agent/customer-search';
import { loadOrderAgain, loadOrderGuide, saveParLevels } from '../../services/agent/order-guide';
import { CSV_BOM } from '../../services/agent/orders-csv';
import { listStaff } from '../../services/agent/staff-directory';
import { loadOrderDetail } from '../../services/orders/order-detail';
import { sendPdf } from '../../http/send-pdf';
import { renderInvoicePdf } from '../../services/receipts/invoice-pdf';
import { loadInvoiceInput } from '../../services/receipts/invoice-source';
import { invoiceFilename, requestedDocument } from '../../services/receipts/receipt-mail';

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'agentApi.order_not_found');

/**
 * The agent console's API (issue 7; contracts in core/schemas/agent.ts). Staff calls carry the staff
 * token; the order guide and 'order again' also answer the customer's own session or an agent link's
 * session for that customer. Who is calling is checked before the input, so a caller without a
 * token gets 401 whatever it sent.
 */
const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = {
    preValidation: async (request: Parameters<typeof requireStaff>[0]) => {
      await requireStaff(request);
    },
  };
  const signedIn = {
    preValidation: async (request: Parameters<typeof caller>[0]) => {
      if (!(await caller(request))) throw notLoggedIn();
    },
  };

  app.get('/api/agent/staff', { ...staffOnly, schema: { querystring: noQuerySchema, response: { 200: staffListResponseSchema } } }, async (request) => {
    const who = await requireStaff(request);
    return { status: 1 as const, data: { staff: await listStaff(app.db, who) } };
  });

  app.get(
    '/api/agent/customers/search',
    { ...staffOnly, schema: { querystring: customerSearchQuerySchema, response: { 200: customerSearchResponseSchema } } },
    async (request) => {
      await requireStaff(request);
      return { status: 1 as const, data: { customers: await searchCustomers(app.db, request.query) } };
    },
  );

  app.get(
    '/api/agent/order_guide',
    { ...signedIn, schema: { querystring: orderGuideQuerySchema, response: { 200: orderGuideResponseSchema } } },
    async (request) => {
      const { customer_id, shop_id } = request.query;
      assertCustomerAccess(await caller(request), customer_id);
      const snapshot = await app.catalogue.current();
      const data = await loadOrderGuide(app.db, snapshot, { customerId: customer_id, shopId: shop_id, now: app.clock(), locale: request.locale });
      return { status: 1 as const, data };
    },
  );

  // Issue 20: the customer's par levels and walk-in order; the buyer's guide and the console's read them.
  app.put(
    '/api/agent/par_levels',
    { ...signedIn, schema: { body: parLevelsBodySchema, response: { 200: parLevelsResponseSchema } } },
    async (request) => {
      const { customer_id, levels, order } = request.body;
      assertCustomerAccess(await caller(request), customer_id);
      const snapshot = await app.catalogue.current();
      const ids = [...levels.map((l) => l.product_id), ...(order ?? [])];
      if (ids.some((id) => !snapshot.products.has(id))) throw badRequest('PRODUCT_NOT_FOUND', 'errors.product_not_found');
      if (new Set(levels.map((l) => l.product_id)).size !== levels.length) throw badRequest('PAR_LEVELS_INVALID', 'validation.par_levels_invalid');
      const saved = await saveParLevels(app.db, customer_id, { levels, order });
      return { status: 1 as const, data: { saved } };
    },
  );

  app.get(
    '/api/agent/order_lines',
    { ...signedIn, schema: { querystring: orderLinesQuerySchema, response: { 200: orderLinesResponseSchema } } },
    async (request) => {
      const who = await caller(request);
      const orderId = request.query.order_id;
      // The rule of the order detail: an order the caller may not see answers like a missing one.
      if (!who || !(await visibleOrderCustomer(app.db, who, orderId))) throw orderNotFound();
      const found = await loadOrderAgain(app.db, await app.catalogue.current(), orderId, request.locale);
      if (!found) throw orderNotFound();
      return { status: 1 as const, data: found };
    },
  );

  app.get(
    '/api/agent/orders',
    { ...staffOnly, schema: { querystring: agentOrdersQuerySchema, response: { 200: agentOrdersResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request);
      return { status: 1 as const, data: await listAgentOrders(app.db, who, request.query) };
    },
  );

  app.get('/api/agent/orders/export', { ...staffOnly, schema: { querystring: agentOrdersQuerySchema } }, async (request, reply) => {
    const who = await requireStaff(request);
    const csv = await exportAgentOrders(app.db, who, request.query);
    const today = zonedMoment(app.clock()).date;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${today}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(CSV_BOM + csv, 'utf8'));
  });

  app.get(
    '/api/agent/orders/detail',
    { ...staffOnly, schema: { querystring: agentOrderQuerySchema, response: { 200: agentOrderDetailResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request);
      const orderId = request.query.order_id;
      const visible = await visibleOrderCustomer(app.db, who, orderId);
      if (!visible) throw orderNotFound();
      const detail = await loadOrderDetail(app, { orderId, customerId: visible.customerId, locale: request.locale });
      if (!detail) throw orderNotFound();
      return {
        status: 1 as const,
        data: {
          ...detail,
          agent_id: visible.agentId,
          agent_name: visible.agentName,
          customer_id: visible.customerId,
          customer_name: visible.customerName,
          customer_phone: visible.customerPhone,
        },
      };
    },
  );

  app.get('/api/agent/orders/invoice', { ...staffOnly, schema: { querystring: invoicePdfQuerySchema } }, async (request, reply) => {
    const who = await requireStaff(request);
    const { order_id, lang, document } = request.query;
    const visible = await visibleOrderCustomer(app.db, who, order_id);
    if (!visible) throw orderNotFound();
    const input = requestedDocument(await loadInvoiceInput(app, { orderId: order_id, customerId: visible.customerId, lang, document }), document);
    if (!input) throw orderNotFound();
    return sendPdf(reply, await renderInvoicePdf(input), invoiceFilename(input));
  });

  app.get('/api/agent/audit', { ...staffOnly, schema: { querystring: auditQuerySchema, response: { 200: auditListResponseSchema } } }, async (request) => {
    const who = await requireStaff(request);
    return { status: 1 as const, data: await listAudit(app.db, who, request.query) };
  });
};

export default agentRoutes;
