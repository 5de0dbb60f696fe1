/** Every order query key starts with this; paying or changing an order refreshes them all. */
export const ORDERS_QUERY_ROOT = 'orders';
