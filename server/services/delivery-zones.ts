import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import distance from '@turf/distance';
import { point } from '@turf/helpers';
import type { ShopRow } from './catalogue-snapshot';

/** The shop whose delivery zone holds the point, or undefined (spec §4 Position: overdistance). */
export function shopForPoint(shopList: Iterable<ShopRow>, lat: number, lng: number): ShopRow | undefined {
  const p = point([lng, lat]);
  for (const shop of shopList) {
    if (booleanPointInPolygon(p, shop.deliveryZone)) return shop;
  }
  return undefined;
}

export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  return distance(point([from.lng, from.lat]), point([to.lng, to.lat]), { units: 'kilometers' });
}
