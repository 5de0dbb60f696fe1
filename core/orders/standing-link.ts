/**
 * The storefront page a standing order's notice links to (issue 20): /standing-orders?id=… (edit) and
 * …&skip=YYYY-MM-DD (skip that delivery), in the customer's language. The renderer's route and the
 * scheduler's notice both use it.
 */
export const STANDING_ORDERS_PAGE = '/standing-orders';

export function standingOrderLinkPath(id: number, locale: string, skipDate?: string): string {
  const query = new URLSearchParams({ id: String(id) });
  if (skipDate) query.set('skip', skipDate);
  return `${locale === 'en' ? '' : `/${locale}`}${STANDING_ORDERS_PAGE}?${query.toString()}`;
}
