import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../core/schemas/common';
import { groupPriceOverlayResponseSchema, groupPriceToWire } from '../../../core/schemas/price-lists';
import { requireCustomer } from '../../plugins/auth';
import { groupPricingFor } from '../../services/price-lists/group-price-snapshot';
import { priceVersion } from '../../services/catalogue-snapshot';

/**
 * The signed-in buyer's group prices (issue 17), laid by the renderer over the shared catalogue
 * answers (menu, product, search), which never carry them. An agent's customer-scoped session gets
 * that customer's. Private and never stored by a cache; the version says when the list moved.
 */
const groupPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/group_prices',
    { schema: { querystring: noQuerySchema, response: { 200: groupPriceOverlayResponseSchema } } },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      const snapshot = await app.catalogue.current();
      const { groupId, prices } = groupPricingFor(snapshot.groupPricing, customerId);
      reply.header('cache-control', 'private, no-store');
      return {
        status: 1 as const,
        data: {
          group_id: groupId,
          version: priceVersion(snapshot.read),
          prices: [...prices].map(([productId, entry]) => ({ product_id: productId, price: groupPriceToWire(entry) })),
        },
      };
    },
  );
};

export default groupPriceRoutes;
