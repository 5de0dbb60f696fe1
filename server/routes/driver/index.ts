import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverBodySchema, driverStopResponseSchema, driverStopsResponseSchema, stopsQuerySchema } from '../../../core/schemas/fulfilment';
import type { StaffRole } from '../../../core/schemas/account';
import { notFound } from '../../http/api-error';
import { requireStaff } from '../../plugins/auth';
import { deliverOrder } from '../../services/driver/deliver';
import { driverStop, driverStops } from '../../services/driver/stops';
import { photoBodyLimit } from '../../services/photos';

/** Drivers (and supervisors, who may do everything). */
const DRIVER_ROLES = ['driver'] as const satisfies readonly StaffRole[];

/** One photo in base64 and the few fields around it. */
const DELIVER_BODY_LIMIT = photoBodyLimit(1);

/**
 * The driver's API (issue 15): the day's stops and marking one delivered. A driver reaches nothing
 * else that moves an order or money: every other step answers a driver 403 (or core's 409). Who is
 * calling is checked on the request, before a byte of the (photo-sized) body is read.
 */
const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireStaff(request, DRIVER_ROLES);
  });

  app.get('/api/driver/stops', { schema: { querystring: stopsQuerySchema, response: { 200: driverStopsResponseSchema } } }, async (request) => {
    const data = await driverStops(app.db, { serviceDate: request.query.service_date, shopId: request.query.shop_id, locale: request.locale });
    return { status: 1 as const, data };
  });

  app.post(
    '/api/driver/deliver',
    { bodyLimit: DELIVER_BODY_LIMIT, schema: { body: deliverBodySchema, response: { 200: driverStopResponseSchema } } },
    async (request) => {
      const who = await requireStaff(request, DRIVER_ROLES);
      await deliverOrder(app, request.body, { role: who.role, staffId: who.staffId });
      const stop = await driverStop(app.db, request.body.order_id, request.locale);
      if (!stop) throw notFound('ORDER_NOT_FOUND', 'orders.not_found');
      return { status: 1 as const, data: stop };
    },
  );
};

export default driverRoutes;
