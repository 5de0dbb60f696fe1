import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../core/schemas/common';
import { customerStandingResponseSchema } from '../../../core/schemas/customer-terms';
import { fromCents } from '../../../core/money';
import { requireCustomer } from '../../plugins/auth';
import { orderingStanding } from '../../services/customers/ordering-standing';

/** Issue 17: the signed-in buyer's hold (with the manager's reason) and pay-later credit, for the storefront's banner. */
const customerStandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/customer/standing', { schema: { querystring: noQuerySchema, response: { 200: customerStandingResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const standing = await orderingStanding(app.db, customerId);
    return {
      status: 1 as const,
      data: {
        hold: standing.holdReason === null ? null : { reason: standing.holdReason },
        pay_later: standing.payLater
          ? { credit_limit: standing.credit.limitCents === null ? null : fromCents(standing.credit.limitCents), unpaid: fromCents(standing.credit.unpaidCents) }
          : null,
      },
    };
  });
};

export default customerStandingRoutes;
