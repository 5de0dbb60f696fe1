/** Every warehouse query key starts with this (and the staff id, so one sign-in never sees another's cache). */
export const WAREHOUSE_QUERY_ROOT = 'warehouse';
