import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopDetailQuerySchema, shopDetailResponseSchema } from '../../../core/schemas/shop';
import { requireShop } from '../../services/catalogue-lookup';
import { shopDetailView } from '../../services/shop-views';

const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/webclient/shop/detail', { schema: { querystring: shopDetailQuerySchema, response: { 200: shopDetailResponseSchema } } }, async (request) => {
    const snapshot = await app.catalogue.current();
    const shop = requireShop(snapshot, request.query.mid);
    return { status: 1 as const, data: shopDetailView(shop, snapshot, request.locale, app.clock()) };
  });
};

export default shopRoutes;
