import { z } from 'zod';
import { idParam, okEnvelope } from './common';

/**
 * GET /api/webclient/checkout/map?shop_id=&lat=&lng= (spec §2.8 checkout map): what the checkout
 * draws beside the order details. Sandbox: the shop's delivery-zone outline and its served places,
 * drawn as an SVG. Google: the URL of a static map image built on the server (our own proxy, so the
 * API key never reaches the browser).
 */
export const checkoutMapQuerySchema = z.object({
  shop_id: idParam,
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export type CheckoutMapQuery = z.infer<typeof checkoutMapQuerySchema>;

/** Objects, not [lng, lat] tuples: z.tuple would add zod's tuple code to the first page's chunk. */
const latLng = z.object({ lat: z.number(), lng: z.number() });
export const checkoutMapSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('sandbox'),
    /** The zone's outer ring. */
    zone: z.array(latLng),
    places: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() })),
    /** The point is inside the shop's delivery zone. */
    inside: z.boolean(),
  }),
  z.object({ provider: z.literal('google'), image_url: z.string() }),
]);
export type CheckoutMap = z.infer<typeof checkoutMapSchema>;
export const checkoutMapResponseSchema = okEnvelope(checkoutMapSchema);
