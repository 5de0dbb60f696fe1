import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACK_OFFICE_ROLES } from '../../../core/schemas/account';
import { backOfficeOverviewResponseSchema } from '../../../core/schemas/back-office';
import { noQuerySchema } from '../../../core/schemas/common';
import { requireStaff } from '../../plugins/auth';
import { backOfficeOverview } from '../../services/back-office/overview';
import customerRoutes from './customers';
import settingsRoutes from './settings';
import promotionRoutes from './promotions';
import priceListRoutes from './price-lists';
import catalogueCsvRoutes from './catalogue-csv';
import productRoutes from './products';
import bannerRoutes from './banners';

/**
 * The back office's API (issue 17): every route under /api/back-office, for managers and supervisors.
 * The guard runs on the request, before the body is read or validated: anyone else signed in gets 403,
 * nobody signed in 401. Each area (products, imports, promotions, customers, price lists, settings)
 * registers its routes from its own file inside this plugin, so none of them can forget the guard.
 */
const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireStaff(request, BACK_OFFICE_ROLES);
  });

  app.get('/api/back-office/overview', { schema: { querystring: noQuerySchema, response: { 200: backOfficeOverviewResponseSchema } } }, async () => {
    return { status: 1 as const, data: await backOfficeOverview(app.db, app.clock()) };
  });

  await app.register(customerRoutes);
  await app.register(settingsRoutes);
  await app.register(promotionRoutes);
  await app.register(priceListRoutes);
  await app.register(catalogueCsvRoutes);
  await app.register(productRoutes);
  await app.register(bannerRoutes);
};

export default backOfficeRoutes;
