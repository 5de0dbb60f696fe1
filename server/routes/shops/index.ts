import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../core/schemas/common';
import { shopDetailQuerySchema, shopDetailResponseSchema, shopListResponseSchema } from '../../../core/schemas/shop';
import { requireShop } from '../../services/catalogue-lookup';
import { shopDetailView } from '../../services/shop-views';

const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/webclient/shop/detail', { schema: { querystring: shopDetailQuerySchema, response: { 200: shopDetailResponseSchema } } }, async (request) => {
    const snapshot = await app.catalogue.current();
    const shop = requireShop(snapshot, request.query.mid);
    return { status: 1 as const, data: shopDetailView(shop, snapshot, request.locale, app.clock()) };
  });

  app.get('/api/webclient/shop/list', { schema: { querystring: noQuerySchema, response: { 200: shopListResponseSchema } } }, async (request) => {
    const snapshot = await app.catalogue.current();
    const now = app.clock();
    const shops = [...snapshot.shops.values()].sort((a, b) => a.id - b.id).map((shop) => shopDetailView(shop, snapshot, request.locale, now));
    return { status: 1 as const, data: { shops } };
  });
};

export default shopRoutes;
