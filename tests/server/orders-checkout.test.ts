import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../core/checkout/checkout-rules';
import { deliveryDates, deliverySlots, pickupDays } from '../../core/checkout/service-dates';
import { checkoutOptionsResponseSchema, orderQuoteResponseSchema, placedOrderResponseSchema } from '../../core/schemas/checkout';
import { orderDetailResponseSchema } from '../../core/schemas/order';
import { carts, coupons, customerCoupons, customers, orders, orderStatusLog, shops } from '../../server/db/schema';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { couponCacheFor } from '../../server/services/promotions/coupon-cache';
import { signInAgentFor, signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, deliveryDate, get, NOW, plainProducts, post, refreshCatalogue, setStock, SHOP, stockOf } from './orders-support';

const QUOTE = '/api/webclient/order/quote';
const PLACE = '/api/webclient/order/place_order';

describe.each(dbTargets())('checkout and place order on %s', (target) => {
  let t: TestApp;
  let buyer: SignedInCustomer;
  let addressId: number;
  let plain: ProductRecord[];
  let notPickable: ProductRecord;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    buyer = await signInCustomer(t);
    addressId = await addAddress(t, buyer.customerId);
    plain = await plainProducts(t, { pickup: true });
    notPickable = (await plainProducts(t, { pickup: false }))[0]!;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const quote = async (body: object, locale: 'en' | 'cn' | 'fr' = 'en', who = buyer) => {
    const res = await post(t, who, QUOTE, body, { locale });
    expect(res.statusCode, res.body).toBe(200);
    return orderQuoteResponseSchema.parse(res.json()).data;
  };
  let keys = 0;
  const place = (body: object, opts: { locale?: 'en' | 'cn' | 'fr'; who?: SignedInCustomer | Awaited<ReturnType<typeof signInAgentFor>> } = {}) =>
    post(t, opts.who ?? buyer, PLACE, body, { locale: opts.locale, headers: { 'idempotency-key': `checkout-test-${(keys += 1)}` } });
  /** ~$60 of goods: under the $100 small-order-fee threshold. */
  const smallCart = () => [{ product_id: plain[0]!.id, qty: Math.max(1, Math.ceil(6000 / plain[0]!.priceCents)) }];
  /** Comfortably over $150 (a welcome coupon's threshold). */
  const bigCart = () => [
    { product_id: plain[1]!.id, qty: Math.ceil(10_000 / plain[1]!.priceCents) },
    { product_id: plain[2]!.id, qty: Math.ceil(10_000 / plain[2]!.priceCents) },
  ];

  it('needs a customer session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/webclient/checkout/options?shop_id=${SHOP}`, headers: t.headers() });
    expect(res.statusCode).toBe(401);
    const quoteRes = await t.app.inject({ method: 'POST', url: QUOTE, headers: t.headers(), payload: {} });
    expect(quoteRes.statusCode).toBe(401);
  });

  it('offers next-day delivery dates, 30-minute slots, pickup days and the payment types of the shipping type', async () => {
    const delivery = checkoutOptionsResponseSchema.parse(
      (await get(t, buyer, `/api/webclient/checkout/options?shop_id=${SHOP}&shipping_type=delivery`)).json(),
    ).data;
    expect(delivery.delivery_dates).toEqual(deliveryDates(clock()));
    expect(delivery.delivery_dates).toEqual(['2026-11-18']);
    expect(delivery.delivery_slots).toEqual(deliverySlots());
    expect(delivery.payment_types).toEqual(['card', 'pad', 'cash']);
    expect(delivery.min_payable).toBe(0.5);
    expect(delivery.min_amount).toBe(0);
    expect(delivery.warehouses.map((w) => w.id)).toEqual([1]);
    expect(delivery.warehouses[0]!.pickup_days).toEqual(pickupDays(clock(), ['Monday,13:00-16:00', 'Tuesday,13:00-16:00', 'Wednesday,13:00-16:00', 'Thursday,13:00-16:00', 'Friday,13:00-16:00', 'Saturday,Closed', 'Sunday,Closed']));
    expect(delivery.warehouses[0]!.pickup_days[0]).toEqual({ date: '2026-11-17', slots: ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30'] });

    const pickup = checkoutOptionsResponseSchema.parse(
      (await get(t, buyer, `/api/webclient/checkout/options?shop_id=${SHOP}&shipping_type=pickup`)).json(),
    ).data;
    expect(pickup.payment_types).toEqual(['card', 'pad']);

    await t.handle.db.update(customers).set({ payLater: true }).where(eq(customers.id, buyer.customerId));
    const flagged = checkoutOptionsResponseSchema.parse((await get(t, buyer, `/api/webclient/checkout/options?shop_id=${SHOP}`)).json()).data;
    expect(flagged.payment_types).toEqual(['card', 'pad', 'cash', 'pay_later']);
    // Ottawa does not offer Pay Later at all.
    const ottawa = checkoutOptionsResponseSchema.parse((await get(t, buyer, '/api/webclient/checkout/options?shop_id=17244')).json()).data;
    expect(ottawa.payment_types).toEqual(['card', 'pad', 'cash']);
    await t.handle.db.update(customers).set({ payLater: false }).where(eq(customers.id, buyer.customerId));

    expect((await get(t, buyer, '/api/webclient/checkout/options?shop_id=999')).statusCode).toBe(404);
  });

  it('quotes the small order fee, 13% tax and the 2% card fee; the placed order charges exactly the quote', async () => {
    // A taxable supply (containers, paper, cleaning, soft drinks): HST 13 % on the line.
    const taxable = (await plainProducts(t, { pickup: true, taxClass: 'taxable' }))[0]!;
    const lines = [{ product_id: taxable.id, qty: Math.max(1, Math.ceil(6000 / taxable.priceCents)) }];
    const body = deliveryBody(addressId, lines, { tips: 2 });
    const q = await quote(body);
    const goods = lines[0]!.qty * taxable.priceCents;
    const tax = Math.round(goods * 0.13);
    const card = Math.round((goods + tax + 990) * 0.02);
    expect(q.payable).toBe(true);
    expect(q.refusal).toBeNull();
    expect(q.fee_lines).toEqual([
      { code: 'subtotal', amount: goods / 100 },
      { code: 'tax', amount: tax / 100 },
      { code: 'small_order_fee', amount: 9.9 },
      { code: 'channel_fee', amount: card / 100 },
      { code: 'tips', amount: 2 },
      { code: 'total', amount: (goods + tax + 990 + card + 200) / 100 },
    ]);
    expect(q.total).toBe((goods + tax + 990 + card + 200) / 100);

    const res = await place(body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = placedOrderResponseSchema.parse(res.json()).data;
    expect(placed).toMatchObject({ total: q.total, payment_type: 'card', payment_status: 'unpaid', replayed: false });
    expect(placed.order_no).toBe(orderNumber('2026-11-17', placed.order_id));

    const detail = orderDetailResponseSchema.parse((await get(t, buyer, `/api/webclient/order/detail?order_id=${placed.order_id}`)).json()).data;
    expect(detail.fee_lines).toEqual(q.fee_lines);
    expect(detail.total).toBe(q.total);
    expect(detail).toMatchObject({
      order_type: 6,
      status: 'processing',
      payment_status: 'unpaid',
      shipping_type: 'delivery',
      service_date: deliveryDate(),
      time_preference: 'asap',
      language: 'en',
      aid: 0,
      warehouse_id: null,
      item_count: lines[0]!.qty,
      created_at: new Date(NOW).toISOString(),
      contact: { name: 'Golden Wok', tel: '4165550199', postal_code: 'M5H 2N2' },
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({ product_id: taxable.id, name: taxable.nameEn, qty: lines[0]!.qty, price: taxable.priceCents / 100, row_total: goods / 100, is_gift: false, tax_rate_bps: 1300 }),
    ]);
    expect(detail.status_log).toEqual([{ status: 'processing', payment_status: 'unpaid', note: 'Order placed', at: new Date(NOW).toISOString() }]);
    // The alias answers the same order.
    const alias = await get(t, buyer, `/api/order_detail?order_id=${placed.order_id}`);
    expect(orderDetailResponseSchema.parse(alias.json())).toEqual({ status: 1, data: detail });
  });

  it('waives the small order fee from $100 and credits PAD with a 1% cashback', async () => {
    const body = deliveryBody(addressId, bigCart(), { payment_type: 'pad' });
    const q = await quote(body);
    expect(q.fee_lines.map((f) => f.code)).not.toContain('small_order_fee');
    expect(q.fee_lines.map((f) => f.code)).not.toContain('channel_fee');
    const totalCents = Math.round(q.total * 100);
    expect(q.cashback).toBe(Math.round(totalCents / 100) / 100);
    expect(q.cashback).toBeGreaterThan(1);
  });

  it('takes a combo\'s saving off with the other discounts, and charges what the quote said', async () => {
    const snapshot = await t.app.catalogue.current();
    const simple = (id: number) => {
      const p = snapshot.products.get(id);
      return p !== undefined && p.status === 0 && p.isSpecial === 0 && p.batchPrices.length === 0 && p.optionGroups.length === 0;
    };
    const combo = (snapshot.combos.get(SHOP) ?? []).find((c) => c.status === 1 && c.items.every((i) => simple(i.product_id)))!;
    expect(combo).toBeDefined();
    const regular = combo.items.reduce((sum, i) => sum + snapshot.products.get(i.product_id)!.priceCents * i.qty, 0);
    const saving = regular - combo.comboPriceCents;
    expect(saving).toBeGreaterThan(0);
    const lines = combo.items.map((i) => ({ product_id: i.product_id, qty: i.qty }));
    const plainBody = deliveryBody(addressId, lines);
    const withCombo = { ...plainBody, product_combo_items: [{ combo_id: combo.id, times: 1 }] };
    const without = await quote({ ...plainBody, product_combo_items: '' });
    const q = await quote(withCombo);
    // The spec's form (§7: a JSON string) quotes the same.
    expect(await quote({ ...withCombo, product_combo_items: JSON.stringify(withCombo.product_combo_items) })).toEqual(q);
    const discount = (x: typeof q) => x.fee_lines.find((f) => f.code === 'discount')?.amount ?? 0;
    expect(Math.round((discount(without) - discount(q)) * 100)).toBe(saving);
    const res = await place(withCombo);
    expect(res.statusCode, res.body).toBe(200);
    const placed = placedOrderResponseSchema.parse(res.json()).data;
    expect(placed.total).toBe(q.total);
    const detail = orderDetailResponseSchema.parse((await get(t, buyer, `/api/webclient/order/detail?order_id=${placed.order_id}`)).json()).data;
    expect(detail.fee_lines).toEqual(q.fee_lines);
  });

  it('keeps options, catch-weight fields and the spend-tier gift on the order lines', async () => {
    const snapshot = await t.app.catalogue.current();
    const stock = snapshot.stock.get(SHOP)!;
    const inStock = (id: number) => (stock.get(id) ?? 0) === -9999 || (stock.get(id) ?? 0) > 10;
    const withOptions = [...snapshot.products.values()].find((p) => p.status === 0 && p.optionGroups.length > 0 && inStock(p.id) && p.isSpecial === 0)!;
    const weighed = [...snapshot.products.values()].find(
      (p) => p.status === 0 && p.needWeigh === 1 && inStock(p.id) && p.optionGroups.length === 0 && p.batchPrices.length === 0 && p.isSpecial === 0 && p.max === 0,
    )!;
    const options = withOptions.optionGroups.map((g) => ({
      group_id: g.id,
      items: (g.type === 'radio' ? g.items.slice(0, 1) : g.items.slice(0, Math.max(1, g.min))).map((i) => ({ item_id: i.id, qty: 1 })),
    }));
    const firstItem = withOptions.optionGroups[0]!.items[0]!;
    const lines = [
      { product_id: withOptions.id, qty: 1, options, note: 'no ice' },
      { product_id: weighed.id, qty: 2 },
      // Over $600: the spend tier's gift.
      { product_id: plain[5]!.id, qty: Math.ceil(70_000 / plain[5]!.priceCents) },
    ];
    const q = await quote(deliveryBody(addressId, lines));
    expect(q.payable, q.refusal ?? '').toBe(true);
    const res = await place(deliveryBody(addressId, lines), { locale: 'cn' });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = placedOrderResponseSchema.parse(res.json()).data.order_id;
    const detail = orderDetailResponseSchema.parse((await get(t, buyer, `/api/webclient/order/detail?order_id=${orderId}`, 'cn')).json()).data;
    expect(detail.language).toBe('cn');
    const [optionLine, weighedLine, bulkLine, gift] = detail.lines;
    expect(optionLine).toMatchObject({ product_id: withOptions.id, note: 'no ice', is_gift: false });
    expect(optionLine!.name).toContain(`${withOptions.optionGroups[0]!.label.cn}: ${firstItem.name.cn} * 1`);
    expect(weighedLine).toMatchObject({ product_id: weighed.id, need_weigh: 1, weight_value: weighed.weightValue, weight_unit: weighed.weightUnit });
    expect(bulkLine!.product_id).toBe(plain[5]!.id);
    expect(gift).toMatchObject({ qty: 1, row_total: 0, price: 0, is_gift: true });
    // The gift's line carries its product's HST class like any other line (free, so it adds no tax).
    expect(gift!.tax_rate_bps).toBe(snapshot.products.get(gift!.product_id)!.taxClass === 'taxable' ? 1300 : 0);
    expect(bulkLine!.tax_rate_bps).toBe(plain[5]!.taxClass === 'taxable' ? 1300 : 0);
    expect(detail.item_count).toBe(lines.reduce((sum, l) => sum + l.qty, 0));
  });

  it('empties the customer\'s server cart once the order is placed', async () => {
    const shopper = await signInCustomer(t);
    const address = await addAddress(t, shopper.customerId);
    const lines = smallCart();
    const calc = await post(t, shopper, '/api/webclient/cart/calculate', { shop_id: SHOP, product_items: lines.map((l) => ({ ...l, note: '', options: [] })) });
    expect(calc.statusCode, calc.body).toBe(200);
    expect((await t.handle.db.select().from(carts).where(eq(carts.customerId, shopper.customerId)))[0]!.items).toHaveLength(1);
    const res = await post(t, shopper, '/api/place_order', deliveryBody(address, lines), { headers: { 'idempotency-key': 'cart-empties-1' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.handle.db.select().from(carts).where(eq(carts.customerId, shopper.customerId)))[0]!.items).toEqual([]);
  });

  describe('refusals, in the caller\'s language', () => {
    it('an empty cart', async () => {
      const q = await quote(deliveryBody(addressId, []));
      expect(q).toMatchObject({ payable: false, refusal: 'Your cart is empty' });
      const res = await place(deliveryBody(addressId, []));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'EMPTY_CART', message: 'Your cart is empty' });
    });

    it('a date or time that was not offered', async () => {
      const res = await place(deliveryBody(addressId, smallCart(), { service_date: '2026-11-17' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'DATE_NOT_OFFERED', message: 'This delivery date is not available. Choose one of: 2026-11-18.' });
      const fr = await place(deliveryBody(addressId, smallCart(), { service_date: '2026-11-22' }), { locale: 'fr' });
      expect(fr.statusCode).toBe(400);
      expect(fr.json().message).toBe('Cette date de livraison n’est pas offerte. Choisissez parmi : 2026-11-18.');
      const slot = await place(deliveryBody(addressId, smallCart(), { time_preference: '07:30' }));
      expect(slot.statusCode).toBe(400);
      expect(slot.json().error).toBe('SLOT_NOT_OFFERED');
      const ok = await place(deliveryBody(addressId, smallCart(), { time_preference: '09:30' }));
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('another customer\'s address', async () => {
      const other = await signInCustomer(t);
      const theirs = await addAddress(t, other.customerId);
      const res = await place(deliveryBody(theirs, smallCart()));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'ADDRESS_NOT_FOUND', message: 'This address is not in your address book.' });
      const cn = await place(deliveryBody(theirs, smallCart()), { locale: 'cn' });
      expect(cn.json().message).toBe('该地址不在您的地址簿中。');
    });

    it('an address outside the shop\'s delivery zone', async () => {
      const montreal = await addAddress(t, buyer.customerId, { lat: 45.5019, lng: -73.5674 });
      const res = await place(deliveryBody(montreal, smallCart()));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'ADDRESS_OUT_OF_ZONE', message: 'Your address is not valid for delivery' });
    });

    it('cash on a pickup order', async () => {
      const pickupDay = pickupDays(clock(), ['Tuesday,13:00-16:00', 'Wednesday,13:00-16:00'])[0]!.date;
      const body = { shop_id: SHOP, shipping_type: 'pickup', product_items: smallCart(), payment_type: 'cash', service_date: pickupDay, warehouse_id: 1 };
      const q = await quote(body);
      expect(q.payable).toBe(false);
      expect(q.refusal).toMatch(/^Pay on arrive is disabled on pickup order/);
      const res = await place(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'CASH_ON_PICKUP', message: expect.stringMatching(/^Pay on arrive is disabled on pickup order/) });
      // The same order paid by card is fine, and its contact is the warehouse.
      const card = await place({ ...body, payment_type: 'card', time_preference: '14:30' });
      expect(card.statusCode, card.body).toBe(200);
      const detail = orderDetailResponseSchema.parse(
        (await get(t, buyer, `/api/webclient/order/detail?order_id=${placedOrderResponseSchema.parse(card.json()).data.order_id}`)).json(),
      ).data;
      expect(detail).toMatchObject({ shipping_type: 'pickup', warehouse_id: 1, time_preference: '14:30', contact: { addr: '2300 Markham Rd, Scarborough, ON M1B 2W4' } });
      // Saturday: the warehouse is closed.
      const closed = await place({ ...body, payment_type: 'card', service_date: '2026-11-21' });
      expect(closed.statusCode).toBe(400);
      expect(closed.json().error).toBe('DATE_NOT_OFFERED');
      // Another shop's warehouse.
      const ottawa = await place({ ...body, payment_type: 'card', warehouse_id: 2 });
      expect(ottawa.statusCode).toBe(400);
      expect(ottawa.json().error).toBe('WAREHOUSE_NOT_FOUND');
    });

    it('pickup with meat or frozen lines names them', async () => {
      const pickupDay = pickupDays(clock(), ['Tuesday,13:00-16:00'])[0]!.date;
      const body = {
        shop_id: SHOP,
        shipping_type: 'pickup',
        product_items: [...smallCart(), { product_id: notPickable.id, qty: 1 }],
        payment_type: 'card',
        service_date: pickupDay,
        warehouse_id: 1,
      };
      const q = await quote(body);
      expect(q.payable).toBe(false);
      expect(q.not_pickable_product_ids).toEqual([notPickable.id]);
      expect(q.refusal).toBe(`These items cannot be picked up: ${notPickable.nameEn}. Choose delivery or remove them.`);
      const res = await place(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('NOT_PICKABLE');
    });

    it('Pay Later without the account flag', async () => {
      const res = await place(deliveryBody(addressId, smallCart(), { payment_type: 'pay_later' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'PAY_LATER_NOT_ALLOWED', message: 'Pay Later is not available for this account.' });
    });

    it('below the shop\'s minimum spend', async () => {
      await t.handle.db.update(shops).set({ minAmountCents: 500_00 }).where(eq(shops.id, SHOP));
      await refreshCatalogue(t);
      try {
        const q = await quote(deliveryBody(addressId, smallCart()));
        expect(q).toMatchObject({ payable: false, refusal: 'You need to reach the minimum spend: $500.00' });
        const res = await place(deliveryBody(addressId, smallCart()), { locale: 'fr' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'BELOW_MIN_AMOUNT', message: 'Vous devez atteindre le montant minimum : 500,00\u00a0$' });
      } finally {
        await t.handle.db.update(shops).set({ minAmountCents: 0 }).where(eq(shops.id, SHOP));
        await refreshCatalogue(t);
      }
    });

    it('a closed shop: "The shop is currently closed!" (spec §8)', async () => {
      const placedBefore = (await t.handle.db.select().from(orders).where(eq(orders.customerId, buyer.customerId))).length;
      await t.handle.db.update(shops).set({ open: false }).where(eq(shops.id, SHOP));
      await refreshCatalogue(t);
      try {
        const q = await quote(deliveryBody(addressId, smallCart()));
        expect(q).toMatchObject({ payable: false, refusal: 'The shop is currently closed!' });
        expect((await quote(deliveryBody(addressId, smallCart()), 'fr')).refusal).toBe('La boutique est actuellement fermée !');
        const res = await place(deliveryBody(addressId, smallCart()), { locale: 'cn' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'SHOP_CLOSED', message: '店铺目前已打烊！' });
        expect(await t.handle.db.select().from(orders).where(eq(orders.customerId, buyer.customerId))).toHaveLength(placedBefore);
      } finally {
        await t.handle.db.update(shops).set({ open: true }).where(eq(shops.id, SHOP));
        await refreshCatalogue(t);
      }
      expect((await quote(deliveryBody(addressId, smallCart()))).payable).toBe(true);
    });

    it('an order amount below $0.50', async () => {
      const [coupon] = await t.handle.db
        .insert(coupons)
        .values({
          code: 'ALLFREE',
          name: { en: 'Everything free', cn: '全免', fr: 'Tout gratuit' },
          kind: 'percent',
          value: 10_000,
          startsAt: new Date('2026-01-01T00:00:00Z'),
          endsAt: new Date('2027-01-01T00:00:00Z'),
        })
        .returning({ id: coupons.id });
      await t.handle.db.insert(customerCoupons).values({ customerId: buyer.customerId, couponId: coupon!.id });
      couponCacheFor(t.handle.db).invalidate();
      const body = deliveryBody(addressId, bigCart(), { promo_codes: ['ALLFREE'], payment_type: 'pad' });
      const q = await quote(body);
      expect(q.total).toBe(0);
      expect(q).toMatchObject({ payable: false, refusal: 'The order amount must be larger than $0.50.' });
      const res = await place(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'BELOW_MIN_PAYABLE', message: 'The order amount must be larger than $0.50.' });
      // Nothing was placed and the coupon is still there to use.
      const held = await t.handle.db.select().from(customerCoupons).where(eq(customerCoupons.couponId, coupon!.id));
      expect(held.map((h) => h.status)).toEqual(['available']);
    });

    it('out of stock, naming the product and the units left', async () => {
      const product = plain[3]!;
      await setStock(t, product.id, 2);
      const body = deliveryBody(addressId, [{ product_id: product.id, qty: 5 }]);
      const q = await quote(body);
      expect(q).toMatchObject({ payable: false, refusal: `Not enough stock: ${product.nameEn} (2 left). Lower the quantities or remove these items.` });
      const res = await place(body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'OUT_OF_STOCK', message: `Not enough stock: ${product.nameEn} (2 left). Lower the quantities or remove these items.` });
    });

    it('a line the cart refuses is left out of the quote\'s figures and the order is refused with its message', async () => {
      const good = plain[0]!;
      const scarce = plain[4]!;
      const before = await stockOf(t, scarce.id);
      await setStock(t, scarce.id, 1);
      try {
        const body = deliveryBody(addressId, [{ product_id: good.id, qty: 1 }, { product_id: scarce.id, qty: 3 }]);
        const q = await quote(body);
        // Only the good line is counted: subtotal = its price (the scarce line's 3 units are not).
        expect(q.fee_lines.find((l) => l.code === 'subtotal')?.amount).toBe(good.priceCents / 100);
        expect(q.messages).toMatchObject([{ product_id: scarce.id, code: 'over_stock' }]);
        expect(q).toMatchObject({ payable: false, refusal: `Not enough stock: ${scarce.nameEn} (1 left). Lower the quantities or remove these items.` });
        const res = await place(body);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ error: 'OUT_OF_STOCK' });
      } finally {
        await setStock(t, scarce.id, before);
      }

      // A product whose radio group needs a choice, ordered without one.
      const snapshot = await t.app.catalogue.current();
      const radio = [...snapshot.products.values()].find(
        (p) => p.status === 0 && snapshot.stock.get(SHOP)?.has(p.id) && p.optionGroups.some((g) => g.type === 'radio' && g.min > 0),
      )!;
      const group = radio.optionGroups.find((g) => g.type === 'radio' && g.min > 0)!;
      const unchosen = deliveryBody(addressId, [{ product_id: good.id, qty: 1 }, { product_id: radio.id, qty: 1 }]);
      const refused = await quote(unchosen, 'fr');
      expect(refused.fee_lines.find((l) => l.code === 'subtotal')?.amount).toBe(good.priceCents / 100);
      expect(refused.payable).toBe(false);
      expect(refused.refusal).toContain(`Veuillez choisir ${group.label.fr}`);
      const placed = await place(unchosen, { locale: 'fr' });
      expect(placed.statusCode).toBe(400);
      expect(placed.json()).toMatchObject({ error: 'LINES_REFUSED' });
    });

    it('malformed or impossible input answers 4xx, never 500', async () => {
      const good = deliveryBody(addressId, smallCart());
      const cases: [string, object][] = [
        ['invalid product_items JSON', { ...good, product_items: '[{' }],
        ['no payment type', { ...good, payment_type: undefined }],
        ['unknown payment type', { ...good, payment_type: 'bitcoin' }],
        ['negative tips', { ...good, tips: -1 }],
        ['impossible date', { ...good, service_date: '2026-13-45' }],
        ['bad time', { ...good, time_preference: '25:00' }],
        ['unknown shop', { ...good, shop_id: 999 }],
        ['unknown product', { ...good, product_items: [{ product_id: 987654, qty: 1 }] }],
        ['zero quantity', { ...good, product_items: [{ product_id: plain[0]!.id, qty: 0 }] }],
        ['unknown option', { ...good, product_items: [{ product_id: plain[0]!.id, qty: 1, options: [{ group_id: 999999, items: [{ item_id: 1, qty: 1 }] }] }] }],
        ['no address', { ...good, contact_id: undefined }],
        ['missing address id', { ...good, contact_id: 2_000_000_000 }],
        ['pickup without warehouse', { ...good, shipping_type: 'pickup' }],
        ['unknown warehouse', { ...good, shipping_type: 'pickup', warehouse_id: 77 }],
      ];
      for (const [name, body] of cases) {
        const res = await place(body);
        expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
        expect(typeof res.json().message, name).toBe('string');
      }
      const quoteRes = await post(t, buyer, QUOTE, { ...good, product_items: 'nope' });
      expect(quoteRes.statusCode).toBe(400);
      const detail = await get(t, buyer, '/api/webclient/order/detail?order_id=-1');
      expect(detail.statusCode).toBe(400);
      const change = await post(t, buyer, '/api/webclient/order/change_payment_type', { order_id: 1, payment_type: 'gold' });
      expect(change.statusCode).toBe(400);
    });

    it('a malformed idempotency key is a translated 400', async () => {
      const res = await post(t, buyer, PLACE, deliveryBody(addressId, smallCart()), { headers: { 'idempotency-key': 'short' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The idempotency key must be 8 to 100 characters.');
    });
  });

  describe('coupons', () => {
    it('uses the customer\'s coupon once, logs it on the order and marks it used', async () => {
      const shopper = await signInCustomer(t);
      const address = await addAddress(t, shopper.customerId);
      const [welcome] = await t.handle.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
      await t.handle.db.insert(customerCoupons).values({ customerId: shopper.customerId, couponId: welcome!.id });
      const body = deliveryBody(address, bigCart(), { promo_codes: ['WELCOME10'] });
      const q = await quote(body, 'en', shopper);
      expect(q.payable).toBe(true);
      expect(q.coupons).toEqual([expect.objectContaining({ code: 'WELCOME10', applied: true, discount: 10 })]);
      expect(q.fee_lines.find((f) => f.code === 'discount')).toEqual({ code: 'discount', amount: -10 });
      const res = await post(t, shopper, PLACE, body, { headers: { 'idempotency-key': 'coupon-once-1' } });
      expect(res.statusCode, res.body).toBe(200);
      const placed = placedOrderResponseSchema.parse(res.json()).data;
      expect(placed.total).toBe(q.total);
      const detail = orderDetailResponseSchema.parse((await get(t, shopper, `/api/webclient/order/detail?order_id=${placed.order_id}`, 'cn')).json()).data;
      expect(detail.coupons).toEqual([{ code: 'WELCOME10', name: '满150减10 新客券', discount: 10 }]);
      const held = await t.handle.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, shopper.customerId));
      expect(held).toEqual([expect.objectContaining({ status: 'used', orderId: placed.order_id })]);
      // Used up: a second order cannot take it again.
      const again = await quote(body, 'en', shopper);
      expect(again.coupons[0]).toMatchObject({ applied: false, valid: false });
    });

    it('a user coupon the customer does not hold is refused', async () => {
      const overSaveThreshold = [...bigCart(), { product_id: plain[4]!.id, qty: Math.ceil(10_000 / plain[4]!.priceCents) }];
      const body = deliveryBody(addressId, overSaveThreshold, { promo_codes: ['SAVE5'] });
      const q = await quote(body);
      expect(q).toMatchObject({ payable: false, refusal: 'The coupon SAVE5 is not in your account or has already been used.' });
    });

    it('an agent ordering for the customer cannot use the customer\'s coupons, and the order records the agent', async () => {
      const shopper = await signInCustomer(t);
      const address = await addAddress(t, shopper.customerId);
      const [welcome] = await t.handle.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
      await t.handle.db.insert(customerCoupons).values({ customerId: shopper.customerId, couponId: welcome!.id });
      const agent = await signInAgentFor(t, shopper.customerId);
      const body = deliveryBody(address, bigCart(), { promo_codes: ['WELCOME10'] });
      const q = orderQuoteResponseSchema.parse((await post(t, agent, QUOTE, body)).json()).data;
      expect(q.coupons[0]).toMatchObject({ code: 'WELCOME10', applied: false, reason: 'agent_order' });
      expect(q.fee_lines.map((f) => f.code)).not.toContain('discount');
      const res = await post(t, agent, PLACE, body, { headers: { 'idempotency-key': 'agent-order-1' } });
      expect(res.statusCode, res.body).toBe(200);
      const placed = placedOrderResponseSchema.parse(res.json()).data;
      expect(placed.total).toBe(q.total);
      const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, placed.order_id));
      expect(row).toMatchObject({ agentId: agent.staffId, customerId: shopper.customerId });
      const [log] = await t.handle.db.select().from(orderStatusLog).where(eq(orderStatusLog.orderId, placed.order_id));
      expect(log!.actor).toBe(`agent:${agent.staffId}`);
      const detail = orderDetailResponseSchema.parse((await get(t, shopper, `/api/webclient/order/detail?order_id=${placed.order_id}`)).json()).data;
      expect(detail.aid).toBe(agent.staffId);
      expect(detail.coupons).toEqual([]);
      const held = await t.handle.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, shopper.customerId));
      expect(held.map((h) => h.status)).toEqual(['available']);
    });
  });
});
