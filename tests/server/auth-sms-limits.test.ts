import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { buildApp } from '../../server/app';
import { loadConfig, testConfig } from '../../server/config';
import { verificationCodes } from '../../server/db/schema';
import { uniqueClientAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * SMS codes against abuse (issue 14): what one client, one destination country and everyone may
 * spend on codes; wrong codes limit the code and the guesser's address, never the phone's owner.
 * Clients are told apart by app.inject's remoteAddress. The clock is stepped, never waited.
 */

afterAll(async () => {
  await closeTemplate();
});

type Injected = { statusCode: number; body: string; headers: Record<string, unknown> };
const error = (res: Injected) => apiErrorSchema.parse(JSON.parse(res.body));

let phoneSeq = 0;
const newPhone = () => `1416556${String(1000 + ++phoneSeq).padStart(4, '0')}`;
const newChinesePhone = () => `86138${String(10_000_000 + ++phoneSeq).slice(-8)}`;
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

function sms(t: TestApp, getNow: () => Date) {
  const requestCode = (phone: string, client: string, locale: Locale = 'en', app: FastifyInstance = t.app) =>
    app.inject({
      method: 'GET',
      url: `/api/webclient/verification_code/request?phone_num=${phone}`,
      headers: t.headers(locale),
      remoteAddress: client,
    });
  const check = (phone: string, code: string, client: string, locale: Locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/webclient/verification_code/check',
      headers: t.headers(locale),
      payload: { phone_num: phone, code },
      remoteAddress: client,
    });
  const texts = (phone: string) => t.app.outbox.list({ channel: 'sms', to: phone, limit: 50 });
  const lastCode = async (phone: string) => {
    const [message] = await texts(phone);
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    expect(code, `no code texted to ${phone} at ${getNow().toISOString()}`).toBeDefined();
    return code!;
  };
  return { requestCode, check, texts, lastCode };
}

describe.each(dbTargets())('SMS code requests per client, country and in all on %s', (target) => {
  let t: TestApp;
  let now = new Date();
  const step = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => now });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('one client texts at most 5 phones per 10 minutes: 100 requests at once send 5 codes', async () => {
    const { requestCode, texts } = sms(t, () => now);
    const client = uniqueClientAddress();
    const phones = Array.from({ length: 100 }, newPhone);
    const results = await Promise.all(phones.map((phone) => requestCode(phone, client)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(95);
    for (const res of refused) {
      expect(error(res)).toEqual({
        error: 'SMS_CLIENT_LIMIT',
        message: 'Too many codes were requested from this network. Please try again in 10 minutes.',
      });
      expect(res.headers['retry-after']).toBe('600');
    }
    let texted = 0;
    for (const phone of phones) texted += (await texts(phone)).length;
    expect(texted).toBe(5);

    const cn = await requestCode(newPhone(), client, 'cn');
    expect(error(cn).message).toBe('此网络请求的验证码过多，请 10 分钟后再试。');
    const fr = await requestCode(newPhone(), client, 'fr');
    expect(error(fr).message).toBe('Trop de codes ont été demandés depuis ce réseau. Veuillez réessayer dans 10 minutes.');

    // Another client is not affected; the first may text again when its 10 minutes are over.
    expect((await requestCode(newPhone(), uniqueClientAddress())).statusCode).toBe(200);
    step(9 * 60_000);
    expect(error(await requestCode(newPhone(), client)).message).toMatch(/try again in 1 minute\.$/);
    step(60_000);
    expect((await requestCode(newPhone(), client)).statusCode).toBe(200);
  });

  it('the counts live in the database: two servers on one database share them', async () => {
    const { requestCode } = sms(t, () => now);
    const second = await buildApp({ config: testConfig({ WEB_DIST: './no-web-build-in-tests' }), db: t.handle.db, clock: () => now });
    await second.ready();
    try {
      const client = uniqueClientAddress();
      for (let i = 0; i < 5; i++) {
        const res = await requestCode(newPhone(), client, 'en', i % 2 === 0 ? t.app : second);
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(error(await requestCode(newPhone(), client, 'en', second)).error).toBe('SMS_CLIENT_LIMIT');
      expect(error(await requestCode(newPhone(), client, 'en', t.app)).error).toBe('SMS_CLIENT_LIMIT');
    } finally {
      await second.close();
    }
  });

  it('keeps the per-phone limits: a refused request costs the client its try but sends nothing', async () => {
    const { requestCode, texts } = sms(t, () => now);
    const phone = newPhone();
    expect((await requestCode(phone, uniqueClientAddress())).statusCode).toBe(200);
    const soon = await requestCode(phone, uniqueClientAddress());
    expect(error(soon).error).toBe('SMS_TOO_SOON');
    expect(soon.headers['retry-after']).toBe('60');
    expect(await texts(phone)).toHaveLength(1);
    // The default interval is 60 s: still too soon at 59 s, allowed at 60 s.
    step(59_000);
    expect(error(await requestCode(phone, uniqueClientAddress())).error).toBe('SMS_TOO_SOON');
    step(1_000);
    expect((await requestCode(phone, uniqueClientAddress())).statusCode).toBe(200);
    expect(await texts(phone)).toHaveLength(2);
  });

  it('SMS_RESEND_INTERVAL_MS sets the interval: the answer, the refusal and the next code follow it', async () => {
    const { requestCode } = sms(t, () => now);
    const short = await buildApp({ config: testConfig({ WEB_DIST: './no-web-build-in-tests', SMS_RESEND_INTERVAL_MS: 5_000 }), db: t.handle.db, clock: () => now });
    await short.ready();
    try {
      const phone = newPhone();
      const sent = await requestCode(phone, uniqueClientAddress(), 'en', short);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.retry_after).toBe(5);
      const soon = await requestCode(phone, uniqueClientAddress(), 'en', short);
      expect(error(soon).error).toBe('SMS_TOO_SOON');
      expect(soon.headers['retry-after']).toBe('5');
      step(5_000);
      expect((await requestCode(phone, uniqueClientAddress(), 'en', short)).statusCode).toBe(200);
      expect(await short.outbox.list({ channel: 'sms', to: phone, limit: 50 })).toHaveLength(2);
    } finally {
      await short.close();
    }
  });

  it('SMS_RESEND_INTERVAL_MS is validated: whole milliseconds from 1 s to an hour, 60 s by default', () => {
    expect(loadConfig({}).SMS_RESEND_INTERVAL_MS).toBe(60_000);
    expect(loadConfig({ SMS_RESEND_INTERVAL_MS: '3000' }).SMS_RESEND_INTERVAL_MS).toBe(3_000);
    for (const bad of ['0', '999', '1.5', 'soon', String(3_600_001)]) {
      expect(() => loadConfig({ SMS_RESEND_INTERVAL_MS: bad }), bad).toThrow();
    }
  });
});

