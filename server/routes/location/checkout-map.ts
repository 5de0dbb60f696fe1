import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutMapQuerySchema, checkoutMapResponseSchema } from '../../../core/schemas/checkout-map';
import { googleStaticMapUrl } from '../../adapters/maps/google/static-map';
import { MapsProviderError } from '../../adapters/maps/maps-provider';
import { notFound } from '../../http/api-error';
import { requireShop } from '../../services/catalogue-lookup';
import { shopForPoint } from '../../services/delivery-zones';
import { mapsCall } from './maps-call';

const STATIC_MAP_PATH = '/api/webclient/checkout/map/static';

/**
 * The checkout map (spec §2.8): the delivery address or the pickup warehouse beside the order
 * details. The sandbox answers the shop's zone and served places for the page to draw; with google
 * the page gets the address of our static-map endpoint, which fetches Google's picture with the key.
 */
const checkoutMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/webclient/checkout/map', { schema: { querystring: checkoutMapQuerySchema, response: { 200: checkoutMapResponseSchema } } }, async (request) => {
    const { shop_id: shopId, lat, lng } = request.query;
    const snapshot = await app.catalogue.current();
    const shop = requireShop(snapshot, shopId);
    if (app.maps.name === 'google') {
      const query = new URLSearchParams({ shop_id: String(shopId), lat: String(lat), lng: String(lng) });
      return { status: 1 as const, data: { provider: 'google' as const, image_url: `${STATIC_MAP_PATH}?${query.toString()}` } };
    }
    const zone = (shop.deliveryZone.coordinates[0] ?? []).map(([x, y]) => ({ lat: y ?? 0, lng: x ?? 0 }));
    const places = snapshot.areas
      .filter((area) => area.shopId === shopId)
      .map((area) => ({ name: area.name[request.locale], lat: area.lat, lng: area.lng }));
    const inside = shopForPoint([shop], lat, lng) !== undefined;
    return { status: 1 as const, data: { provider: 'sandbox' as const, zone, places, inside } };
  });

  app.get(STATIC_MAP_PATH, { schema: { querystring: checkoutMapQuerySchema } }, async (request, reply) => {
    const { shop_id: shopId, lat, lng } = request.query;
    const snapshot = await app.catalogue.current();
    const shop = requireShop(snapshot, shopId);
    const apiKey = app.config.GOOGLE_MAPS_API_KEY;
    if (app.maps.name !== 'google' || !apiKey) throw notFound('STATIC_MAP_OFF', 'errors.static_map_off');
    const ring = (shop.deliveryZone.coordinates[0] ?? []).map(([x, y]) => [x ?? 0, y ?? 0] as [number, number]);
    const image = await mapsCall(request.log, async () => {
      try {
        const response = await fetch(googleStaticMapUrl({ apiKey, lat, lng, zone: ring }), { signal: AbortSignal.timeout(8000) });
        if (!response.ok) throw new MapsProviderError(`static map answered ${response.status}`);
        return { type: response.headers.get('content-type') ?? 'image/png', body: Buffer.from(await response.arrayBuffer()) };
      } catch (error) {
        throw error instanceof MapsProviderError ? error : new MapsProviderError('static map failed', { cause: error });
      }
    });
    return reply.header('content-type', image.type).header('cache-control', 'private, max-age=3600').send(image.body);
  });
};

export default checkoutMapRoutes;
