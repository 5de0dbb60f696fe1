/**
 * Storage keys that hold secrets. On desktop the renderer's `storage` sends these to the encrypted
 * store (safeStorage inside electron-store) instead of localStorage, and main refuses any other key,
 * so a compromised renderer cannot use the secure store as a general-purpose disk.
 */
export const SECURE_STORAGE_KEY_LIST = ['TOKEN', 'SET_USER', 'STAFF_TOKEN', 'STAFF_USER', 'STAFF_CREDENTIALS'] as const;
export type SecureStorageKey = (typeof SECURE_STORAGE_KEY_LIST)[number];

export const SECURE_STORAGE_KEYS: ReadonlySet<string> = new Set<string>(SECURE_STORAGE_KEY_LIST);

export const isSecureStorageKey = (key: string): key is SecureStorageKey => SECURE_STORAGE_KEYS.has(key);
