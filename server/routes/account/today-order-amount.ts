import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../core/schemas/common';
import { requireCustomer } from '../../plugins/auth';
import { todayOrderAmount } from '../../services/account/today-order-amount';
import { todayOrderAmountResponseSchema } from '../../../core/schemas/account';

/** Spec §7 today order amount (fetched only when logged in, §6). */
const todayOrderAmountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/today_order_amount', { schema: { querystring: noQuerySchema, response: { 200: todayOrderAmountResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await todayOrderAmount(app.db, customerId, app.clock()) };
  });
};

export default todayOrderAmountRoutes;
