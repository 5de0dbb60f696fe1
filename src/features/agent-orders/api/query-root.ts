/** Every agent-orders query key starts with this (and the staff id, so one sign-in never sees another's cache). */
export const AGENT_ORDERS_QUERY_ROOT = 'agent-orders';
