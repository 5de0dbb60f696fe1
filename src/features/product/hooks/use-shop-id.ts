import { useShopScope } from '../../../hooks/use-shop-scope';

/**
 * The shop whose prices, stock and combos the product page shows: the position's shop (spec §3
 * Position), provided by the app layer; the default shop (spec §9: 17243) until one is chosen.
 */
export function useShopId(): number {
  return useShopScope().shopId;
}
