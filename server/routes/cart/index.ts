import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartCalculateBodySchema } from '../../../core/schemas/cart';
import { priceCart } from '../../services/cart/price-cart';

/** Cart calculate (spec §7 api/webclient/cart/calculate): the server's own figures for a cart. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/webclient/cart/calculate', { schema: { body: cartCalculateBodySchema } }, async (request) => {
    const body = request.body;
    const priced = await priceCart(app, {
      shopId: body.shop_id,
      shippingType: body.shipping_type,
      lines: body.product_items,
      locale: request.locale,
      t: request.t,
    });
    return { status: 1, data: priced.result };
  });
};

export default cartRoutes;
