import type { AreaRow } from '../../services/catalogue-snapshot';
import { distanceKm } from '../../services/delivery-zones';

/**
 * The served area (its id is the spec's city_id) of a point in a shop's zone: the shop's area whose
 * centre is nearest.
 */
export function servedAreaId(areas: readonly AreaRow[], shopId: number, point: { lat: number; lng: number }): number {
  const own = areas.filter((a) => a.shopId === shopId);
  let nearest: AreaRow | undefined;
  let nearestKm = Infinity;
  for (const area of own) {
    const km = distanceKm(point, { lat: area.lat, lng: area.lng });
    if (km < nearestKm) {
      nearest = area;
      nearestKm = km;
    }
  }
  return (nearest ?? own[0])?.id ?? 0;
}
