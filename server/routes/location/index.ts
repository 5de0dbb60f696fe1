import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerLatLngQuerySchema, customerLatLngResponseSchema } from '../../../core/schemas/maps';
import { areaQuerySchema, areaResponseSchema, hitShopBodySchema, hitShopResponseSchema, warehouseQuerySchema, warehouseResponseSchema } from '../../../core/schemas/shop';
import { findPostalCode } from '../../adapters/maps/postal-code';
import { badRequest } from '../../http/api-error';
import { requireShop } from '../../services/catalogue-lookup';
import type { ShopRow } from '../../services/catalogue-snapshot';
import { distanceKm, shopForPoint } from '../../services/delivery-zones';
import { warehouseView } from '../../services/shop-views';
import { mapsCall } from './maps-call';
import { placeAddressOrPostalCode, placeText } from './place-address';
import { servedAreaId } from './served-area';

/** Position calls of spec §7: which shop serves a point or an address, the pickup warehouses, the served areas. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/hit_shop', { schema: { body: hitShopBodySchema, response: { 200: hitShopResponseSchema } } }, async (request) => {
    const { lating, address, postal } = request.body;
    const snapshot = await app.catalogue.current();
    // shop_id 0 means no shop: the client shows the overdistance prompt.
    const answer = (shop: ShopRow | undefined) => ({ status: 1 as const, data: { shop_id: shop?.id ?? 0, delivery_setting_id: shop ? shop.id : 0 } });
    if (lating) {
      const [lat, lng] = lating.split(',').map((v) => Number(v.trim())) as [number, number];
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw badRequest('POSITION_PARAMS', 'errors.position_params');
      return answer(shopForPoint(snapshot.shops.values(), lat, lng));
    }
    // Without coordinates, the address text, then the postal code, is geocoded.
    const usablePostal = postal && findPostalCode(postal) ? postal : undefined;
    // Nothing to place by (spec §5: 'Please pass in the correct parameters').
    if (!address && !usablePostal) throw badRequest('POSITION_PARAMS', 'errors.position_params');
    const shops = [...snapshot.shops.values()];
    const placed = await mapsCall(request.log, () => placeAddressOrPostalCode(app.maps, shops, { address, postal: usablePostal }));
    // A bare street name several towns have ("Main St") is no position.
    if (placed.status === 'ambiguous') throw badRequest('POSITION_PARAMS', 'errors.position_params');
    return answer(placed.status === 'placed' ? placed.shop : undefined);
  });

  // Spec §7 customer latlng: the served area (city_id) of an address, 0 when it cannot be placed or
  // is outside every zone (or outside the delivery setting ds_id's), which the client shows as 'Invalid address!!!'.
  app.get('/api/webclient/area/customer_latlng', { schema: { querystring: customerLatLngQuerySchema, response: { 200: customerLatLngResponseSchema } } }, async (request) => {
    const { address, ds_id: deliverySettingId } = request.query;
    const snapshot = await app.catalogue.current();
    if (deliverySettingId !== undefined) requireShop(snapshot, deliverySettingId);
    const placed = await mapsCall(request.log, () => placeText(app.maps, [...snapshot.shops.values()], address));
    if (placed.status !== 'placed') return { status: 1 as const, data: { city_id: 0, customer_latlng: '' } };
    const customerLatLng = `${placed.lat},${placed.lng}`;
    const shop = placed.shop;
    if (!shop || (deliverySettingId !== undefined && shop.id !== deliverySettingId)) {
      return { status: 1 as const, data: { city_id: 0, customer_latlng: customerLatLng } };
    }
    return { status: 1 as const, data: { city_id: servedAreaId(snapshot.areas, shop.id, placed), customer_latlng: customerLatLng } };
  });

  app.get('/api/warehouse', { schema: { querystring: warehouseQuerySchema, response: { 200: warehouseResponseSchema } } }, async (request) => {
    const { lat, lng } = request.query;
    const snapshot = await app.catalogue.current();
    const origin = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    const list = snapshot.warehouses
      .map((w) =>
        warehouseView(w, request.locale, request.t, origin ? distanceKm(origin, { lat: Number(w.lat), lng: Number(w.lng) }) : null),
      )
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    return { status: 1 as const, data: { warehouse_address: list } };
  });

  app.get('/api/webclient/area', { schema: { querystring: areaQuerySchema, response: { 200: areaResponseSchema } } }, async (request) => {
    const snapshot = await app.catalogue.current();
    const shopId = request.query.shop_id;
    if (shopId !== undefined) requireShop(snapshot, shopId);
    const list = snapshot.areas
      .filter((a) => shopId === undefined || a.shopId === shopId)
      .map((a) => ({ id: a.id, shop_id: a.shopId, name: a.name[request.locale], province: a.province }));
    return { status: 1 as const, data: { areas: list } };
  });
};

export default locationRoutes;
