import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryDates } from '../../core/checkout/service-dates';
import { cartCalculateResponseSchema } from '../../core/schemas/cart';
import { checkoutOptionsResponseSchema, orderQuoteResponseSchema } from '../../core/schemas/checkout';
import { apiErrorSchema } from '../../core/schemas/common';
import { shopDetailResponseSchema } from '../../core/schemas/shop';
import {
  settingsPageResponseSchema,
  type ShopSettingsBody,
  shopSettingsResponseSchema,
  type WarehouseHoursBody,
  warehouseHoursResponseSchema,
} from '../../core/schemas/shop-settings';
import { signInCustomer, signInStaff, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, get, plainProducts, post, SHOP } from './orders-support';

/**
 * Shop settings in the back office (issue 17): what a manager saves is what the storefront, cart
 * calculate, checkout options, the quote and place order use at once, through core's rules.
 * The clock is Tuesday 17 November 2026, 10:00 in Toronto.
 */

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('back-office shop settings on %s', (target) => {
  let t: TestApp;
  let manager: SignedIn;
  let buyer: SignedInCustomer;
  let addressId: number;
  let productId: number;
  let priceCents: number;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    manager = await signInStaff(t, 'manager');
    buyer = await signInCustomer(t);
    addressId = await addAddress(t, buyer.customerId);
    const plain = (await plainProducts(t))[0]!;
    productId = plain.id;
    priceCents = plain.priceCents;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const put = (url: string, payload: unknown, locale: 'en' | 'cn' | 'fr' = 'en') =>
    t.app.inject({ method: 'PUT', url, headers: manager.headers(locale), payload: payload as object });
  const page = async (shopId = SHOP) => settingsPageResponseSchema.parse((await get(t, manager, `/api/back-office/settings?shop_id=${shopId}`)).json()).data;
  const bodyOf = (view: Awaited<ReturnType<typeof page>>['shop']): ShopSettingsBody => ({
    shop_id: view.shop_id,
    open: view.open,
    min_amount_cents: view.min_amount_cents,
    small_order_fee: view.small_order_fee,
    delivery: view.delivery,
  });
  const saveShop = async (change: (body: ShopSettingsBody) => ShopSettingsBody) => {
    const res = await put('/api/back-office/settings/shop', change(bodyOf((await page()).shop)));
    expect(res.statusCode, res.body).toBe(200);
    return shopSettingsResponseSchema.parse(res.json()).data;
  };
  /** ~$60 of one product. */
  const lines = () => [{ product_id: productId, qty: Math.max(1, Math.ceil(6000 / priceCents)) }];
  const goodsCents = () => lines()[0]!.qty * priceCents;
  const calculate = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webclient/cart/calculate',
      headers: t.headers(),
      payload: { shop_id: SHOP, shipping_type: 'delivery', product_items: lines().map((l) => ({ ...l, note: '', options: [] })) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return cartCalculateResponseSchema.parse(res.json()).data;
  };
  const quote = async (body: object, locale: 'en' | 'fr' = 'en') => {
    const res = await post(t, buyer, '/api/webclient/order/quote', body, { locale });
    expect(res.statusCode, res.body).toBe(200);
    return orderQuoteResponseSchema.parse(res.json()).data;
  };
  const place = (body: object, locale: 'en' | 'cn' | 'fr' = 'en') =>
    post(t, buyer, '/api/webclient/order/place_order', body, { locale, headers: { 'idempotency-key': `settings-test-${(keys += 1)}` } });

  it('shows every shop, the chosen shop’s settings with today’s rules as defaults, and its warehouses', async () => {
    const data = await page();
    expect(data.shops.map((s) => s.id)).toEqual([17243, 17244, 17245]);
    expect(data.shop).toMatchObject({
      shop_id: SHOP,
      open: true,
      min_amount_cents: 0,
      small_order_fee: { enabled: true, rules: [{ end_cents: 10_000, value_cents: 990 }] },
      delivery: { cutoff: '23:59', weekdays: [0, 1, 2, 3, 4, 5], friday_choice: true, ontario_holidays: true, closed_dates: [] },
    });
    expect(data.warehouses[0]!.days[0]).toEqual({ weekday: 0, closed: false, open: '13:00', close: '16:00' });
    expect(data.warehouses[0]!.days[6]).toMatchObject({ weekday: 6, closed: true });
    // Without shop_id: the first shop; an unknown one is a translated 404.
    expect((await get(t, manager, '/api/back-office/settings')).statusCode).toBe(200);
    const missing = await get(t, manager, '/api/back-office/settings?shop_id=999', 'fr');
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).message).toBe('Cette boutique n’existe pas.');
  });

  it('a new minimum spend and small-order fee reach the shop detail, cart calculate, the quote and place order at once', async () => {
    const before = await calculate();
    expect(before.small_order_fee).toMatchObject({ kind: 'fee', fee: 9.9, end: 100 });

    const minimum = goodsCents() + 500;
    await saveShop((b) => ({ ...b, min_amount_cents: minimum, small_order_fee: { enabled: true, rules: [{ end_cents: 5_000, value_cents: 300 }, { end_cents: 20_000, value_cents: 1_250 }] } }));

    const detail = shopDetailResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/webclient/shop/detail?mid=${SHOP}`, headers: t.headers() })).json()).data;
    expect(detail.min_amount).toBe(minimum / 100);
    expect(detail.service_fee.rules).toEqual([{ end: 50, value: 3 }, { end: 200, value: 12.5 }]);
    const after = await calculate();
    expect(after.small_order_fee).toMatchObject({ kind: 'fee', fee: 12.5, end: 200 });
    const options = checkoutOptionsResponseSchema.parse((await get(t, buyer, `/api/webclient/checkout/options?shop_id=${SHOP}`)).json()).data;
    expect(options.min_amount).toBe(minimum / 100);

    const body = deliveryBody(addressId, lines());
    const refused = await quote(body);
    expect(refused.payable).toBe(false);
    expect(refused.refusal).toBe(`You need to reach the minimum spend: $${(minimum / 100).toFixed(2)}`);
    const placed = await place(body, 'fr');
    expect(placed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(placed.json()).error).toBe('BELOW_MIN_AMOUNT');

    await saveShop((b) => ({ ...b, min_amount_cents: 0 }));
    const q = await quote(body);
    expect(q.refusal).toBeNull();
    expect(q.fee_lines).toContainEqual({ code: 'small_order_fee', amount: 12.5 });

    await saveShop((b) => ({ ...b, small_order_fee: { enabled: false, rules: b.small_order_fee.rules } }));
    expect((await calculate()).small_order_fee.kind).toBe('none');
    await saveShop((b) => ({ ...b, small_order_fee: { enabled: true, rules: [{ end_cents: 10_000, value_cents: 990 }] } }));
  });

  it('a new cut-off and delivery days change the dates offered, and place order refuses a date no longer offered', async () => {
    const options = async () => checkoutOptionsResponseSchema.parse((await get(t, buyer, `/api/webclient/checkout/options?shop_id=${SHOP}`)).json()).data;
    expect((await options()).delivery_dates).toEqual(['2026-11-18']);

    // Cut-off 09:30: the 10:00 order counts as Wednesday's → Thursday.
    await saveShop((b) => ({ ...b, delivery: { ...b.delivery, cutoff: '09:30' } }));
    expect((await options()).delivery_dates).toEqual(['2026-11-19']);
    const wednesday = await place(deliveryBody(addressId, lines(), { service_date: '2026-11-18' }), 'fr');
    expect(wednesday.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wednesday.json()).error).toBe('DATE_NOT_OFFERED');

    // Thursdays not delivered and Friday 20 closed: the next delivery day is Saturday 21.
    await saveShop((b) => ({ ...b, delivery: { ...b.delivery, weekdays: [0, 1, 2, 4, 5], closed_dates: ['2026-11-20'] } }));
    expect((await options()).delivery_dates).toEqual(['2026-11-21']);
    expect((await options()).delivery_dates).toEqual(
      deliveryDates(clock(), { cutoff: '09:30', weekdays: [0, 1, 2, 4, 5], friday_choice: true, ontario_holidays: true, closed_dates: ['2026-11-20'] }),
    );
    const refused = await place(deliveryBody(addressId, lines(), { service_date: '2026-11-19' }));
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).error).toBe('DATE_NOT_OFFERED');
    const accepted = await place(deliveryBody(addressId, lines(), { service_date: '2026-11-21' }));
    expect(accepted.statusCode, accepted.body).toBe(200);

    await saveShop((b) => ({ ...b, delivery: { cutoff: '23:59', weekdays: [0, 1, 2, 3, 4, 5], friday_choice: true, ontario_holidays: true, closed_dates: [] } }));
    expect((await options()).delivery_dates).toEqual(['2026-11-18']);
  });

  it('a closed shop refuses the quote and place order with a translated message, and shows closed', async () => {
    await saveShop((b) => ({ ...b, open: false }));
    const detail = shopDetailResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/webclient/shop/detail?mid=${SHOP}`, headers: t.headers() })).json()).data;
    expect(detail.open).toBe(0);
    const body = deliveryBody(addressId, lines());
    expect((await quote(body)).refusal).toBe('The shop is currently closed!');
    const refused = await place(body, 'fr');
    expect(refused.statusCode).toBe(400);
    const error = apiErrorSchema.parse(refused.json());
    expect(error.error).toBe('SHOP_CLOSED');
    expect(error.message).not.toBe('The shop is currently closed!');
    await saveShop((b) => ({ ...b, open: true }));
    expect((await place(body)).statusCode).toBe(200);
  });

  it('warehouse hours and closed dates change the pickup days offered', async () => {
    const { warehouses } = await page();
    const warehouse = warehouses[0]!;
    const body: WarehouseHoursBody = {
      warehouse_id: warehouse.warehouse_id,
      days: warehouse.days.map((d) => (d.weekday === 2 ? { ...d, open: '09:00', close: '11:00' } : d)),
      closed_dates: ['2026-11-19', '2026-11-17'],
    };
    const res = await put('/api/back-office/settings/warehouse', body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = warehouseHoursResponseSchema.parse(res.json()).data;
    expect(saved.closed_dates).toEqual(['2026-11-17', '2026-11-19']);
    expect(saved.days[2]).toEqual({ weekday: 2, closed: false, open: '09:00', close: '11:00' });
    const fetched = warehouseHoursResponseSchema.parse((await get(t, manager, `/api/back-office/settings/warehouse?warehouse_id=${warehouse.warehouse_id}`)).json()).data;
    expect(fetched).toEqual(saved);

    const options = checkoutOptionsResponseSchema.parse((await get(t, buyer, `/api/webclient/checkout/options?shop_id=${SHOP}&shipping_type=pickup`)).json()).data;
    const days = options.warehouses.find((w) => w.id === warehouse.warehouse_id)!.pickup_days;
    // Tuesday 17 and Thursday 19 closed; Wednesday 18 09:00–11:00.
    expect(days.map((d) => d.date)).toEqual(['2026-11-18', '2026-11-20', '2026-11-23']);
    expect(days[0]!.slots).toEqual(['09:00', '09:30', '10:00', '10:30']);

    const back = await put('/api/back-office/settings/warehouse', { ...body, days: warehouse.days, closed_dates: [] });
    expect(back.statusCode).toBe(200);
  });

  it('refuses bad input with translated messages and changes nothing', async () => {
    const shop = bodyOf((await page()).shop);
    const bad: [unknown, string][] = [
      [{ ...shop, min_amount_cents: -1 }, 'validation.amount_invalid'],
      [{ ...shop, min_amount_cents: 12.5 }, 'validation.amount_invalid'],
      [{ ...shop, small_order_fee: { enabled: true, rules: [{ end_cents: 20_000, value_cents: 500 }, { end_cents: 10_000, value_cents: 990 }] } }, 'validation.fee_rules_ascending'],
      [{ ...shop, delivery: { ...shop.delivery, cutoff: '25:00' } }, 'validation.clock_invalid'],
      [{ ...shop, delivery: { ...shop.delivery, weekdays: [] } }, 'validation.weekdays_required'],
      [{ ...shop, delivery: { ...shop.delivery, closed_dates: ['2026-02-30'] } }, 'validation.date_invalid'],
    ];
    for (const [payload, key] of bad) {
      const res = await put('/api/back-office/settings/shop', payload, 'fr');
      expect(res.statusCode, key).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.error).toBe('VALIDATION_FAILED');
      expect(error.message, key).not.toContain('validation.');
      expect(error.message.length).toBeGreaterThan(10);
    }
    const { warehouses } = await page();
    const w = warehouses[0]!;
    const reversed = await put('/api/back-office/settings/warehouse', { warehouse_id: w.warehouse_id, days: w.days.map((d) => ({ ...d, closed: false, open: '16:00', close: '13:00' })), closed_dates: [] }, 'cn');
    expect(reversed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(reversed.json()).message).toBe('关门时间必须晚于开门时间。');
    const sixDays = await put('/api/back-office/settings/warehouse', { warehouse_id: w.warehouse_id, days: w.days.slice(1), closed_dates: [] });
    expect(sixDays.statusCode).toBe(400);
    const unknown = await put('/api/back-office/settings/warehouse', { warehouse_id: 999, days: w.days, closed_dates: [] });
    expect(unknown.statusCode).toBe(404);
    const unknownShop = await put('/api/back-office/settings/shop', { ...shop, shop_id: 999 });
    expect(unknownShop.statusCode).toBe(404);
    expect((await page()).shop).toEqual({ ...shop, name: (await page()).shop.name });
  });
});
