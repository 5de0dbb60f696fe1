import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionResponseSchema,
  userResponseSchema,
  verificationCodeSentResponseSchema,
} from '../../core/schemas/account';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { coupons, customerCoupons, customers, verificationCodes } from '../../server/db/schema';
import { uniqueClientAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Buyer sign-in by SMS code (spec §2.5, §5 Login, DECISIONS.md): request → check → login, with the
 * code read from the sandbox outbox as a person would read their phone. The clock is stepped, never waited.
 */

describe.each(dbTargets())('SMS code login on %s', (target) => {
  let t: TestApp;
  let now = new Date();
  const step = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let phoneSeq = 0;
  /** A fresh valid phone per test: limits and locks are per phone. */
  const newPhone = () => `1416555${String(1000 + ++phoneSeq).padStart(4, '0')}`;

  beforeAll(async () => {
    // This suite is about one phone's rules; what one client may do is auth-sms-limits.test.ts.
    t = await createTestApp(target, { SMS_CLIENT_LIMIT: 1000 }, { clock: () => now });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  /** Each phone's owner on a device of their own, as in life: wrong codes count per client address. */
  const clients = new Map<string, string>();
  const clientOf = (phone: string) => clients.get(phone) ?? clients.set(phone, uniqueClientAddress()).get(phone)!;
  const requestCode = (phone: string, locale: Locale = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/webclient/verification_code/request?phone_num=${encodeURIComponent(phone)}`,
      headers: t.headers(locale),
      remoteAddress: clientOf(phone),
    });
  const check = (phone: string, code: string, locale: Locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/webclient/verification_code/check',
      headers: t.headers(locale),
      payload: { phone_num: phone, code },
      remoteAddress: clientOf(phone),
    });
  const login = (username: string, password: string, locale: Locale = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/webclient/login', headers: t.headers(locale), payload: { username, password } });
  const outbox = async (phone: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?channel=sms&to=${phone}&limit=50`, headers: t.headers() });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { list: { text: string; to: string }[] } }).data.list;
  };
  /** The code in the newest SMS to the phone. */
  const lastCode = async (phone: string) => {
    const [sms] = await outbox(phone);
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
    expect(code, sms?.text).toBeDefined();
    return code!;
  };
  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');
  const error = (res: { statusCode: number; body: string }) => apiErrorSchema.parse(JSON.parse(res.body));

  it('signs in a new phone: code by SMS, one-time password, session; the account is created with the welcome coupon', async () => {
    const phone = newPhone();
    const sent = await requestCode(phone);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(verificationCodeSentResponseSchema.parse(sent.json()).data).toEqual({ phone_num: phone, retry_after: 60, expires_in: 600 });
    const [sms] = await outbox(phone);
    expect(sms!.text).toMatch(/^Your Supply Desk code is \d{6}\. It expires in 10 minutes\.$/);
    const code = await lastCode(phone);

    // Only hashes are stored.
    const [row] = await t.handle.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const checked = await check(phone, code);
    expect(checked.statusCode, checked.body).toBe(200);
    const password = (checked.json() as { data: { phone_num: string; password: string } }).data.password;
    expect(password.length).toBeGreaterThanOrEqual(24);

    const res = await login(phone, password);
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionResponseSchema.parse(res.json()).data;
    expect(session.token).toMatch(/^sd_/);
    expect(new Date(session.expires_at).getTime()).toBe(now.getTime() + 30 * 24 * 3600_000);
    expect(session.user).toMatchObject({
      aid: 0,
      type: 'customer',
      staff_role: '',
      username: phone,
      phone_num: phone,
      phone: `+1 416-555-${phone.slice(-4)}`,
      name: '',
      credit: 0,
      order_count: 0,
      coupons_count: 1,
      language: 'en',
    });
    expect(session.user.cid).toBeGreaterThan(0);

    const [welcome] = await t.handle.db
      .select({ code: coupons.code, status: customerCoupons.status })
      .from(customerCoupons)
      .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
      .where(eq(customerCoupons.customerId, session.user.cid));
    expect(welcome).toEqual({ code: 'WELCOME10', status: 'available' });

    const me = await t.app.inject({ method: 'GET', url: '/api/webclient/login/checking', headers: t.headers('en', { 'client-token': session.token }) });
    expect(me.statusCode, me.body).toBe(200);
    expect(userResponseSchema.parse(me.json()).data.cid).toBe(session.user.cid);

    // Signing in again finds the same account and gives no second welcome coupon.
    step(61_000);
    expect((await requestCode(phone)).statusCode).toBe(200);
    const again = await check(phone, await lastCode(phone));
    const second = sessionResponseSchema.parse((await login(phone, again.json().data.password as string)).json()).data;
    expect(second.user.cid).toBe(session.user.cid);
    expect(second.user.coupons_count).toBe(1);
    expect(second.token).not.toBe(session.token);
    expect(await t.handle.db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(1);
  });

  it('allows one code per 60 seconds per phone (SMS_TOO_SOON with Retry-After)', async () => {
    const phone = newPhone();
    expect((await requestCode(phone)).statusCode).toBe(200);
    const soon = await requestCode(phone);
    expect(soon.statusCode).toBe(429);
    expect(error(soon)).toMatchObject({ error: 'SMS_TOO_SOON', message: 'Please wait 60 seconds before requesting another code.' });
    expect(soon.headers['retry-after']).toBe('60');
    step(30_000);
    const later = await requestCode(phone);
    expect(error(later).message).toBe('Please wait 30 seconds before requesting another code.');
    expect(later.headers['retry-after']).toBe('30');
    step(31_000);
    expect((await requestCode(phone)).statusCode).toBe(200);
    expect(await outbox(phone)).toHaveLength(2);
    // Another phone is not affected.
    expect((await requestCode(newPhone())).statusCode).toBe(200);
  });

  it('allows at most 10 codes per rolling hour (SMS_HOURLY_LIMIT)', async () => {
    const phone = newPhone();
    const start = now.getTime();
    for (let i = 0; i < 10; i++) {
      const res = await requestCode(phone);
      expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(200);
      step(61_000);
    }
    const eleventh = await requestCode(phone);
    expect(eleventh.statusCode).toBe(429);
    const minutesLeft = Math.ceil((start + 3600_000 - now.getTime()) / 60_000);
    expect(error(eleventh)).toMatchObject({
      error: 'SMS_HOURLY_LIMIT',
      message: `Too many codes were requested for this phone number. Please try again in ${minutesLeft} minutes.`,
    });
    expect(Number(eleventh.headers['retry-after'])).toBe(Math.ceil((start + 3600_000 - now.getTime()) / 1000));
    // The first code leaves the hour: one more is allowed.
    now = new Date(start + 3600_000 + 1000);
    expect((await requestCode(phone)).statusCode).toBe(200);
    expect(await outbox(phone)).toHaveLength(11);
  });

  it('refuses a code older than 10 minutes', async () => {
    const fresh = newPhone();
    expect((await requestCode(fresh)).statusCode).toBe(200);
    const freshCode = await lastCode(fresh);
    const stale = newPhone();
    expect((await requestCode(stale)).statusCode).toBe(200);
    const staleCode = await lastCode(stale);
    step(10 * 60_000 - 1000);
    expect((await check(fresh, freshCode)).statusCode).toBe(200);
    step(2000);
    const res = await check(stale, staleCode);
    expect(res.statusCode).toBe(400);
    expect(error(res)).toEqual({ error: 'CODE_INVALID', message: 'your code is expired or incorrect' });
  });

  it('checks only the newest code, and a code only once', async () => {
    const phone = newPhone();
    await requestCode(phone);
    const first = await lastCode(phone);
    step(61_000);
    await requestCode(phone);
    const second = await lastCode(phone);
    if (first !== second) expect(error(await check(phone, first)).error).toBe('CODE_INVALID');
    expect((await check(phone, second)).statusCode).toBe(200);
    expect(error(await check(phone, second)).error).toBe('CODE_INVALID');
  });

  it('four wrong tries leave a code alive; each new code gets its own tries', async () => {
    const phone = newPhone();
    await requestCode(phone);
    const code = await lastCode(phone);
    for (let i = 0; i < 4; i++) expect((await check(phone, wrongCode(code))).statusCode).toBe(400);
    expect((await check(phone, code)).statusCode).toBe(200);
    step(61_000);
    await requestCode(phone);
    const next = await lastCode(phone);
    for (let i = 0; i < 4; i++) expect((await check(phone, wrongCode(next))).statusCode).toBe(400);
    expect((await check(phone, next)).statusCode).toBe(200);
  });

  it('a one-time password works once, for 5 minutes, for its own phone only', async () => {
    const signIn = async (phone: string) => {
      await requestCode(phone);
      const res = await check(phone, await lastCode(phone));
      return res.json().data.password as string;
    };
    const phone = newPhone();
    const password = await signIn(phone);
    expect(error(await login(newPhone(), password))).toMatchObject({ error: 'LOGIN_FAILED' });
    expect(error(await login(phone, `${password}x`))).toMatchObject({ error: 'LOGIN_FAILED' });
    // The typed form of the number is accepted.
    const first = await login(`+1 (416) 555-${phone.slice(-4)}`, password);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await login(phone, password);
    expect(replay.statusCode).toBe(400);
    expect(error(replay)).toEqual({ error: 'LOGIN_FAILED', message: 'Your sign-in has expired. Please request a new SMS code.' });

    const late = newPhone();
    const latePassword = await signIn(late);
    step(5 * 60_000 + 1000);
    expect(error(await login(late, latePassword)).error).toBe('LOGIN_FAILED');
    expect(error(await login('not-a-phone', latePassword)).error).toBe('LOGIN_FAILED');
  });

  it('sends one SMS when requests for a phone arrive together', async () => {
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 6 }, () => requestCode(phone)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    for (const r of results.filter((x) => x.statusCode === 429)) expect(error(r).error).toBe('SMS_TOO_SOON');
    expect(await outbox(phone)).toHaveLength(1);
    const rows = await t.handle.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('speaks the caller language: the SMS and the errors', async () => {
    const phone = newPhone();
    expect((await requestCode(phone, 'cn')).statusCode).toBe(200);
    const [sms] = await outbox(phone);
    expect(sms!.text).toMatch(/^您的 Supply Desk 验证码是 \d{6}，10 分钟内有效。$/);
    expect(error(await requestCode(phone, 'cn')).message).toBe('请等待 60 秒后再获取验证码。');
    expect(error(await check(phone, wrongCode(await lastCode(phone)), 'fr')).message).toBe('Votre code est expiré ou incorrect');
    expect(error(await login(phone, 'nope', 'fr')).message).toBe('Votre connexion a expiré. Veuillez demander un nouveau code par SMS.');
    const frPhone = newPhone();
    await requestCode(frPhone, 'fr');
    expect((await outbox(frPhone))[0]!.text).toMatch(/^Votre code Supply Desk est \d{6}\. Il expire dans 10 minutes\.$/);
  });

  it('validates input with the spec messages', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/webclient/verification_code/request', headers: t.headers() });
    expect(missing.statusCode).toBe(400);
    expect(error(missing).error).toBe('VALIDATION_FAILED');
    expect(error(await requestCode('')).message).toBe('Please enter a valid phone number!');
    expect(error(await requestCode('12345')).message).toBe('Phone number incorrect');
    expect(error(await requestCode('12345', 'cn')).message).toBe('手机号码不正确');
    expect(error(await check(newPhone(), '')).message).toBe('Please enter a sms code!');
    expect(error(await check(newPhone(), '12ab56')).message).toBe('your code is expired or incorrect');
    const noBody = await t.app.inject({ method: 'POST', url: '/api/webclient/login', headers: { ...t.headers(), 'content-type': 'application/json' }, payload: '{}' });
    expect(noBody.statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'POST', url: '/api/webclient/verification_code/check', headers: t.headers(), payload: [1, 2] });
    expect(junk.statusCode).toBe(400);
  });

  it('an SMS provider failure is a 503 that does not count against the phone', async () => {
    const phone = newPhone();
    const sms = t.app.sms as unknown as { send: unknown };
    sms.send = async () => {
      throw new Error('provider down');
    };
    try {
      const res = await requestCode(phone);
      expect(res.statusCode).toBe(503);
      expect(error(res)).toEqual({ error: 'SMS_SEND_FAILED', message: 'The SMS could not be sent. Please try again in a moment.' });
    } finally {
      delete sms.send;
    }
    expect((await requestCode(phone)).statusCode).toBe(200);
    const rows = await t.handle.db.select().from(verificationCodes).where(and(eq(verificationCodes.phone, phone)));
    expect(rows).toHaveLength(1);
  });
});
