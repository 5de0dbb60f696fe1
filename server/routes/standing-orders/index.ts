import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noBodySchema, noQuerySchema, okEnvelope } from '../../../core/schemas/common';
import {
  createStandingOrderBodySchema,
  pauseStandingOrderBodySchema,
  standingOrderDeletedResponseSchema,
  standingOrderIdParamsSchema,
  standingOrderLinesBodySchema,
  standingOrderListResponseSchema,
  standingOrderResponseSchema,
  standingPaymentChoicesQuerySchema,
  standingPaymentChoicesResponseSchema,
} from '../../../core/schemas/standing-order';
import { requireCustomer } from '../../plugins/auth';
import { requireShop } from '../../services/catalogue-lookup';
import { standingPaymentChoices } from '../../services/standing-orders/saved-payment';
import {
  createStandingOrder,
  deleteStandingOrder,
  listStandingOrders,
  replaceLines,
  setPaused,
  skipNext,
} from '../../services/standing-orders/standing-orders';

const skipBodySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }).nullish();
const skippedResponseSchema = okEnvelope(z.object({ skipped: z.string() }));

/**
 * Standing orders (issue 20) for the signed-in buyer, or an agent acting for a customer (the agent's
 * customer-scoped token): every call reads and writes only that customer's standing orders, another
 * customer's id answers 404. Checked before the body is validated: a guest gets 401 whatever it sent.
 */
const standingOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/standing_orders')) await requireCustomer(request);
  });

  app.get('/api/standing_orders', { schema: { querystring: noQuerySchema, response: { 200: standingOrderListResponseSchema } } }, async (request) => {
    const caller = await requireCustomer(request);
    return { status: 1 as const, data: { rows: await listStandingOrders(app, caller, request.locale) } };
  });

  app.get(
    '/api/standing_orders/payment_choices',
    { schema: { querystring: standingPaymentChoicesQuerySchema, response: { 200: standingPaymentChoicesResponseSchema } } },
    async (request) => {
      const caller = await requireCustomer(request);
      requireShop(await app.catalogue.current(), request.query.shop_id);
      return { status: 1 as const, data: { choices: await standingPaymentChoices(app, caller.customerId, request.query.shop_id) } };
    },
  );

  app.post('/api/standing_orders', { schema: { body: createStandingOrderBodySchema, response: { 200: standingOrderResponseSchema } } }, async (request) => {
    const caller = await requireCustomer(request);
    const id = await createStandingOrder(app, caller, request.body);
    const [view] = await listStandingOrders(app, caller, request.locale, id);
    return { status: 1 as const, data: view! };
  });

  app.post(
    '/api/standing_orders/:id/pause',
    { schema: { params: standingOrderIdParamsSchema, body: pauseStandingOrderBodySchema, response: { 200: standingOrderResponseSchema } } },
    async (request) => {
      const caller = await requireCustomer(request);
      await setPaused(app, caller, request.params.id, request.body.paused);
      const [view] = await listStandingOrders(app, caller, request.locale, request.params.id);
      return { status: 1 as const, data: view! };
    },
  );

  app.post(
    '/api/standing_orders/:id/skip_next',
    { schema: { params: standingOrderIdParamsSchema, body: skipBodySchema, response: { 200: skippedResponseSchema } } },
    async (request) => {
      const caller = await requireCustomer(request);
      const skipped = await skipNext(app, caller, request.params.id, request.body?.date);
      return { status: 1 as const, data: { skipped } };
    },
  );

  app.put(
    '/api/standing_orders/:id/lines',
    { schema: { params: standingOrderIdParamsSchema, body: standingOrderLinesBodySchema, response: { 200: standingOrderResponseSchema } } },
    async (request) => {
      const caller = await requireCustomer(request);
      await replaceLines(app, caller, request.params.id, request.body.lines);
      const [view] = await listStandingOrders(app, caller, request.locale, request.params.id);
      return { status: 1 as const, data: view! };
    },
  );

  app.delete(
    '/api/standing_orders/:id',
    { schema: { params: standingOrderIdParamsSchema, body: noBodySchema, response: { 200: standingOrderDeletedResponseSchema } } },
    async (request) => {
      const caller = await requireCustomer(request);
      await deleteStandingOrder(app, caller, request.params.id);
      return { status: 1 as const, data: { deleted: true as const } };
    },
  );
};

export default standingOrderRoutes;
