import { useMemo } from 'react';
import { createSkuSearchIndex } from '../../../../core/bulk-entry/sku-search-index';
import { unitPriceWithGroupPrice } from '../../../../core/catalogue/group-price-view';
import { useGroupPrices } from '../../../hooks/use-group-prices';
import type { ShippingType } from '../../../../core/schemas/common';
import type { Locale } from '../../../../core/schemas/common';
import { useSkuIndex } from '../api/get-sku-index';
import type { SkuIndexRow } from '../../../../core/schemas/agent';
import type { ProductIndex } from '../utils/row-state';

/** Builds the index and records how long it took (the bench reads 'bulk:index-build'; so does the browser's performance panel). */
function buildIndex(rows: readonly SkuIndexRow[]): ProductIndex {
  const started = performance.now();
  const built = createSkuSearchIndex(rows);
  performance.measure('bulk:index-build', { start: started, end: performance.now() });
  return built;
}

/**
 * The SKU index of the browsed shop, shipping type and language, searchable in memory: built once
 * per answer (about 50 ms for 20,000 products), then every keystroke is a lookup, not a scan.
 */
export function useProductIndex(shopId: number, shippingType: ShippingType, locale: Locale) {
  const query = useSkuIndex({ shopId, shippingType, locale });
  // The index is shared by every buyer; a group's buyer (or the agent ordering for one) sees its prices.
  const groupPrices = useGroupPrices();
  const shared = query.data?.rows;
  const rows = useMemo(
    () => (shared && groupPrices.size > 0 ? shared.map((row) => (groupPrices.has(row.product_id) ? { ...row, price: unitPriceWithGroupPrice(row.price, groupPrices.get(row.product_id)) } : row)) : shared),
    [shared, groupPrices],
  );
  const index = useMemo<ProductIndex | null>(() => (rows ? buildIndex(rows) : null), [rows]);
  return { index, query };
}
