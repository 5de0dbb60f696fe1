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
  /** Agent console (issue 7): staff sign-in, customer finder, order tables, audit. */
  agentSignIn: '/agent',
  agentCustomers: '/agent/customers',
  agentOrders: '/agent/orders',
  agentOrderDetail: (orderId: number) => `/agent/orders/${orderId}`,
  agentAudit: '/agent/audit',
  agentAnalytics: '/agent/analytics',
  /** Support chat inbox (issue 19). */
  agentInbox: '/agent/inbox',
  /** Warehouse (issue 15): the day's orders, the pick list and packing one order; ?date=YYYY-MM-DD&shop=id. */
  warehouse: '/warehouse',
  warehousePickList: '/warehouse/pick-list',
  warehouseOrder: (orderId: number) => `/warehouse/orders/${orderId}`,
  /** The driver's stops (issue 15). */
  driver: '/driver',
  /** Bulk order entry: agents, and buyers who know their codes. ?guide=1 opens the order guide. */
  quickOrder: '/quick-order',
  /** The buyer's order guide with par levels (issue 20). */
  orderGuide: '/order-guide',
  /** The customer's standing orders (issue 20); the notice adds ?id= and ?skip=YYYY-MM-DD (core/orders/standing-link). */
  standingOrders: '/standing-orders',
  /** The read-back confirm page the customer's single-use link opens (issue 20, core/orders/readback-link). */
  readback: (token: string) => `/readback?token=${encodeURIComponent(token)}`,
  /** The warehouse's claims queue (issue 15). */
  warehouseClaims: '/warehouse/claims',
  /** The back office (issue 17): managers and supervisors. */
  backOffice: '/back-office',
  backOfficeProducts: '/back-office/products',
  backOfficeProduct: (productId: number | 'new') => `/back-office/products/${productId}`,
  backOfficeImport: '/back-office/import',
  backOfficePromotions: '/back-office/promotions',
  backOfficeCustomers: '/back-office/customers',
  backOfficePriceLists: '/back-office/price-lists',
  backOfficeSettings: '/back-office/settings',
  backOfficeBanners: '/back-office/banners',
} as const;