describe.each(dbTargets())('SMS codes per destination country and in all on %s', (target) => {
  let t: TestApp;
  let now = new Date();
  const step = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    // Small limits, so a test can reach them: 3 codes an hour per country code, 5 in all.
    t = await createTestApp(target, { SMS_COUNTRY_HOURLY_LIMIT: 3, SMS_GLOBAL_HOURLY_LIMIT: 5 }, { clock: () => now });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('refuses a country past its hourly share, leaves the others theirs, and stops everything at the ceiling', async () => {
    const { requestCode, texts } = sms(t, () => now);
    for (let i = 0; i < 3; i++) expect((await requestCode(newChinesePhone(), uniqueClientAddress())).statusCode).toBe(200);
    const pumped = newChinesePhone();
    const country = await requestCode(pumped, uniqueClientAddress());
    expect(country.statusCode).toBe(429);
    expect(error(country)).toEqual({
      error: 'SMS_COUNTRY_LIMIT',
      message: 'Too many codes are being sent to +86 numbers right now. Please try again in 60 minutes.',
    });
    expect(country.headers['retry-after']).toBe('3600');
    expect(await texts(pumped)).toHaveLength(0);
    expect(error(await requestCode(newChinesePhone(), uniqueClientAddress(), 'cn')).message).toBe(
      '当前发往 +86 号码的验证码过多，请 60 分钟后再试。',
    );

    // +1 numbers still get their codes, until the ceiling over every country.
    step(10 * 60_000);
    for (let i = 0; i < 2; i++) expect((await requestCode(newPhone(), uniqueClientAddress())).statusCode).toBe(200);
    const ceiling = await requestCode(newPhone(), uniqueClientAddress());
    expect(ceiling.statusCode).toBe(429);
    expect(error(ceiling)).toEqual({
      error: 'SMS_GLOBAL_LIMIT',
      message: 'We are sending too many codes right now. Please try again in 50 minutes.',
    });
    expect(ceiling.headers['retry-after']).toBe(String(50 * 60));
    // That one counted for +1 numbers: one more is past their share as well.
    expect(error(await requestCode(newPhone(), uniqueClientAddress(), 'fr')).message).toBe(
      'Trop de codes sont envoyés en ce moment vers les numéros +1. Veuillez réessayer dans 60 minutes.',
    );

    // A refused code is withdrawn: it does not hold the phone's 60-second interval.
    step(50 * 60_000);
    const again = await requestCode(pumped, uniqueClientAddress());
    expect(again.statusCode, again.body).toBe(200);
    expect(await texts(pumped)).toHaveLength(1);
    expect(await t.handle.db.select().from(verificationCodes).where(eq(verificationCodes.phone, pumped))).toHaveLength(1);
  });
});

