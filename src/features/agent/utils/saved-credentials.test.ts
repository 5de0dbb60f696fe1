import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A secure store that can be told the OS cannot encrypt (desktop without safeStorage). */
const secure = { encrypts: true, values: new Map<string, string>() };
vi.mock('../../../platform', () => ({
  platform: {
    secureStorage: {
      available: async () => secure.encrypts,
      get: async (key: string) => secure.values.get(key) ?? null,
      set: async (key: string, value: string) => {
        // Like the desktop store: kept in memory for this run only, and says it did not persist.
        secure.values.set(key, value);
        return { persisted: secure.encrypts };
      },
      remove: async (key: string) => void secure.values.delete(key),
    },
  },
}));

const { STAFF_CREDENTIALS_KEY, forgetCredentials, loadSavedCredentials, saveCredentials } = await import('./saved-credentials');

beforeEach(() => {
  secure.encrypts = true;
  secure.values.clear();
});

describe('saved staff credentials ("Remember me on this computer")', () => {
  it('round-trips the username and password under STAFF_CREDENTIALS', async () => {
    expect(await saveCredentials({ username: 'agent', password: 'agent-demo-2026' })).toBe(true);
    expect(JSON.parse(secure.values.get(STAFF_CREDENTIALS_KEY)!)).toEqual({ username: 'agent', password: 'agent-demo-2026' });
    expect(await loadSavedCredentials()).toEqual({ username: 'agent', password: 'agent-demo-2026' });
    await forgetCredentials();
    expect(await loadSavedCredentials()).toBeNull();
  });

  it('answers false and keeps nothing where the store cannot persist', async () => {
    secure.encrypts = false;
    expect(await saveCredentials({ username: 'agent', password: 'agent-demo-2026' })).toBe(false);
    expect(secure.values.has(STAFF_CREDENTIALS_KEY)).toBe(false);
    expect(await loadSavedCredentials()).toBeNull();
  });

  it('ignores an unreadable or incomplete entry', async () => {
    secure.values.set(STAFF_CREDENTIALS_KEY, '{not json');
    expect(await loadSavedCredentials()).toBeNull();
    secure.values.set(STAFF_CREDENTIALS_KEY, JSON.stringify({ username: 'agent' }));
    expect(await loadSavedCredentials()).toBeNull();
  });
});
