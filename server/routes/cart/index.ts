import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartCalculateBodySchema, cartCalculateResponseSchema, cartMergeBodySchema, cartMergeResponseSchema } from '../../../core/schemas/cart';
import { optionalCustomer, requireCustomer } from '../../plugins/auth';
import { requireShop } from '../../services/catalogue-lookup';
import { priceCart } from '../../services/cart/price-cart';
import { mergeIntoCustomerCart, saveAgentCart, saveCustomerCart } from '../../services/cart/stored-cart';

/**
 * Cart calculate (spec §7 api/webclient/cart/calculate): the server's own figures for a cart. A
 * signed-in customer's cart is saved as well and answered with its cart_id; a guest's is not stored
 * (cart_id 0). Cart merge folds a guest's local cart into the stored one at login.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/webclient/cart/calculate', { schema: { body: cartCalculateBodySchema, response: { 200: cartCalculateResponseSchema } } }, async (request) => {
    const body = request.body;
    // No token: no lookup, no write (the guest path is the hot one).
    const customer = await optionalCustomer(request);
    const priced = await priceCart(app, {
      shopId: body.shop_id,
      shippingType: body.shipping_type,
      lines: body.product_items,
      locale: request.locale,
      t: request.t,
      combos: body.product_combo_items,
      customerId: customer?.customerId,
    });
    if (!customer) return { status: 1 as const, data: priced.result };
    // Saved only once priced: a cart that does not price (unknown shop or option) is not stored.
    const cart = {
      customerId: customer.customerId,
      shopId: body.shop_id,
      shippingType: body.shipping_type,
      lines: body.product_items,
      now: app.clock(),
    };
    // An agent's session also records what the agent added or removed (issue 7 audit).
    const cartId =
      customer.agentId === null
        ? await saveCustomerCart(app.db, cart)
        : await saveAgentCart(app.db, await app.catalogue.current(), { ...cart, agentId: customer.agentId });
    return { status: 1 as const, data: { ...priced.result, cart_id: cartId } };
  });

  app.post(
    '/api/webclient/cart/merge',
    {
      schema: { body: cartMergeBodySchema, response: { 200: cartMergeResponseSchema } },
      // Signed-in only, checked before the body: a guest gets 401 whatever it sent.
      preValidation: async (request) => {
        await requireCustomer(request);
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const body = request.body;
      const snapshot = await app.catalogue.current();
      requireShop(snapshot, body.shop_id);
      const merged = await mergeIntoCustomerCart(app.db, snapshot, {
        customerId: customer.customerId,
        shopId: body.shop_id,
        shippingType: body.shipping_type,
        guestLines: body.product_items,
        now: app.clock(),
        agentId: customer.agentId,
      });
      const priced = await priceCart(app, {
        shopId: body.shop_id,
        shippingType: body.shipping_type,
        lines: merged.lines,
        locale: request.locale,
        t: request.t,
        fullLines: true,
        customerId: customer.customerId,
      });
      return { status: 1 as const, data: { ...priced.result, cart_id: merged.cartId } };
    },
  );
};

export default cartRoutes;
