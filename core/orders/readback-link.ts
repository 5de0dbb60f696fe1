/**
 * The storefront page a read-back message links to (issue 20): /readback?token=… in the customer's
 * language (/cn/readback, /fr/readback), so the page answers in the language the message was written in.
 * The renderer's route (src/app/routes/order-routes.tsx) and the server's message both use it.
 */
export const READBACK_PAGE = '/readback';

export function readbackLinkPath(token: string, locale: string): string {
  return `${locale === 'en' ? '' : `/${locale}`}${READBACK_PAGE}?token=${encodeURIComponent(token)}`;
}
