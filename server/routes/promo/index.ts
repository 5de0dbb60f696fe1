import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoValidateBodySchema, promoValidateResponseSchema } from '../../../core/schemas/promo';
import { optionalCustomer } from '../../plugins/auth';
import { validateCoupons } from '../../services/promotions/validate-coupons';

/** Promo validate (spec §7 api/promo/validate/coupons). */
const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/promo/validate/coupons', { schema: { body: promoValidateBodySchema, response: { 200: promoValidateResponseSchema } } }, async (request) => {
    const customer = await optionalCustomer(request);
    const data = await validateCoupons(app, request.body, request.locale, request.t, app.clock().getTime(), customer);
    return { status: 1 as const, data };
  });
};

export default promoRoutes;
