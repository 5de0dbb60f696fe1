import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentReadbackQuerySchema,
  agentReadbackResponseSchema,
  orderSettingsResponseSchema,
  orderSettingsSchema,
  readbackConfirmBodySchema,
  readbackQuerySchema,
  readbackSummaryResponseSchema,
} from '../../../core/schemas/readback';
import { noQuerySchema } from '../../../core/schemas/common';
import { customers } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { requireCustomer, requireStaff } from '../../plugins/auth';
import { visibleOrderCustomer } from '../../services/agent/agent-orders';
import { agentReadback, confirmReadback, readbackSummary, sendReadback } from '../../services/readback/readback';

/**
 * Issue 20: the customer's read-back of an agent's order (single-use link, only in that customer's
 * session), the agent's view of it (and a reminder), and the customer's order settings (substitution
 * preference, confirmation required before the charge). Who calls is checked before the input.
 */
const readbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerOnly = { preValidation: async (request: Parameters<typeof requireCustomer>[0]) => void (await requireCustomer(request)) };
  const staffOnly = { preValidation: async (request: Parameters<typeof requireStaff>[0]) => void (await requireStaff(request)) };

  app.get('/api/readback', { ...customerOnly, schema: { querystring: readbackQuerySchema, response: { 200: readbackSummaryResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await readbackSummary(app, customerId, request.query.token, request.locale) };
  });

  app.post('/api/readback/confirm', { ...customerOnly, schema: { body: readbackConfirmBodySchema, response: { 200: readbackSummaryResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    await confirmReadback(app, customerId, request.body.token);
    return { status: 1 as const, data: await readbackSummary(app, customerId, request.body.token, request.locale) };
  });

  const agentOrder = async (request: Parameters<typeof requireStaff>[0], orderId: number) => {
    const who = await requireStaff(request);
    const visible = await visibleOrderCustomer(app.db, who, orderId);
    if (!visible) throw notFound('ORDER_NOT_FOUND', 'orders.not_found');
    return visible;
  };

  app.get('/api/agent/orders/readback', { ...staffOnly, schema: { querystring: agentReadbackQuerySchema, response: { 200: agentReadbackResponseSchema } } }, async (request) => {
    const visible = await agentOrder(request, request.query.order_id);
    return { status: 1 as const, data: await agentReadback(app, request.query.order_id, visible.customerId, request.t) };
  });

  app.post('/api/agent/orders/readback/remind', { ...staffOnly, schema: { body: agentReadbackQuerySchema, response: { 200: agentReadbackResponseSchema } } }, async (request) => {
    const visible = await agentOrder(request, request.body.order_id);
    await sendReadback(app, request.body.order_id);
    return { status: 1 as const, data: await agentReadback(app, request.body.order_id, visible.customerId, request.t) };
  });

  app.get('/api/account/order_settings', { ...customerOnly, schema: { querystring: noQuerySchema, response: { 200: orderSettingsResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const [row] = await app.db.select({ s: customers.substitutionPreference, r: customers.readbackRequired }).from(customers).where(eq(customers.id, customerId));
    return { status: 1 as const, data: { substitution_preference: row?.s ?? 'ask', readback_required: row?.r ?? false } };
  });

  app.put('/api/account/order_settings', { ...customerOnly, schema: { body: orderSettingsSchema, response: { 200: orderSettingsResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    await app.db
      .update(customers)
      .set({ substitutionPreference: request.body.substitution_preference, readbackRequired: request.body.readback_required })
      .where(eq(customers.id, customerId));
    return { status: 1 as const, data: request.body };
  });
};

export default readbackRoutes;
