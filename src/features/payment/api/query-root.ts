/** Every payment query key starts with this; a sign-out or a new card refreshes them together. */
export const PAYMENT_QUERY_ROOT = 'payment';
