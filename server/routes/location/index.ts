import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaQuerySchema, hitShopBodySchema, warehouseQuerySchema } from '../../../core/schemas/shop';
import { badRequest } from '../../http/api-error';
import { requireShop } from '../../services/catalogue-lookup';
import { distanceKm, shopForPoint } from '../../services/delivery-zones';
import { warehouseView } from '../../services/shop-views';

/** Position calls of spec §7: which shop serves a point, the pickup warehouses, the served areas. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/hit_shop', { schema: { body: hitShopBodySchema } }, async (request) => {
    const { lating } = request.body;
    // Without coordinates there is nothing to match (spec §5: 'Please pass in the correct parameters').
    if (!lating) throw badRequest('POSITION_PARAMS', 'errors.position_params');
    const [lat, lng] = lating.split(',').map((v) => Number(v.trim())) as [number, number];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw badRequest('POSITION_PARAMS', 'errors.position_params');
    const snapshot = await app.catalogue.current();
    const shop = shopForPoint(snapshot.shops.values(), lat, lng);
    // shop_id 0 means no shop: the client shows the overdistance prompt.
    return { status: 1, data: { shop_id: shop?.id ?? 0, delivery_setting_id: shop ? shop.id : 0 } };
  });

  app.get('/api/warehouse', { schema: { querystring: warehouseQuerySchema } }, async (request) => {
    const { lat, lng } = request.query;
    const snapshot = await app.catalogue.current();
    const origin = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    const list = snapshot.warehouses
      .map((w) =>
        warehouseView(w, request.locale, request.t, origin ? distanceKm(origin, { lat: Number(w.lat), lng: Number(w.lng) }) : null),
      )
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    return { status: 1, data: { warehouse_address: list } };
  });

  app.get('/api/webclient/area', { schema: { querystring: areaQuerySchema } }, async (request) => {
    const snapshot = await app.catalogue.current();
    const shopId = request.query.shop_id;
    if (shopId !== undefined) requireShop(snapshot, shopId);
    const list = snapshot.areas
      .filter((a) => shopId === undefined || a.shopId === shopId)
      .map((a) => ({ id: a.id, shop_id: a.shopId, name: a.name[request.locale], province: a.province }));
    return { status: 1, data: { areas: list } };
  });
};

export default locationRoutes;
