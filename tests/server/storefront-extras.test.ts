import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
