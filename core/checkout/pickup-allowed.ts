/**
 * Whether a product may be picked up at the warehouse (DECISIONS "Pickup"): its category must allow
 * it (meat and frozen food never leave the cold chain with the buyer) and so must the product itself.
 */
export const productPickupAllowed = (category: { pickupAllowed: boolean } | undefined, product: { pickupAllowed: boolean }): boolean =>
  (category?.pickupAllowed ?? true) && product.pickupAllowed;
