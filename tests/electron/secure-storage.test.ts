import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecureStorage, type CiphertextStore, type SecretCipher } from '../../electron/main/secure-storage';

/** A real cipher (AES-256-GCM with a per-instance key) standing in for the OS keychain. */
function fakeCipher(opts: { available?: boolean; backend?: string; key?: Buffer } = {}): SecretCipher {
  const key = opts.key ?? randomBytes(32);
  return {
    isEncryptionAvailable: () => opts.available ?? true,
    getSelectedStorageBackend: () => opts.backend ?? 'gnome_libsecret',
    encryptString(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(data) {
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** electron-store's get/set/delete over a plain object, which is what lands in its JSON file. */
function memoryStore(initial: Record<string, unknown> = {}): CiphertextStore & { data: Record<string, unknown> } {
  const data = { ...initial };
  return {
    data,
    get: (key) => data[key],
    set: (key, value) => {
      data[key] = value;
    },
    delete: (key) => {
      delete data[key];
    },
  };
}

const TOKEN = 'tok_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c';

describe('createSecureStorage', () => {
  it('round-trips a value, and what is stored is base64 ciphertext, not the plaintext', () => {
    const store = memoryStore();
    const storage = createSecureStorage({ cipher: fakeCipher(), store, platform: 'linux' });
    expect(storage.set('STAFF_TOKEN', TOKEN)).toEqual({ persisted: true });
    expect(storage.get('STAFF_TOKEN')).toBe(TOKEN);
    const stored = store.data.STAFF_TOKEN;
    expect(typeof stored).toBe('string');
    expect(stored).not.toContain(TOKEN);
    expect(Buffer.from(stored as string, 'base64').toString('latin1')).not.toContain(TOKEN);
    expect(JSON.stringify(store.data)).not.toContain('tok_');
  });

  it('reads what an earlier run wrote with the same keychain', () => {
    const key = randomBytes(32);
    const store = memoryStore();
    createSecureStorage({ cipher: fakeCipher({ key }), store, platform: 'darwin' }).set('TOKEN', TOKEN);
    expect(createSecureStorage({ cipher: fakeCipher({ key }), store, platform: 'darwin' }).get('TOKEN')).toBe(TOKEN);
  });

  it('reports the backend on Linux only', () => {
    expect(createSecureStorage({ cipher: fakeCipher(), store: memoryStore(), platform: 'linux' }).status()).toEqual({
      available: true,
      backend: 'gnome_libsecret',
    });
    expect(createSecureStorage({ cipher: fakeCipher({ backend: 'basic_text' }), store: memoryStore(), platform: 'win32' }).status()).toEqual({
      available: true,
      backend: '',
    });
  });

  it('refuses to persist when encryption is unavailable, and writes nothing', () => {
    const store = memoryStore();
    const storage = createSecureStorage({ cipher: fakeCipher({ available: false }), store, platform: 'darwin' });
    expect(storage.status().available).toBe(false);
    expect(storage.set('TOKEN', TOKEN)).toEqual({ persisted: false, reason: 'unavailable' });
    expect(store.data).toEqual({});
    expect(storage.get('TOKEN')).toBeNull();
  });

  it('treats the basic_text backend (a hard-coded key) as unavailable', () => {
    const store = memoryStore();
    const storage = createSecureStorage({ cipher: fakeCipher({ backend: 'basic_text' }), store, platform: 'linux' });
    expect(storage.status()).toEqual({ available: false, backend: 'basic_text' });
    expect(storage.set('STAFF_TOKEN', TOKEN)).toEqual({ persisted: false, reason: 'unavailable' });
    expect(store.data).toEqual({});
  });

  it('drops an older value when a new one cannot be persisted, so it cannot come back later', () => {
    const key = randomBytes(32);
    const store = memoryStore();
    createSecureStorage({ cipher: fakeCipher({ key }), store, platform: 'linux' }).set('TOKEN', 'old-session-token-0000000000');
    const locked = createSecureStorage({ cipher: fakeCipher({ key, backend: 'basic_text' }), store, platform: 'linux' });
    expect(locked.set('TOKEN', TOKEN).persisted).toBe(false);
    expect(createSecureStorage({ cipher: fakeCipher({ key }), store, platform: 'linux' }).get('TOKEN')).toBeNull();
  });

  it('removes a value that no longer decrypts (another keychain) and answers null', () => {
    const store = memoryStore();
    createSecureStorage({ cipher: fakeCipher(), store, platform: 'linux' }).set('SET_USER', '{"cid":1}');
    const other = createSecureStorage({ cipher: fakeCipher(), store, platform: 'linux' });
    expect(other.get('SET_USER')).toBeNull();
    expect(store.data).not.toHaveProperty('SET_USER');
  });

  it('removes an entry that is not a string (a hand-edited file)', () => {
    const store = memoryStore({ TOKEN: { plain: TOKEN } });
    expect(createSecureStorage({ cipher: fakeCipher(), store, platform: 'linux' }).get('TOKEN')).toBeNull();
    expect(store.data).toEqual({});
  });

  it('keeps entries while the keychain is locked instead of destroying them', () => {
    const key = randomBytes(32);
    const store = memoryStore();
    createSecureStorage({ cipher: fakeCipher({ key }), store, platform: 'darwin' }).set('STAFF_TOKEN', TOKEN);
    expect(createSecureStorage({ cipher: fakeCipher({ key, available: false }), store, platform: 'darwin' }).get('STAFF_TOKEN')).toBeNull();
    expect(createSecureStorage({ cipher: fakeCipher({ key }), store, platform: 'darwin' }).get('STAFF_TOKEN')).toBe(TOKEN);
  });

  it('removes values, and refuses keys the renderer does not use', () => {
    const store = memoryStore();
    const storage = createSecureStorage({ cipher: fakeCipher(), store, platform: 'linux' });
    storage.set('STAFF_CREDENTIALS', '{"username":"agent1"}');
    storage.remove('STAFF_CREDENTIALS');
    expect(storage.get('STAFF_CREDENTIALS')).toBeNull();
    expect(store.data).toEqual({});
    expect(() => storage.set('cart', 'x')).toThrow(/Unknown secure storage key/);
    expect(() => storage.get('__proto__')).toThrow(/Unknown secure storage key/);
    expect(() => storage.remove('secrets.TOKEN')).toThrow(/Unknown secure storage key/);
  });
});
