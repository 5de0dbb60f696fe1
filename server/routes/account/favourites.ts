import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followedProductIdsResponseSchema, followProductBodySchema, followProductResultResponseSchema, productListResponseSchema, shopScopedQuerySchema } from '../../../core/schemas/account';
import { notFound } from '../../http/api-error';
import { requireCustomer } from '../../plugins/auth';
import { followedProductIds, setFollowed } from '../../services/account/favourites';
import { listedIds, shopProductList } from '../../services/account/product-list';
import { requireShop } from '../../services/catalogue-lookup';

/** Follow product (spec §7 /api/follows/product) and My favourites (§2.8 'collects'). */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/follows/product', { schema: { body: followProductBodySchema, response: { 200: followProductResultResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const { shop_id, product_id, action_int } = request.body;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    // A delisted product may still be followed (or unfollowed) from its page; an unknown id may not.
    if (!snapshot.products.has(product_id)) throw notFound('PRODUCT_NOT_FOUND', 'errors.product_not_found');
    const data = await setFollowed(app.db, { customerId, shopId: shop_id, productId: product_id, follow: action_int === 1, now: app.clock() });
    return { status: 1 as const, data };
  });

  app.get('/api/follows/product', { schema: { querystring: shopScopedQuerySchema, response: { 200: productListResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, request.query.shop_id);
    const ids = await followedProductIds(app.db, customerId);
    return { status: 1 as const, data: shopProductList(snapshot, request.query.shop_id, ids, request.locale) };
  });

  // Filled hearts on product cards: the followed products this shop lists, without their summaries.
  app.get('/api/follows/product/ids', { schema: { querystring: shopScopedQuerySchema, response: { 200: followedProductIdsResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, request.query.shop_id);
    const ids = await followedProductIds(app.db, customerId);
    return { status: 1 as const, data: { product_ids: listedIds(snapshot, request.query.shop_id, ids) } };
  });
};

export default favouriteRoutes;
