/** Every route of the storefront, without locale prefix (see lib/locale.ts localizePath). */
export const paths = {
  home: '/',
  supply: (category?: string) => (category ? `/supply/${encodeURIComponent(category)}` : '/supply'),
  /** Spec §2.1 /results?keyword=…&productId=… */
  results: (keyword: string, productId?: number) => {
    const query = new URLSearchParams({ keyword });
    if (productId !== undefined) query.set('productId', String(productId));
    return `/results?${query.toString()}`;
  },
  product: (productId: number) => `/product/${productId}`,
  addressBook: '/addressBook',
  /** Spec §2.1: enableSelect=1 picks an address before checkout. */
  addressBookSelect: '/addressBook?enableSelect=1',
  coupons: '/coupons',
  favourites: '/favourites',
  profile: '/profile',
  /** Spec §2.1 /payment?addressType=delivery|pickup */
  payment: (addressType: 'delivery' | 'pickup') => `/payment?addressType=${addressType}`,
  paymentResult: (orderId: number) => `/payment-result?orderId=${orderId}`,
  orders: '/orders',
  orderDetail: (orderId: number) => `/orderDetail?orderId=${orderId}`,
  recentOrder: '/recent-order',
  signIn: '/sign-in',
  deliverySchedule: '/delivery-schedule',
  appDownload: '/app-download',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  returnPolicy: '/return-policy',
  paymentPolicy: '/payment-policy',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
} as const;
