/** Every driver query key starts with this (and the staff id, so one sign-in never sees another's cache). */
export const DRIVER_QUERY_ROOT = 'driver';
