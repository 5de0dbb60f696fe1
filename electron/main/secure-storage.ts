import { isSecureStorageKey } from '../shared/secure-storage-keys';
import type { SecureStorageStatus, SecureStorageWrite } from '../shared/desktop-api';

/** The slice of Electron's safeStorage used here (injected: tests pass a fake cipher). */
export interface SecretCipher {
  isEncryptionAvailable(): boolean;
  /** Linux only; elsewhere the OS keychain is always a real one. */
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** The slice of electron-store used here: values are base64 ciphertexts. */
export interface CiphertextStore {
  get(key: string): unknown;
  set(key: string, value: string): void;
  delete(key: string): void;
}

export interface SecureStorage {
  status(): SecureStorageStatus;
  get(key: string): string | null;
  set(key: string, value: string): SecureStorageWrite;
  remove(key: string): void;
}

/**
 * Secrets at rest: encrypted with safeStorage (Keychain, DPAPI, libsecret/kwallet), kept as base64
 * in electron-store. Electron's `basic_text` backend on Linux "encrypts" with a hard-coded key, so it
 * counts as unavailable (Electron security checklist): then nothing is written and the renderer keeps
 * the value in memory for this run only.
 */
export function createSecureStorage(deps: { cipher: SecretCipher; store: CiphertextStore; platform: NodeJS.Platform }): SecureStorage {
  const { cipher, store } = deps;

  const status = (): SecureStorageStatus => {
    const backend = deps.platform === 'linux' ? (cipher.getSelectedStorageBackend?.() ?? 'unknown') : '';
    return { available: cipher.isEncryptionAvailable() && backend !== 'basic_text', backend };
  };

  const tryEncrypt = (value: string): Buffer | null => {
    try {
      return cipher.encryptString(value);
    } catch {
      return null;
    }
  };

  const checkKey = (key: string) => {
    if (!isSecureStorageKey(key)) throw new Error(`Unknown secure storage key: ${key.slice(0, 40)}`);
  };

  return {
    status,
    get(key) {
      checkKey(key);
      const stored = store.get(key);
      if (stored === undefined) return null;
      if (typeof stored !== 'string') {
        store.delete(key);
        return null;
      }
      // A locked keychain is not a broken entry: keep it for a later run.
      if (!status().available) return null;
      try {
        return cipher.decryptString(Buffer.from(stored, 'base64'));
      } catch {
        // Encrypted under another key (OS profile reset, copied data folder): it never decrypts again.
        store.delete(key);
        return null;
      }
    },
    set(key, value) {
      checkKey(key);
      const encrypted = status().available ? tryEncrypt(value) : null;
      if (encrypted) {
        store.set(key, encrypted.toString('base64'));
        return { persisted: true };
      }
      // An older value must not come back in a later run as if it were current.
      store.delete(key);
      return { persisted: false, reason: 'unavailable' };
    },
    remove(key) {
      checkKey(key);
      store.delete(key);
    },
  };
}