describe.each(dbTargets())('wrong SMS codes on %s', (target) => {
  let t: TestApp;
  let now = new Date();
  const step = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => now });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('five wrong codes for a phone nobody asked a code for do not stop its owner', async () => {
    const { requestCode, check, lastCode } = sms(t, () => now);
    const phone = newPhone();
    const stranger = uniqueClientAddress();
    for (let i = 0; i < 5; i++) {
      const res = await check(phone, String(123_456 + i), stranger);
      expect(res.statusCode).toBe(400);
      expect(error(res).error).toBe('CODE_INVALID');
    }
    const owner = uniqueClientAddress();
    const sent = await requestCode(phone, owner);
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await check(phone, await lastCode(phone), owner);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a code dies at its 5th wrong try; its owner requests a new one and signs in', async () => {
    const { requestCode, check, lastCode } = sms(t, () => now);
    const phone = newPhone();
    const owner = uniqueClientAddress();
    await requestCode(phone, owner);
    const code = await lastCode(phone);
    const stranger = uniqueClientAddress();
    for (let i = 0; i < 4; i++) expect(error(await check(phone, wrongCode(code), stranger)).error).toBe('CODE_INVALID');
    const fifth = await check(phone, wrongCode(code), stranger);
    expect(fifth.statusCode).toBe(400);
    expect(error(fifth)).toEqual({ error: 'CODE_ATTEMPTS_EXHAUSTED', message: 'Too many incorrect tries for this code. Please request a new code.' });
    expect(error(await check(phone, wrongCode(code), stranger, 'cn')).message).toBe('此验证码输入错误次数过多，请重新获取验证码。');
    expect(error(await check(phone, wrongCode(code), stranger, 'fr')).message).toBe("Trop d'essais incorrects pour ce code. Veuillez demander un nouveau code.");
    // Dead for its owner too: the right code no longer signs in.
    expect(error(await check(phone, code, owner)).error).toBe('CODE_ATTEMPTS_EXHAUSTED');

    step(61_000);
    const renewed = await requestCode(phone, owner);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const res = await check(phone, await lastCode(phone), owner);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('concurrent wrong tries are counted one by one: exactly the 5th kills the code', async () => {
    const { requestCode, check, lastCode } = sms(t, () => now);
    const phone = newPhone();
    await requestCode(phone, uniqueClientAddress());
    const code = await lastCode(phone);
    const results = await Promise.all(Array.from({ length: 7 }, () => check(phone, wrongCode(code), uniqueClientAddress())));
    expect(results.map((r) => error(r).error).sort()).toEqual([
      'CODE_ATTEMPTS_EXHAUSTED',
      'CODE_ATTEMPTS_EXHAUSTED',
      'CODE_ATTEMPTS_EXHAUSTED',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
    ]);
    const [row] = await t.handle.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    expect(row!.failedChecks).toBe(5);
  });

  it('one client may try 10 wrong codes per 15 minutes over all phones, then waits, longer each time', async () => {
    const { check } = sms(t, () => now);
    const guesser = uniqueClientAddress();
    for (let i = 0; i < 10; i++) expect(error(await check(newPhone(), '123456', guesser)).error).toBe('CODE_INVALID');
    const refused = await check(newPhone(), '123456', guesser);
    expect(refused.statusCode).toBe(429);
    expect(error(refused)).toEqual({
      error: 'CODE_CHECK_LIMIT',
      message: 'Too many incorrect codes were tried from this network. Please try again in 15 minutes.',
    });
    expect(refused.headers['retry-after']).toBe('900');
    expect(error(await check(newPhone(), '123456', guesser, 'fr')).message).toBe(
      'Trop de codes incorrects ont été essayés depuis ce réseau. Veuillez réessayer dans 15 minutes.',
    );
    // Other clients are not affected.
    expect(error(await check(newPhone(), '123456', uniqueClientAddress())).error).toBe('CODE_INVALID');

    step(15 * 60_000);
    for (let i = 0; i < 10; i++) expect(error(await check(newPhone(), '123456', guesser)).error).toBe('CODE_INVALID');
    const longer = await check(newPhone(), '123456', guesser);
    expect(error(longer).error).toBe('CODE_CHECK_LIMIT');
    expect(longer.headers['retry-after']).toBe(String(30 * 60));
  });

  it('a right code is not counted as a mistake of its client', async () => {
    const { requestCode, check, lastCode } = sms(t, () => now);
    const client = uniqueClientAddress();
    for (let i = 0; i < 9; i++) expect(error(await check(newPhone(), '123456', client)).error).toBe('CODE_INVALID');
    const phone = newPhone();
    await requestCode(phone, client);
    expect((await check(phone, await lastCode(phone), client)).statusCode).toBe(200);
    expect(error(await check(newPhone(), '123456', client)).error).toBe('CODE_INVALID');
    expect(error(await check(newPhone(), '123456', client)).error).toBe('CODE_CHECK_LIMIT');
  });
});
