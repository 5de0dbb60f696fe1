import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponPackageListResponseSchema, redeemPackageBodySchema, redeemPackageResultResponseSchema, userCouponGroupsResponseSchema } from '../../../core/schemas/account';
import { noQuerySchema } from '../../../core/schemas/common';
import { ApiError } from '../../http/api-error';
import { requireCustomer } from '../../plugins/auth';
import { availablePackages, redeemPackage, userCouponGroups } from '../../services/account/coupons';

/** My Coupons and coupon packages (spec §7 Cart, coupons and orders). */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readable in agent-order mode too: the agent may look, not use (spec §6).
  app.get('/api/user/coupons/list/group', { schema: { querystring: noQuerySchema, response: { 200: userCouponGroupsResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await userCouponGroups(app.db, customerId, app.clock(), request.locale, request.t) };
  });

  app.get('/api/coupon_package/get_available_package', { schema: { querystring: noQuerySchema, response: { 200: couponPackageListResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: { list: await availablePackages(app.db, customerId, app.clock(), request.locale, request.t) } };
  });

  app.post('/api/coupon_package/redeem_package', { schema: { body: redeemPackageBodySchema, response: { 200: redeemPackageResultResponseSchema } } }, async (request) => {
    const who = await requireCustomer(request);
    // Spec §5/§6: an agent acting for the customer never takes the customer's own coupons.
    if (who.agentId !== null) throw new ApiError(403, 'AGENT_COUPONS_REFUSED', 'account.agent_coupons_refused');
    const data = await redeemPackage(app.db, {
      customerId: who.customerId,
      packageId: request.body.card_setting_id,
      now: app.clock(),
      locale: request.locale,
      t: request.t,
    });
    return { status: 1 as const, data };
  });
};

export default couponRoutes;
