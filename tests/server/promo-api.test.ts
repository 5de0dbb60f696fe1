import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, customerCoupons } from '../../server/db/schema';
import { couponCacheFor } from '../../server/services/promotions/coupon-cache';
import { callAs, signInAgentFor, signInCustomer } from '../helpers/sign-in';
import { promoValidateResponseSchema } from '../../core/schemas/promo';
import { cartCases } from '../cases/cart-cases';
import type { SeededCase } from '../cases/cart-cases-db';
import { useCartCasesApp } from '../helpers/cart-cases-app';
import type { TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-database';

const couponCases = cartCases.filter((c) => c.coupons !== undefined);

describe.each(dbTargets())('promo validate API on %s', (target) => {
  let t: TestApp;
  let seeded: SeededCase[];
  useCartCasesApp(target, couponCases, (app, cases) => {
    t = app;
    seeded = cases;
  });

  const validate = (body: object, locale: 'en' | 'cn' | 'fr' = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/promo/validate/coupons', headers: t.headers(locale), payload: body });

  it('has at least 5 coupon cases', () => expect(couponCases.length).toBeGreaterThanOrEqual(5));

  it.each(couponCases.map((c, i) => [c.name, i] as const))('case: %s', async (_name, index) => {
    const s = seeded[index]!;
    const { c } = s;
    const res = await validate({
      shop_id: s.shopId,
      product_items: JSON.stringify(s.items),
      // As the spec sends it (§7): a JSON string, '' for none.
      product_combo_items: '',
      shipping_type: c.shipping_type ?? 'delivery',
      promo_codes: c.promo_codes ?? [],
      agent_order: c.agent_order ? 1 : 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = promoValidateResponseSchema.parse(res.json()).data;
    expect(data.subtotal).toBe(c.expect.subtotal);
    expect([...data.applied_codes].sort()).toEqual(c.expect.coupons!.applied);
    expect(data.coupons.filter((k) => !k.valid).map((k) => k.code).sort()).toEqual(c.expect.coupons!.invalid);
    expect(data.discount).toBe(c.expect.coupons!.discount);
    expect(Math.round(data.coupons.reduce((sum, k) => sum + k.discount, 0) * 100) / 100).toBe(c.expect.coupons!.discount);
    for (const k of data.coupons.filter((x) => !x.valid)) expect(k.message).toMatch(/Failed to apply coupon|Custom coupons are not allowed/);
  });

  it('gives the spec message for user coupons on agent orders, in the caller language', async () => {
    const s = seeded.find((x) => x.c.agent_order)!;
    const body = { shop_id: s.shopId, product_items: s.items, promo_codes: s.c.promo_codes };
    const en = promoValidateResponseSchema.parse((await validate({ ...body, agent_order: 1 })).json()).data;
    expect(en.coupons[0]).toMatchObject({ valid: false, reason: 'agent_order', message: 'Custom coupons are not allowed for orders placed on behalf of the user' });
    const fr = promoValidateResponseSchema.parse((await validate({ ...body, agent_order: 1 }, 'fr')).json()).data;
    expect(fr.coupons[0]!.message).toMatch(/coupons personnalisés/);
    const customer = promoValidateResponseSchema.parse((await validate(body)).json()).data;
    expect(customer.applied_codes).toEqual(s.c.promo_codes);
  });

  it('treats an agent-opened session as an agent order whatever the body says, and counts a customer\'s earlier uses', async () => {
    const s = seeded.find((x) => x.c.agent_order)!;
    const body = { shop_id: s.shopId, product_items: s.items, promo_codes: s.c.promo_codes };
    const buyer = await signInCustomer(t);
    const agent = await signInAgentFor(t, buyer.customerId);
    const asAgent = promoValidateResponseSchema.parse((await callAs(t, agent, 'POST', '/api/promo/validate/coupons', { ...body, agent_order: 0 })).json()).data;
    expect(asAgent.coupons[0]).toMatchObject({ valid: false, reason: 'agent_order' });
    expect(asAgent.applied_codes).toEqual([]);

    // The buyer's own session: valid until the per-user limit is used up.
    const own = promoValidateResponseSchema.parse((await callAs(t, buyer, 'POST', '/api/promo/validate/coupons', body)).json()).data;
    expect(own.applied_codes).toEqual(s.c.promo_codes);
    const code = s.c.promo_codes![0]!.toUpperCase();
    await t.handle.db.update(coupons).set({ perUserLimit: 2 }).where(eq(coupons.code, code));
    couponCacheFor(t.handle.db).invalidate();
    const [coupon] = await t.handle.db.select().from(coupons).where(eq(coupons.code, code));
    const limit = coupon!.perUserLimit;
    await t.handle.db
      .insert(customerCoupons)
      .values(Array.from({ length: limit }, () => ({ customerId: buyer.customerId, couponId: coupon!.id, status: 'used' as const })));
    const usedUp = promoValidateResponseSchema.parse((await callAs(t, buyer, 'POST', '/api/promo/validate/coupons', body)).json()).data;
    expect(usedUp.coupons[0]).toMatchObject({ valid: false, reason: 'used_up' });
    // A guest's validation knows nothing of that customer's uses.
    const guest = promoValidateResponseSchema.parse((await validate(body)).json()).data;
    expect(guest.applied_codes).toEqual(s.c.promo_codes);
  });

  it('reports unknown, below-minimum and shop-bound codes; accepts a comma string and lower case', async () => {
    const s = seeded.find((x) => x.c.name === 'coupon: 1 cent under its threshold is refused')!;
    const other = seeded.find((x) => x.c.name === 'coupon: amount off over its threshold')!;
    const res = await validate({ shop_id: s.shopId, product_items: s.items, promo_codes: 'nope-123, case-b10,CASE-A10' }, 'cn');
    const data = promoValidateResponseSchema.parse(res.json()).data;
    expect(data.coupons.map((k) => [k.code, k.reason])).toEqual([
      ['nope-123', 'not_found'],
      ['CASE-B10', 'below_minimum'],
      ['CASE-A10', 'other_shop'],
    ]);
    expect(data.coupons[1]!.message).toContain('$150.00');
    expect(data.coupons[0]!.message).toMatch(/优惠券使用失败/);
    expect(other.shopId).not.toBe(s.shopId);
  });

  it('marks a valid non-stackable code left out of the best set as not combinable', async () => {
    const s = seeded.find((x) => x.c.name.startsWith('coupon: best combination'))!;
    const data = promoValidateResponseSchema.parse((await validate({ shop_id: s.shopId, product_items: s.items, promo_codes: s.c.promo_codes })).json()).data;
    expect(data.coupons.find((k) => k.code === 'CASE-N20')).toMatchObject({ valid: true, applied: false, reason: 'not_combinable' });
  });

  it('auto_match 0 with no codes applies nothing; demo public coupons give no discount on the demo shop', async () => {
    const s = seeded.find((x) => x.c.name.startsWith('coupon: auto match'))!;
    const off = promoValidateResponseSchema.parse((await validate({ shop_id: s.shopId, product_items: s.items, auto_match: 0 })).json()).data;
    expect(off).toMatchObject({ auto_matched: false, applied_codes: [], discount: 0 });
  });

  it('refuses bad input with a 400 and a message', async () => {
    const s = seeded[0]!;
    for (const body of [{ shop_id: s.shopId, product_items: 'not json' }, { shop_id: s.shopId, product_items: s.items, promo_codes: Array(11).fill('X') }, { shop_id: s.shopId, product_items: s.items, auto_match: 2 }]) {
      const res = await validate(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).not.toBe('');
    }
  });
});
