import { createContext, useContext, type ComponentType } from 'react';
import type { ProductSummary } from '../../../core/schemas/catalogue';

/**
 * Where the product feature plugs its "Quick look" button into product cards (spec §2.8 quick look).
 * The app layer provides it, so shared components never import a feature. Without a provider nothing renders.
 */
export interface QuickLookSlot {
  QuickLook: ComponentType<{ product: ProductSummary }> | null;
}

export const QuickLookContext = createContext<QuickLookSlot>({ QuickLook: null });

export function useQuickLookSlot(): QuickLookSlot {
  return useContext(QuickLookContext);
}
