import { createContext, useContext, type ComponentType } from 'react';
import type { ProductDetail, ProductSummary } from '../../../core/schemas/catalogue';
import type { Combo } from '../../../core/schemas/product-extras';

/**
 * Where the cart plugs its add-to-cart controls into product cards, the product page and combos.
 * The app layer provides the cart feature's components, so shared components and other features
 * never import the cart (features do not import each other). Without a provider nothing renders.
 */
export interface CartSlots {
  CardControl: ComponentType<{ product: ProductSummary }> | null;
  DetailControl: ComponentType<{ product: ProductDetail }> | null;
  ComboControl: ComponentType<{ combo: Combo }> | null;
}

export const CartSlotsContext = createContext<CartSlots>({ CardControl: null, DetailControl: null, ComboControl: null });

export function useCartSlots(): CartSlots {
  return useContext(CartSlotsContext);
}
