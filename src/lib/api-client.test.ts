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
});
