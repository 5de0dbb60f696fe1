import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/auth';
import addressBookRoutes from './address-book';
import couponRoutes from './coupons';
import favouriteRoutes from './favourites';
import groupPriceRoutes from './group-prices';
import recentlyViewedRoutes from './recently-viewed';
import customerStandingRoutes from './customer-standing';
import todayOrderAmountRoutes from './today-order-amount';

/**
 * The customer's own data: address book, favourites, recently viewed, coupons, today's amount. Every
 * call here needs a customer session (or an agent's customer-scoped token); the customer always comes
 * from the session, never from an id in the request. Checked before the body is validated, so a
 * guest gets 401 whatever it sent.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    await requireCustomer(request);
  });
  await app.register(addressBookRoutes);
  await app.register(favouriteRoutes);
  await app.register(recentlyViewedRoutes);
  await app.register(couponRoutes);
  await app.register(todayOrderAmountRoutes);
  await app.register(customerStandingRoutes);
  await app.register(groupPriceRoutes);
};

export default accountRoutes;
