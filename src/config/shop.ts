import type { ShippingType } from '../../core/schemas/common';

/** Spec §9: the shop shown before a position is chosen. */
export const DEFAULT_SHOP_ID = 17243;
export const DEFAULT_SHIPPING_TYPE: ShippingType = 'delivery';
