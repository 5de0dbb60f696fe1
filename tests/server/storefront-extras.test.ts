import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import { newsletterLinkResponseSchema, newsletterSubscribedResponseSchema } from '../../core/schemas/newsletter';
import { globalSettingsResponseSchema, shopDetailResponseSchema } from '../../core/schemas/shop';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/** Issue 19: the sandbox badge's settings and the shop that steers guests to the app. */

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('storefront extras on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers() });

  it('says the server runs on sandbox providers, and in which environment', async () => {
    const settings = globalSettingsResponseSchema.parse((await get('/api/global_settings')).json()).data;
    expect(settings.sandbox).toBe(true);
    expect(settings.environment).toBe('test');
  });

  const post = (url: string, body: unknown, locale: 'en' | 'cn' | 'fr' = 'en', ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: body as object, headers: t.headers(locale), remoteAddress: ip });
  const mailTo = (email: string) => t.app.outbox.list({ channel: 'mail', to: email });
  const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`\\?${kind}=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

  it('signs up for the newsletter with a double opt-in e-mail; the link confirms once; unsubscribe ends it', async () => {
    const email = `news-${target}@example.com`;
    const res = await post('/api/newsletter/subscribe', { email: ` ${email.toUpperCase()} ` }, 'fr', '10.0.1.1');
    expect(res.statusCode).toBe(200);
    expect(newsletterSubscribedResponseSchema.parse(res.json()).data.state).toBe('pending');
    const [mail] = mailTo(email);
    expect(mail?.subject).toBe('Confirmez votre abonnement à l’infolettre Supply Desk');
    expect(mail?.text).toMatch(/\/fr\/newsletter\?confirm=/);
    const confirm = tokenIn(mail!.text, 'confirm');
    const unsubscribe = tokenIn(mail!.text, 'unsubscribe');

    const first = await post('/api/newsletter/confirm', { token: confirm });
    expect(newsletterLinkResponseSchema.parse(first.json()).data.state).toBe('confirmed');
    const again = await post('/api/newsletter/confirm', { token: confirm });
    expect(again.statusCode).toBe(404);
    expect(apiErrorSchema.parse(again.json()).message).toBe('This confirmation link has already been used or has expired.');

    const already = await post('/api/newsletter/subscribe', { email }, 'en', '10.0.1.2');
    expect(newsletterSubscribedResponseSchema.parse(already.json()).data.state).toBe('subscribed');
    expect(mailTo(email)).toHaveLength(1);

    const off = await post('/api/newsletter/unsubscribe', { token: unsubscribe });
    expect(newsletterLinkResponseSchema.parse(off.json()).data.state).toBe('unsubscribed');
    // Signing up again after unsubscribing asks for a new confirmation.
    const back = await post('/api/newsletter/subscribe', { email }, 'en', '10.0.1.3');
    expect(newsletterSubscribedResponseSchema.parse(back.json()).data.state).toBe('pending');
    expect(mailTo(email)).toHaveLength(2);
  });

  it('refuses a bad e-mail, a malformed or unknown token with a translated message', async () => {
    const bad = await post('/api/newsletter/subscribe', { email: 'not-an-email' }, 'en', '10.0.2.1');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).message).toBeTruthy();
    const empty = await post('/api/newsletter/subscribe', {}, 'cn', '10.0.2.1');
    expect(empty.statusCode).toBe(400);
    const malformed = await post('/api/newsletter/confirm', { token: '<script>' }, 'en', '10.0.2.2');
    expect(malformed.statusCode).toBe(400);
    const unknown = await post('/api/newsletter/unsubscribe', { token: 'x'.repeat(32) }, 'fr', '10.0.2.2');
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).message).toBe('Ce lien n’est pas valide.');
    const refused = await post('/api/newsletter/subscribe', { email: 'nobody@mail.invalid' }, 'en', '10.0.2.3');
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).message).toBe('This e-mail address cannot receive our newsletter, please check it.');
  });

  it('rate-limits sign-ups per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post('/api/newsletter/subscribe', { email: `flood${i}-${target}@example.com` }, 'en', '10.0.3.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await post('/api/newsletter/subscribe', { email: `calm-${target}@example.com` }, 'en', '10.0.3.2');
    expect(other.statusCode).toBe(200);
  });

  it('has a third demo shop that steers guests to the app, the other two do not', async () => {
    const steer = async (mid: number) =>
      shopDetailResponseSchema.parse((await get(`/api/webclient/shop/detail?mid=${mid}`)).json()).data.steer_guests_to_app;
    expect(await steer(17245)).toBe(1);
    expect(await steer(17243)).toBe(0);
    expect(await steer(17244)).toBe(0);
  });
});

describe('the sandbox badge setting with real providers', () => {
  it('is off when no provider runs on its sandbox', async () => {
    const t = await createTestApp('pglite', {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'x',
      TWILIO_FROM: '+15555550100',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Supply Desk <orders@supplydesk.ca>',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/global_settings', headers: t.headers() });
      expect(globalSettingsResponseSchema.parse(res.json()).data.sandbox).toBe(false);
    } finally {
      await t.close();
    }
  }, 120_000);
});
