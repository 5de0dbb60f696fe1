import type { DesktopApi } from '../../electron/shared/desktop-api';
import { SECURE_STORAGE_KEYS } from '../../electron/shared/secure-storage-keys';
import type { PlatformSecureStorage, PlatformStorage } from './platform';

/**
 * The desktop's two stores behind the Platform interface. Keys of SECURE_STORAGE_KEYS (the customer
 * TOKEN / SET_USER, the staff token and credentials) go to the encrypted store in main and never to
 * localStorage; where main cannot encrypt (or the call fails) they live in this process's memory
 * only, so the sign-in ends when the app closes. Every other key uses `local` (localStorage).
 */
export function createDesktopStorage(
  bridge: Pick<DesktopApi, 'secureStorage'>,
  local: PlatformStorage,
): { storage: PlatformStorage; secureStorage: PlatformSecureStorage } {
  const memory = new Map<string, string>();

  const secureStorage: PlatformSecureStorage = {
    async available() {
      try {
        return (await bridge.secureStorage.status()).available;
      } catch {
        return false;
      }
    },
    async get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return await bridge.secureStorage.get(key);
      } catch {
        return null;
      }
    },
    async set(key, value) {
      try {
        const write = await bridge.secureStorage.set(key, value);
        if (write.persisted) {
          memory.delete(key);
          return { persisted: true };
        }
      } catch {
        // Refused or unreachable: keep it for this run only, like an unavailable store.
      }
      memory.set(key, value);
      return { persisted: false };
    },
    async remove(key) {
      memory.delete(key);
      try {
        await bridge.secureStorage.remove(key);
      } catch {
        // Nothing was stored under a refused key.
      }
    },
  };

  const isSecret = (key: string) => SECURE_STORAGE_KEYS.has(key);
  // Earlier desktop builds kept tokens in localStorage: never read them, and clear them out.
  for (const key of SECURE_STORAGE_KEYS) void local.remove(key);

  const storage: PlatformStorage = {
    get: (key) => (isSecret(key) ? secureStorage.get(key) : local.get(key)),
    async set(key, value) {
      if (isSecret(key)) await secureStorage.set(key, value);
      else await local.set(key, value);
    },
    remove: (key) => (isSecret(key) ? secureStorage.remove(key) : local.remove(key)),
  };

  return { storage, secureStorage };
}
