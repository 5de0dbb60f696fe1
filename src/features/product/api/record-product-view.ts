import { useEffect, useRef } from 'react';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

/** POST api/recently_product {shop_id, product_id}: the signed-in customer's recently viewed list. */
export function recordProductView(shopId: number, productId: number, locale: Locale): Promise<unknown> {
  return apiRequest('/api/recently_product', { locale, method: 'POST', body: { shop_id: shopId, product_id: productId } });
}

/**
 * Records one view per product page visit when signed in (also when the customer signs in on the
 * page). Failures are ignored: the list is a convenience.
 */
export function useRecordProductView(shopId: number, productId: number | undefined): void {
  const locale = useLocale();
  const signedIn = useSession(isSignedIn);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || productId === undefined) return;
    const key = `${shopId}:${productId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    void recordProductView(shopId, productId, locale).catch(() => undefined);
  }, [signedIn, shopId, productId, locale]);
}
