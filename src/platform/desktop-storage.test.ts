import { describe, expect, it } from 'vitest';
import type { DesktopApi, SecureStorageWrite } from '../../electron/shared/desktop-api';
import { createDesktopStorage } from './desktop-storage';
import type { PlatformStorage } from './platform';

function mapStorage(initial: Record<string, string> = {}): PlatformStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: async (key) => data.get(key) ?? null,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
  };
}

/** A fake main-process secure store: persists, refuses (no keychain), or fails over IPC. */
function fakeBridge(mode: 'available' | 'unavailable' | 'broken' = 'available') {
  const vault = new Map<string, string>();
  const bridge: Pick<DesktopApi, 'secureStorage'> = {
    secureStorage: {
      status: async () => ({ available: mode === 'available', backend: mode === 'available' ? 'gnome_libsecret' : 'basic_text' }),
      get: async (key) => {
        if (mode === 'broken') throw new Error('Invalid arguments');
        return vault.get(key) ?? null;
      },
      set: async (key, value): Promise<SecureStorageWrite> => {
        if (mode === 'broken') throw new Error('Invalid arguments');
        if (mode === 'unavailable') return { persisted: false, reason: 'unavailable' };
        vault.set(key, value);
        return { persisted: true };
      },
      remove: async (key) => void vault.delete(key),
    },
  };
  return { bridge, vault };
}

describe('createDesktopStorage', () => {
  it('sends the session and staff tokens to the secure store and never to localStorage', async () => {
    const local = mapStorage();
    const { bridge, vault } = fakeBridge();
    const { storage } = createDesktopStorage(bridge, local);
    await storage.set('TOKEN', 'customer-token');
    await storage.set('SET_USER', '{"cid":42}');
    await storage.set('STAFF_TOKEN', 'staff-token');
    await storage.set('cart', '{"lines":[]}');
    expect([...vault.keys()].sort()).toEqual(['SET_USER', 'STAFF_TOKEN', 'TOKEN']);
    expect([...local.data.keys()]).toEqual(['cart']);
    expect(await storage.get('TOKEN')).toBe('customer-token');
    expect(await storage.get('cart')).toBe('{"lines":[]}');
    await storage.remove('TOKEN');
    expect(vault.has('TOKEN')).toBe(false);
  });

  it('keeps secrets in memory only when the OS cannot encrypt, and says so', async () => {
    const local = mapStorage();
    const { bridge, vault } = fakeBridge('unavailable');
    const { storage, secureStorage } = createDesktopStorage(bridge, local);
    expect(await secureStorage.available()).toBe(false);
    expect(await secureStorage.set('STAFF_TOKEN', 'staff-token')).toEqual({ persisted: false });
    await storage.set('TOKEN', 'customer-token');
    expect(await secureStorage.get('STAFF_TOKEN')).toBe('staff-token');
    expect(await storage.get('TOKEN')).toBe('customer-token');
    expect(vault.size).toBe(0);
    expect(local.data.size).toBe(0);
    await storage.remove('TOKEN');
    expect(await storage.get('TOKEN')).toBeNull();
  });

  it('falls back to memory when the bridge call fails', async () => {
    const { storage, secureStorage } = createDesktopStorage(fakeBridge('broken').bridge, mapStorage());
    expect(await secureStorage.set('STAFF_USER', '{}')).toEqual({ persisted: false });
    expect(await secureStorage.get('STAFF_USER')).toBe('{}');
    expect(await storage.get('TOKEN')).toBeNull();
  });

  it('a value persisted later replaces the in-memory one', async () => {
    let available = false;
    const vault = new Map<string, string>();
    const bridge: Pick<DesktopApi, 'secureStorage'> = {
      secureStorage: {
        status: async () => ({ available, backend: '' }),
        get: async (key) => vault.get(key) ?? null,
        set: async (key, value) => {
          if (!available) return { persisted: false, reason: 'unavailable' };
          vault.set(key, value);
          return { persisted: true };
        },
        remove: async (key) => void vault.delete(key),
      },
    };
    const { secureStorage } = createDesktopStorage(bridge, mapStorage());
    await secureStorage.set('TOKEN', 'first');
    available = true;
    await secureStorage.set('TOKEN', 'second');
    expect(await secureStorage.get('TOKEN')).toBe('second');
  });

  it('clears tokens an older desktop build left in localStorage', async () => {
    const local = mapStorage({ TOKEN: 'old', STAFF_TOKEN: 'old-staff', cart: 'kept' });
    const { storage } = createDesktopStorage(fakeBridge().bridge, local);
    await Promise.resolve();
    expect([...local.data.keys()]).toEqual(['cart']);
    expect(await storage.get('TOKEN')).toBeNull();
  });
});
