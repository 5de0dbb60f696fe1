import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import { loadConfig, type ServerConfig } from '../../server/config';
import { padStatements } from '../../server/db/schema';
import { signInCustomer, uniquePhone } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Whose address a request has (issue 14): X-Forwarded-For counts only when TRUST_PROXY names the
 * proxy it came through. Otherwise a client could write any address it likes into the PAD agreement
 * and wear a new one for each request to escape the per-client sign-in limits.
 */

afterAll(async () => {
  await closeTemplate();
});

const PROXY = '203.0.113.7';
const FORGED = '198.51.100.23';

describe('TRUST_PROXY', () => {
  const parse = (value?: string) => loadConfig({ ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

  it('trusts no proxy by default; takes a hop count, addresses, CIDR ranges and proxy-addr names', () => {
    expect(parse()).toBe(false);
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parse(' 10.0.0.0/8, 2001:db8::/32 ,loopback')).toEqual(['10.0.0.0/8', '2001:db8::/32', 'loopback']);
  });

  it('refuses to trust everyone, and anything that is not an address', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY/);
    expect(() => parse('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => parse('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parse('10.0.0.1/8/1')).toThrow(/TRUST_PROXY/);
  });
});

describe.each(dbTargets())('the client address behind a proxy on %s', (target) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const appWith = async (overrides: Partial<ServerConfig>) => {
    const app = await createTestApp(target, overrides);
    apps.push(app);
    return app;
  };

  const acceptPad = async (t: TestApp) => {
    const who = await signInCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pad/accept_pad_statement',
      headers: { ...who.headers(), 'x-forwarded-for': FORGED },
      payload: { accept: true },
      remoteAddress: PROXY,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.handle.db.select().from(padStatements).where(eq(padStatements.customerId, who.customerId));
    return row!.ipAddress;
  };

  /** Six SMS code requests from one socket address, each claiming another X-Forwarded-For. */
  const smsRequestsWithChangingForwardedFor = async (t: TestApp) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/webclient/verification_code/request?phone_num=${uniquePhone()}`,
        headers: { ...t.headers(), 'x-forwarded-for': `198.51.100.${i + 1}` },
        remoteAddress: PROXY,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(apiErrorSchema.parse(res.json()).error).toBe('SMS_CLIENT_LIMIT');
    }
    return statuses;
  };

  it('without TRUST_PROXY a forged X-Forwarded-For is ignored: the PAD agreement records the real address, and the SMS limit holds', async () => {
    const t = await appWith({});
    expect(await acceptPad(t)).toBe(PROXY);
    expect(await smsRequestsWithChangingForwardedFor(t)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with TRUST_PROXY naming the proxy, the address it forwards is the client’s', async () => {
    const t = await appWith({ TRUST_PROXY: [PROXY] });
    expect(await acceptPad(t)).toBe(FORGED);
    // Six clients behind the proxy, each within its own limit.
    expect(await smsRequestsWithChangingForwardedFor(t)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('a proxy TRUST_PROXY does not name is not believed; a hop count trusts the nearest proxy', async () => {
    expect(await acceptPad(await appWith({ TRUST_PROXY: ['10.0.0.0/8'] }))).toBe(PROXY);
    expect(await acceptPad(await appWith({ TRUST_PROXY: 1 }))).toBe(FORGED);
  });
});
