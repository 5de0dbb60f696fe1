/**
 * Google's Static Maps URL for the checkout map (spec §2.8, MAPS_PROVIDER=google): a pin at the
 * address (or warehouse) and the delivery zone's outline. Built and fetched on the server only: the
 * URL carries the API key, so the browser gets the picture through our own endpoint.
 */
export function googleStaticMapUrl(input: {
  apiKey: string;
  lat: number;
  lng: number;
  zone: readonly (readonly [number, number])[];
  width?: number;
  height?: number;
}): string {
  const params = new URLSearchParams({
    size: `${input.width ?? 640}x${input.height ?? 400}`,
    scale: '2',
    markers: `color:red|${input.lat},${input.lng}`,
    key: input.apiKey,
  });
  if (input.zone.length > 0) {
    params.append('path', `color:0x0f766eff|weight:2|fillcolor:0x0f766e22|${input.zone.map(([lng, lat]) => `${lat},${lng}`).join('|')}`);
  }
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`;
}
