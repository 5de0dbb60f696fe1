import type { PlatformStorage } from './platform';

/** Browser localStorage behind the async storage interface; private mode or quota errors are ignored. */
export function localStorageAdapter(prefix: string): PlatformStorage {
  const store = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    async get(key) {
      return store()?.getItem(prefix + key) ?? null;
    },
    async set(key, value) {
      try {
        store()?.setItem(prefix + key, value);
      } catch {
        // Storage full or disabled: the value simply is not kept.
      }
    },
    async remove(key) {
      store()?.removeItem(prefix + key);
    },
  };
}
