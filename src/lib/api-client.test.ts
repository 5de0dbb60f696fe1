import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../platform', () => ({ platform: { kind: 'web', apiBaseUrl: 'http://api.test' } }));
vi.stubGlobal('document', { cookie: '', title: '', documentElement: { lang: 'en' } });

const { apiRequest, ApiRequestError } = await import('./api-client');
const { setLocale } = await import('./i18n');

describe('apiRequest and text the server refuses', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses NUL or a lone surrogate before sending, with the server’s message in the caller’s language', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // The app loads a language's strings before its pages ask anything (the locale loader).
    await setLocale('cn');
    await setLocale('en');
    for (const options of [
      { locale: 'fr' as const, method: 'POST' as const, body: { name: 'Golden\u0000Wok' } },
      { locale: 'cn' as const, query: { q: 'wok\ud800' } },
      { locale: 'en' as const, method: 'POST' as const, body: { lines: [{ note: '\udfff' }] } },
    ]) {
      const error = await apiRequest('/api/user/detail', options).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect((error as Error).message).not.toMatch(/^validation\./);
    }
    await setLocale('fr');
    const fr = (await apiRequest('/api/x', { locale: 'fr', body: { a: '\u0000' } }).catch((e: unknown) => e)) as Error;
    expect(fr.message).toMatch(/caractères/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends ordinary text', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 1, data: { ok: true } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/api/x', { locale: 'en', method: 'POST', body: { name: '金龙酒家 🥟' } })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('sends PACKAGE-NAME, REMEMBER-MERCHANT and a DEVICE-ID hashed with the signed-in customer’s id (§7)', async () => {
    const { deviceId, DEFAULT_SIGNATURE_SALT } = await import('../../core/request-signature');
    const { sessionStore } = await import('./session/session-store');
    const fetch = vi.fn(async (_url: URL, _init: RequestInit) => new Response(JSON.stringify({ status: 1, data: {} }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/api/x', { locale: 'en' });
    const guest = fetch.mock.calls[0]![1].headers as Record<string, string>;
    expect(guest).toMatchObject({ 'PACKAGE-NAME': 'ca.supplydesk.web', 'REMEMBER-MERCHANT': '0', 'DEVICE-ID': deviceId(0, DEFAULT_SIGNATURE_SALT) });
    sessionStore.setState({ token: 'tok', user: { cid: 4321 } as never });
    await apiRequest('/api/x', { locale: 'en' });
    const signedIn = fetch.mock.calls[1]![1].headers as Record<string, string>;
    expect(signedIn['DEVICE-ID']).toBe(deviceId(4321, DEFAULT_SIGNATURE_SALT));
    expect(signedIn['DEVICE-ID']).not.toBe(guest['DEVICE-ID']);
    sessionStore.setState({ token: null, user: null });
  });
});
