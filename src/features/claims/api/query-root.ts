/** Every claims query key starts with this: a filed or decided claim refreshes them all. */
export const CLAIMS_QUERY_ROOT = 'claims';
