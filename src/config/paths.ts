/** Every route of the storefront, without locale prefix (see lib/locale.ts localizePath). */
export const paths = {
  home: '/',
  supply: (category?: string) => (category ? `/supply/${encodeURIComponent(category)}` : '/supply'),
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  returnPolicy: '/return-policy',
  paymentPolicy: '/payment-policy',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
} as const;
