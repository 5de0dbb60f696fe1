import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentlyViewedBodySchema, recentlyViewedSavedResponseSchema } from '../../../core/schemas/account';
import { notFound } from '../../http/api-error';
import { requireCustomer } from '../../plugins/auth';
import { recordView } from '../../services/account/recently-viewed';
import { requireShop } from '../../services/catalogue-lookup';

/**
 * Recently viewed, signed in (spec §7 api/recently_product): the product page records a view. The
 * list itself is GET /api/recently_product without product_ids (server/routes/product-extras), beside
 * the guest form that sends the ids kept on the device.
 */
const recentlyViewedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/recently_product', { schema: { body: recentlyViewedBodySchema, response: { 200: recentlyViewedSavedResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const { shop_id, product_id } = request.body;
    const snapshot = await app.catalogue.current();
    requireShop(snapshot, shop_id);
    if (!snapshot.products.has(product_id)) throw notFound('PRODUCT_NOT_FOUND', 'errors.product_not_found');
    return { status: 1 as const, data: await recordView(app.db, { customerId, shopId: shop_id, productId: product_id, now: app.clock() }) };
  });
};

export default recentlyViewedRoutes;
