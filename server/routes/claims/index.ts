import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimQueueQuerySchema,
  claimQueueResponseSchema,
  claimResponseSchema,
  orderClaimsQuerySchema,
  orderClaimsResponseSchema,
} from '../../../core/schemas/claims';
import { CLAIM_PHOTOS_MAX, claimCreateBodySchema, claimDecideBodySchema } from '../../../core/schemas/fulfilment';
import { requireCustomer, requireStaff } from '../../plugins/auth';
import { photoBodyLimit } from '../../services/photos';
import { claimQueue, decideClaim, fileClaim, orderClaimsFor } from '../../services/fulfilment/claims';
import { notifyClaimDecided } from '../../services/fulfilment/notify';

/** Claims are decided by the warehouse (and supervisors, who may do everything). */
const DECIDERS = ['warehouse'] as const;

/**
 * Claims (issue 15; spec §9): the buyer (or their agent, in the buyer's session) files a claim on a
 * delivered line and reads the order's claims; warehouse staff and supervisors read the queue and
 * decide. Who is calling is checked before the input, so a caller without a session gets 401 and a
 * driver 403 whatever they sent; another customer's order answers 404.
 */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerOnly = {
    preValidation: async (request: Parameters<typeof requireCustomer>[0]) => {
      await requireCustomer(request);
    },
  };
  const decidersOnly = {
    preValidation: async (request: Parameters<typeof requireStaff>[0]) => {
      await requireStaff(request, DECIDERS);
    },
  };

  app.post(
    '/api/claims',
    { ...buyerOnly, bodyLimit: photoBodyLimit(CLAIM_PHOTOS_MAX), schema: { body: claimCreateBodySchema, response: { 200: claimResponseSchema } } },
    async (request) => {
      const { customerId, agentId } = await requireCustomer(request);
      const data = await fileClaim(app, { who: { customerId, agentId }, body: request.body });
      return { status: 1 as const, data };
    },
  );

  app.get('/api/claims', { ...buyerOnly, schema: { querystring: orderClaimsQuerySchema, response: { 200: orderClaimsResponseSchema } } }, async (request) => {
    const { customerId, agentId } = await requireCustomer(request);
    const data = await orderClaimsFor(app, { orderId: request.query.order_id, who: { customerId, agentId }, locale: request.locale, t: request.t });
    return { status: 1 as const, data };
  });

  app.get(
    '/api/fulfilment/claims',
    { ...decidersOnly, schema: { querystring: claimQueueQuerySchema, response: { 200: claimQueueResponseSchema } } },
    async (request) => {
      await requireStaff(request, DECIDERS);
      return { status: 1 as const, data: { claims: await claimQueue(app, { status: request.query.status, locale: request.locale }) } };
    },
  );

  app.post(
    '/api/fulfilment/claims/decide',
    { ...decidersOnly, schema: { body: claimDecideBodySchema, response: { 200: claimResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request, DECIDERS);
      const decided = await decideClaim(app, { body: request.body, who: { role: who.role, staffId: who.staffId } });
      // The buyer hears of it in their language (SMS and e-mail); a failed send is logged, the decision stands.
      await notifyClaimDecided(app, decided.claim.claim_id);
      return { status: 1 as const, data: decided.claim };
    },
  );
};

export default claimRoutes;
