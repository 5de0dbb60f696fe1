import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressValidationBodySchema, addressValidationResponseSchema, autocompleteQuerySchema, autocompleteResponseSchema, geocodeQuerySchema, geocodeResponseSchema, latLngQuerySchema, latLngToAddressResponseSchema, placeDetailsQuerySchema, placeDetailsResponseSchema } from '../../../core/schemas/maps';
import { parseLatLng, STREET_ADDRESS_TYPES } from '../../adapters/maps/maps-provider';
import { badRequest, notFound } from '../../http/api-error';
import { shopForPoint } from '../../services/delivery-zones';
import { mapsCall } from './maps-call';

/**
 * The address calls of spec §7 (autocomplete, place details, geocode, latlng to address, address
 * validation), answered by the configured maps provider (`app.maps`).
 */
const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/webclient/map/autocomplete', { schema: { querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } } }, async (request) => {
    const { input, location } = request.query;
    const near = location ? parseLatLng(location) : undefined;
    if (location && !near) throw badRequest('VALIDATION_FAILED', 'errors.validation');
    const predictions = await mapsCall(request.log, () => app.maps.autocomplete(input, { location: near }));
    return { status: 1 as const, data: { predictions } };
  });

  app.get('/api/webclient/map/place_details', { schema: { querystring: placeDetailsQuerySchema, response: { 200: placeDetailsResponseSchema } } }, async (request) => {
    const result = await mapsCall(request.log, () => app.maps.placeDetails(request.query.place_id));
    if (!result) throw notFound('PLACE_NOT_FOUND', 'maps.place_not_found');
    return { status: 1 as const, data: { result } };
  });

  // No match is an empty list, not an error: the client shows "No results found".
  app.get('/api/webclient/map/geocode', { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResponseSchema } } }, async (request) => {
    const results = await mapsCall(request.log, () => app.maps.geocode(request.query.address));
    return { status: 1 as const, data: { results } };
  });

  app.get('/api/webclient/map/latlng2address', { schema: { querystring: latLngQuerySchema, response: { 200: latLngToAddressResponseSchema } } }, async (request) => {
    const { lat, lng } = request.query;
    const result = await mapsCall(request.log, () => app.maps.reverseGeocode(lat, lng));
    if (!result) throw notFound('NO_RESULTS', 'maps.no_results');
    return { status: 1 as const, data: { result } };
  });

  // Spec §7: /api/{maps-provider}/address/validation; only the active provider's path exists.
  app.post(`/api/${app.maps.name}/address/validation`, { schema: { body: addressValidationBodySchema, response: { 200: addressValidationResponseSchema } } }, async (request) => {
    const [best] = await mapsCall(request.log, () => app.maps.geocode(request.body.address));
    const valid = !!best && (best.types ?? []).some((t) => STREET_ADDRESS_TYPES.includes(t));
    const snapshot = await app.catalogue.current();
    const shop = best && valid ? shopForPoint(snapshot.shops.values(), best.geometry.location.lat, best.geometry.location.lng) : undefined;
    const message = !valid ? request.t('maps.invalid_address') : !shop ? request.t('maps.not_deliverable') : '';
    return { status: 1 as const, data: { valid, deliverable: !!shop, shop_id: shop?.id ?? 0, result: best ?? null, message } };
  });
};

export default mapsRoutes;
