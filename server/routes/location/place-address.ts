import type { PlaceResult } from '../../../core/schemas/maps';
import type { MapsProvider } from '../../adapters/maps/maps-provider';
import { findPostalCode } from '../../adapters/maps/postal-code';
import type { ShopRow } from '../../services/catalogue-snapshot';
import { shopForPoint } from '../../services/delivery-zones';

/** Where typed text puts a customer: one point and the shop whose zone holds it (none: overdistance). */
export type Placement =
  | { status: 'placed'; lat: number; lng: number; shop: ShopRow | undefined; result: PlaceResult }
  /** The text names several places that different shops (or none) would serve ("Main St"). */
  | { status: 'ambiguous' }
  | { status: 'unplaced' };

/** Geocodes the text; several candidates are fine as long as they agree on the shop. */
export async function placeText(maps: MapsProvider, shops: readonly ShopRow[], text: string): Promise<Placement> {
  const results = await maps.geocode(text);
  const placed = results.map((result) => {
    const { lat, lng } = result.geometry.location;
    return { status: 'placed' as const, lat, lng, shop: shopForPoint(shops, lat, lng), result };
  });
  const [first] = placed;
  if (!first) return { status: 'unplaced' };
  if (new Set(placed.map((p) => p.shop?.id ?? 0)).size > 1) return { status: 'ambiguous' };
  return first;
}

/** A postal code typed anywhere in the text: the full code, else its first three characters. */
export async function placePostalCode(maps: MapsProvider, shops: readonly ShopRow[], postal: string): Promise<Placement> {
  const code = findPostalCode(postal);
  if (!code) return { status: 'unplaced' };
  if (code.full) {
    const byFullCode = await placeText(maps, shops, code.full);
    if (byFullCode.status !== 'unplaced') return byFullCode;
  }
  return placeText(maps, shops, code.fsa);
}

/** hit shop without coordinates (spec §7): the address first, then the postal code. */
export async function placeAddressOrPostalCode(
  maps: MapsProvider,
  shops: readonly ShopRow[],
  { address, postal }: { address?: string; postal?: string },
): Promise<Placement> {
  let outcome: Placement = { status: 'unplaced' };
  if (address) {
    outcome = await placeText(maps, shops, address);
    if (outcome.status === 'placed') return outcome;
  }
  if (postal) {
    const byPostalCode = await placePostalCode(maps, shops, postal);
    if (byPostalCode.status !== 'unplaced') return byPostalCode;
  }
  return outcome;
}
