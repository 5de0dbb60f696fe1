import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { createStaff } from '../../server/services/auth/staff-accounts';
import { turnIntervalMs } from '../../server/services/auth/staff-sign-in-limits';
import { uniqueClientAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Guessing staff passwords (issue 14): an attempt is counted before scrypt runs, so a burst gets no
 * more evaluations than the limit; the limit is per (username, client address), so a guesser cannot
 * lock the staff member out; past a high per-username ceiling, new clients take turns. Clock stepped.
 */

afterAll(async () => {
  await closeTemplate();
});

type Injected = { statusCode: number; body: string; headers: Record<string, unknown> };
const error = (res: Injected) => apiErrorSchema.parse(JSON.parse(res.body));

/** Counts scrypt runs in this process: each is one password evaluation (or one hash). */
function countScrypt() {
  const spy = vi.spyOn(crypto, 'scrypt');
  syncBuiltinESMExports();
  let counted: number | undefined;
  return {
    get calls() {
      return counted ?? spy.mock.calls.length;
    },
    restore() {
      // mockRestore forgets the calls: keep their count.
      counted = spy.mock.calls.length;
      spy.mockRestore();
      syncBuiltinESMExports();
    },
  };
}

describe.each(dbTargets())('staff password guessing on %s', (target) => {
  let t: TestApp;
  let now = new Date();
  const step = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let staffSeq = 0;
  /** A staff account of its own per test: limits are per username. */
  const newStaff = async (password = 'right-password-1') => {
    const username = `guess-${target}-${++staffSeq}`;
    await createStaff(t.handle.db, { username, name: 'Guess Target', role: 'agent', password });
    return { username, password };
  };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => now });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string, client: string, locale: Locale = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/login', headers: t.headers(locale), payload: { username, password }, remoteAddress: client });

  it('40 concurrent guesses get at most 10 password evaluations, and a right password late in the burst does not sign in', async () => {
    const staff = await newStaff();
    const client = uniqueClientAddress();
    // The right password at the 26th, 31st, 36th and 40th place, well after the 10th.
    const guesses = Array.from({ length: 40 }, (_, i) => ([25, 30, 35, 39].includes(i) ? staff.password : `wrong-password-${i}`));
    // A cold node-postgres pool opens its connections in any order; a warm one, like a running
    // server's, hands them out in the order the requests arrive.
    if (target === 'postgres') await Promise.all(Array.from({ length: 20 }, () => t.handle.db.execute(sql`select pg_sleep(0.05)`)));
    const scrypt = countScrypt();
    let results: Injected[];
    try {
      results = await Promise.all(guesses.map((password) => login(staff.username, password, client)));
    } finally {
      scrypt.restore();
    }
    expect(scrypt.calls).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.statusCode === 200)).toEqual([]);
    const failed = results.filter((r) => r.statusCode === 400);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(failed).toHaveLength(10);
    expect(refused).toHaveLength(30);
    for (const res of failed) expect(error(res).error).toBe('LOGIN_FAILED');
    for (const res of refused) {
      expect(error(res)).toEqual({
        error: 'LOGIN_TOO_MANY_FAILURES',
        message: 'Too many failed sign-ins from this network. Please try again in 15 minutes.',
      });
      expect(res.headers['retry-after']).toBe('900');
    }
    // Still refused afterwards, without an evaluation, in the caller's language.
    const later = countScrypt();
    try {
      const fr = await login(staff.username, staff.password, client, 'fr');
      expect(fr.statusCode).toBe(429);
      expect(error(fr).message).toBe('Trop de connexions échouées depuis ce réseau. Veuillez réessayer dans 15 minutes.');
      const cn = await login(staff.username, staff.password, client, 'cn');
      expect(error(cn).message).toBe('此网络登录失败次数过多，请 15 分钟后再试。');
    } finally {
      later.restore();
    }
    expect(later.calls).toBe(0);
  });

  it('ten wrong passwords from one client do not lock the staff member out from another', async () => {
    const staff = await newStaff();
    const guesser = uniqueClientAddress();
    for (let i = 0; i < 10; i++) expect(error(await login(staff.username, `wrong-${i}`, guesser)).error).toBe('LOGIN_FAILED');
    expect(error(await login(staff.username, staff.password, guesser)).error).toBe('LOGIN_TOO_MANY_FAILURES');

    const desk = await login(staff.username, staff.password, uniqueClientAddress());
    expect(desk.statusCode, desk.body).toBe(200);

    // An unknown username answers exactly the same, so the refusal says nothing about who exists.
    const ghostClient = uniqueClientAddress();
    for (let i = 0; i < 10; i++) await login(`ghost-${target}`, `wrong-${i}`, ghostClient);
    const ghost = await login(`ghost-${target}`, 'anything-at-all', ghostClient);
    const known = await login(staff.username, 'anything-at-all', guesser);
    expect(ghost.body).toBe(known.body);

    // The guesser's window ends after 15 minutes.
    step(15 * 60_000 + 1000);
    expect((await login(staff.username, staff.password, guesser)).statusCode).toBe(200);
  });

  it('a client that keeps filling its window waits twice as long each time; a right password clears it', async () => {
    const staff = await newStaff();
    const client = uniqueClientAddress();
    const fillWindow = async () => {
      for (let i = 0; i < 10; i++) expect(error(await login(staff.username, `wrong-${i}`, client)).error).toBe('LOGIN_FAILED');
      const refused = await login(staff.username, staff.password, client);
      expect(error(refused).error).toBe('LOGIN_TOO_MANY_FAILURES');
      return Number(refused.headers['retry-after']);
    };
    expect(await fillWindow()).toBe(15 * 60);
    step(15 * 60_000);
    expect(await fillWindow()).toBe(30 * 60);
    step(30 * 60_000);
    expect(await fillWindow()).toBe(60 * 60);
    step(60 * 60_000);
    expect((await login(staff.username, staff.password, client)).statusCode).toBe(200);
    // Back to the first window's length: ten more mistakes, then 15 minutes.
    expect(await fillWindow()).toBe(15 * 60);
  });

  it('past 50 failures an hour, clients new to the username take turns a second apart; its usual client does not wait', async () => {
    const staff = await newStaff();
    const desk = uniqueClientAddress();
    expect((await login(staff.username, staff.password, desk)).statusCode).toBe(200);
    // A botnet: 5 addresses, 10 wrong passwords each.
    for (let bot = 0; bot < 5; bot++) {
      const client = uniqueClientAddress();
      for (let i = 0; i < 10; i++) expect(error(await login(staff.username, `wrong-${bot}-${i}`, client)).error).toBe('LOGIN_FAILED');
    }
    // The 51st is evaluated; the next new client, at once, has to wait its turn.
    expect(error(await login(staff.username, 'wrong-51', uniqueClientAddress())).error).toBe('LOGIN_FAILED');
    const waiting = await login(staff.username, staff.password, uniqueClientAddress());
    expect(waiting.statusCode).toBe(429);
    expect(error(waiting)).toEqual({ error: 'LOGIN_SLOWED_DOWN', message: 'Many sign-ins to this account have failed. Please wait 1 second and try again.' });
    expect(waiting.headers['retry-after']).toBe('1');
    expect(error(await login(staff.username, staff.password, uniqueClientAddress(), 'fr')).message).toBe(
      'De nombreuses connexions à ce compte ont échoué. Veuillez patienter 1 seconde puis réessayer.',
    );

    // The staff member's own desk is not made to wait; a new client is, but only for its turn.
    expect((await login(staff.username, staff.password, desk)).statusCode).toBe(200);
    const newcomer = uniqueClientAddress();
    expect((await login(staff.username, staff.password, newcomer)).statusCode).toBe(429);
    step(1000);
    expect((await login(staff.username, staff.password, newcomer)).statusCode).toBe(200);
  });
});

describe('turns past the username ceiling', () => {
  it('start a second apart, double every 10 failures, and never exceed a minute', () => {
    expect(turnIntervalMs(1)).toBe(1000);
    expect(turnIntervalMs(9)).toBe(1000);
    expect(turnIntervalMs(10)).toBe(2000);
    expect(turnIntervalMs(35)).toBe(8000);
    expect(turnIntervalMs(1000)).toBe(60_000);
  });
});
