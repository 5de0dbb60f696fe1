import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { PaymentProviderError } from '../../server/adapters/payments/payment-provider';
import { translator } from '../../server/i18n';
import { errorBody } from '../../server/plugins/error-handler';
import { viaProvider } from '../../server/services/payments/payment-context';
import { signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate } from '../helpers/test-database';
import { plainProducts, SHOP } from './orders-support';

/**
 * Failures the bad-payload property test found (tests/server/bad-payloads.test.ts), pinned down, and
 * the error answers themselves: always {error, message} in the caller's language, nothing internal.
 */
describe('error answers', () => {
  let t: TestApp;
  let buyer: SignedInCustomer;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    buyer = await signInCustomer(t);
    productId = (await plainProducts(t))[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const post = (url: string, payload: unknown, locale: Locale = 'en') =>
    t.app.inject({ method: 'POST', url, headers: buyer.headers(locale), payload: payload as object });
  const refusal = (res: { statusCode: number; json(): unknown }, status = 400) => {
    expect(res.statusCode).toBe(status);
    return apiErrorSchema.parse(res.json());
  };

  it('a client figure no price can be (1e308 dollars) is a 400, not a 500 from the cents conversion', async () => {
    const line = (extra: object) => ({ product_id: productId, qty: 1, note: '', options: [], ...extra });
    for (const [url, body] of [
      ['/api/webclient/cart/calculate', { shop_id: SHOP, product_items: [line({ row_total: 1e308 })] }],
      ['/api/webclient/cart/calculate', { shop_id: SHOP, product_items: [line({ price: -1e308 })] }],
      ['/api/webclient/cart/calculate', { shop_id: SHOP, product_items: [line({})], subtotal: 1e300 }],
      ['/api/promo/validate/coupons', { shop_id: SHOP, product_items: [line({ row_total: 1e308 })] }],
      ['/api/webclient/order/quote', { shop_id: SHOP, shipping_type: 'pickup', warehouse_id: 1, payment_type: 'card', service_date: '2026-12-01', product_items: [line({ row_total: -1e308 })] }],
    ] as const) {
      expect(refusal(await post(url, body)).error, `${url} ${JSON.stringify(body)}`).toBe('VALIDATION_FAILED');
    }
    // An ordinary figure is still only compared.
    expect((await post('/api/webclient/cart/calculate', { shop_id: SHOP, product_items: [line({ row_total: 1.23 })] })).statusCode).toBe(200);
  });

  it('a URL the router cannot decode gets {error, message} in the caller’s language', async () => {
    for (const locale of ['en', 'fr', 'cn'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/resources/%E0%A4%A', headers: t.headers(locale) });
      const body = refusal(res);
      expect(body.message).toBe(translator(locale)('errors.bad_request'));
      expect(res.body).not.toContain('%E0');
    }
  });

  it('a preflight without Origin is not answered with a text/plain 400', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/webclient/menu' });
    expect(res.statusCode).toBeLessThan(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('our own field messages are translated: product_items that is not JSON, a product without id or sku', async () => {
    for (const locale of ['en', 'cn', 'fr'] as const) {
      const cart = refusal(await post('/api/webclient/cart/calculate', { shop_id: SHOP, product_items: '[{"product_id":' }, locale));
      expect(cart.message).toBe(translator(locale)('validation.product_items_json'));
      const detail = refusal(await t.app.inject({ method: 'GET', url: `/api/product/detail?shop_id=${SHOP}`, headers: t.headers(locale) }));
      expect(detail.message).toBe(translator(locale)('validation.product_or_sku_required'));
    }
  });

  it('a payment provider’s refusal reaches the caller translated, without the provider’s own text', async () => {
    const providerText = "No such customer: 'cus_internal_42'; a similar object exists in live mode";
    const error = await viaProvider(() => Promise.reject(new PaymentProviderError(providerText, 'invalid_request'))).catch((e: Error) => e);
    for (const locale of ['en', 'fr', 'cn'] as const) {
      const request = { locale, t: translator(locale), headers: {} } as unknown as FastifyRequest;
      const { status, body } = errorBody(request, error);
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'PAYMENT_REFUSED', message: translator(locale)('payment.provider_rejected') });
      expect(body.message).not.toContain('cus_internal_42');
    }
  });

  it('an unexpected failure answers a generic translated 500 that names nothing internal', async () => {
    const thrown = new Error('relation "customers" does not exist at /work/server/x.ts:12:3');
    for (const locale of ['en', 'fr', 'cn'] as const) {
      // Before the language hook ran (no request.t), the APP-LANGUAGE header still decides.
      const request = { headers: { 'app-language': locale } } as unknown as FastifyRequest;
      const { status, body } = errorBody(request, thrown);
      expect(status).toBe(500);
      expect(body).toEqual({ error: 'INTERNAL', message: translator(locale)('errors.internal') });
    }
  });
});
