/**
 * Every table the server owns, one file per domain under tables/ (spec §3 entities). Money columns are
 * integer cents (`*_cents`); text shown to buyers is stored per locale (jsonb LocalizedText) except
 * product names, which get their own columns because search indexes them. This file is the one
 * schema drizzle-kit reads and the Drizzle clients are built with: a new table file is added here.
 */
export * from './tables/catalogue';
export * from './tables/accounts';
export * from './tables/sign-in';
export * from './tables/coupons';
export * from './tables/orders';
export * from './tables/payments';
export * from './tables/fulfilment';
export * from './tables/photos';
export * from './tables/activity';
export * from './tables/customer-holds';
export * from './tables/promotion-audit';
export * from './tables/record-audit';
export * from './tables/price-lists';
export * from './tables/product-pictures';
export * from './tables/order-guide';
export * from './tables/newsletter';
export * from './tables/behaviour-events';
export * from './tables/chat';
export * from './tables/standing-orders';
export * from './tables/banners';
