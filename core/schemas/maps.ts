import { z } from 'zod';
import { idParam, okEnvelope } from './common';

/**
 * The maps calls of spec §7 (Address and location), served by the maps adapter: the offline sandbox
 * gazetteer by default, Google Maps with MAPS_PROVIDER=google. Place search is limited to Canada.
 */

const latLngPair = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/);

export const autocompleteQuerySchema = z.object({
  input: z.string().trim().min(1).max(200),
  /** "lat,lng" to bias results toward. */
  location: latLngPair.optional(),
  components: z.string().max(50).optional(),
  language: z.string().max(10).optional(),
});
export const placePredictionSchema = z.object({
  description: z.string(),
  place_id: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;
export const autocompleteResponseSchema = okEnvelope(z.object({ predictions: z.array(placePredictionSchema) }));

export const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

/** A resolved place, in the shape the spec reads (result.geometry.location, address_components). */
export const placeResultSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  address_components: z.array(addressComponentSchema),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  /** Google's result types: street_address (a building), route (a street), postal_code, locality… */
  types: z.array(z.string()).optional(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

export const placeDetailsQuerySchema = z.object({
  place_id: z.string().trim().min(1).max(200),
  language: z.string().max(10).optional(),
});
export const placeDetailsResponseSchema = okEnvelope(z.object({ result: placeResultSchema }));

export const geocodeQuerySchema = z.object({
  address: z.string().trim().min(2).max(300),
  language: z.string().max(10).optional(),
});
export const geocodeResponseSchema = okEnvelope(z.object({ results: z.array(placeResultSchema) }));

export const latLngQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export const latLngToAddressResponseSchema = okEnvelope(z.object({ result: placeResultSchema }));

export const customerLatLngQuerySchema = z.object({
  address: z.string().trim().min(2).max(300),
  ds_id: idParam.optional(),
});
/** city_id 0 means the address could not be placed (spec §5: 'Invalid address!!!'). */
export const customerLatLngResponseSchema = okEnvelope(
  z.object({ city_id: z.number().int(), customer_latlng: z.string() }),
);

export const addressValidationBodySchema = z.object({ address: z.string().trim().min(2).max(300) });
export const addressValidationResponseSchema = okEnvelope(
  z.object({
    valid: z.boolean(),
    deliverable: z.boolean(),
    shop_id: z.number().int(),
    result: placeResultSchema.nullable(),
    /** Why not, in the caller's language (spec §5: 'Invalid address!!!…', 'Your address is not valid for delivery'); '' when fine. */
    message: z.string().optional(),
  }),
);
