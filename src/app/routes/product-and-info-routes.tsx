import type { RouteObject } from 'react-router';

const productPage = async () => ({
  Component: (await import('../../features/product/components/product-page')).ProductRoute,
});
const documentPages = () => import('../../features/info/components/document-pages');

/**
 * Product detail and the information pages (spec §2.1, §2.8): /product/:productId?,
 * /product-detail/:id?, /delivery-schedule, /about-us, /contact-us and the policy pages.
 * Mounted unprefixed and under /:lang by the router. Every page is its own lazily loaded chunk; the
 * long texts of the information pages load per language on top (features/info/content).
 */
export function productAndInfoRoutes(): RouteObject[] {
  return [
    { path: 'product/:productId?', lazy: productPage },
    { path: 'product-detail/:id?', lazy: productPage },
    {
      path: 'delivery-schedule',
      lazy: async () => ({
        Component: (await import('../../features/info/components/delivery-schedule-page')).DeliverySchedulePage,
      }),
    },
    {
      path: 'contact-us',
      lazy: async () => ({ Component: (await import('../../features/info/components/contact-us-page')).ContactUsPage }),
    },
    {
      path: 'app-download',
      lazy: async () => ({ Component: (await import('../../features/info/components/app-download-page')).AppDownloadPage }),
    },
    {
      path: 'newsletter',
      lazy: async () => ({ Component: (await import('../../features/newsletter/components/newsletter-page')).NewsletterPage }),
    },
    { path: 'about-us', lazy: async () => ({ Component: (await documentPages()).AboutUsPage }) },
    { path: 'payment-policy', lazy: async () => ({ Component: (await documentPages()).PaymentPolicyPage }) },
    { path: 'privacy-policy', lazy: async () => ({ Component: (await documentPages()).PrivacyPolicyPage }) },
    { path: 'return-policy', lazy: async () => ({ Component: (await documentPages()).ReturnPolicyPage }) },
    { path: 'terms-of-service', lazy: async () => ({ Component: (await documentPages()).TermsOfServicePage }) },
  ];
}
