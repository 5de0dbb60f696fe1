import { createContext, useContext } from 'react';
import type { ShippingType } from '../../core/schemas/common';
import { DEFAULT_SHIPPING_TYPE, DEFAULT_SHOP_ID } from '../config/shop';

/**
 * The shop the visitor browses and how they receive the order. The app layer provides it from the
 * position store, so catalogue and search read it without importing the position feature.
 */
export interface ShopScope {
  /** Always a real shop: the position's shop, else the default shop (spec §9) while none is chosen. */
  shopId: number;
  shippingType: ShippingType;
}

export const ShopScopeContext = createContext<ShopScope>({
  shopId: DEFAULT_SHOP_ID,
  shippingType: DEFAULT_SHIPPING_TYPE,
});

export function useShopScope(): ShopScope {
  return useContext(ShopScopeContext);
}
