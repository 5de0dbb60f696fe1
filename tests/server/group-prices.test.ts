import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuResponseSchema } from '../../core/schemas/catalogue';
import { cartCalculateResponseSchema } from '../../core/schemas/cart';
import { apiErrorSchema } from '../../core/schemas/common';
import { placedOrderResponseSchema } from '../../core/schemas/checkout';
import {
  customerGroupResponseSchema,
  groupMembersResponseSchema,
  groupPriceListResponseSchema,
  groupPriceOverlayResponseSchema,
  groupPriceRowResponseSchema,
  productPickResponseSchema,
} from '../../core/schemas/price-lists';
import { roundCents } from '../../core/money';
import { recordHistoryResponseSchema } from '../../core/schemas/back-office';
import type { ProductRecord } from '../../server/services/catalogue-snapshot';
import { loadInvoiceInput } from '../../server/services/receipts/invoice-source';
import { signInAgentFor, signInCustomer, signInStaff, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { addAddress, clock, deliveryBody, get, plainProducts, post, SHOP } from './orders-support';

/**
 * Customer groups and their price lists (issue 17): a manager gives a group a fixed price and a
 * percentage off; that group's buyer pays them in cart calculate, place order and the invoice, an
 * agent ordering for the buyer too; another buyer, a guest and the shared menu answer never see them.
 */

const BASE = '/api/back-office/price-lists';

describe.each(dbTargets())('group price lists on %s', (target) => {
  let t: TestApp;
  let manager: SignedIn;
  let member: SignedInCustomer;
  let other: SignedInCustomer;
  let fixedProduct: ProductRecord;
  let percentProduct: ProductRecord;
  let groupId: number;
  let memberAddress: number;
  let otherAddress: number;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock });
    manager = await signInStaff(t, 'manager');
    member = await signInCustomer(t, { name: 'Golden Wok' });
    other = await signInCustomer(t, { name: 'Blue Door' });
    memberAddress = await addAddress(t, member.customerId);
    otherAddress = await addAddress(t, other.customerId);
    const plain = (await plainProducts(t)).filter((p) => p.priceCents >= 500);
    fixedProduct = plain[0]!;
    percentProduct = plain[1]!;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale: 'en' | 'fr' = 'en') =>
    t.app.inject({ method, url, headers: manager.headers(locale), ...(payload ? { payload } : {}) });
  const fixedCents = () => fixedProduct.priceCents - 123;
  const percentCents = () => roundCents((percentProduct.priceCents * (10_000 - 1500)) / 10_000);

  const calculate = async (who: SignedIn | undefined) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webclient/cart/calculate',
      headers: who ? who.headers() : t.headers(),
      payload: {
        shop_id: SHOP,
        shipping_type: 'delivery',
        product_items: [
          { product_id: fixedProduct.id, qty: 3, note: '', options: [] },
          { product_id: percentProduct.id, qty: 2, note: '', options: [] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return cartCalculateResponseSchema.parse(res.json()).data;
  };

  it('a manager creates a group, adds a member and prices two products (fixed and % off)', async () => {
    const created = await call('POST', `${BASE}/groups`, { name: { en: 'Chain restaurants', cn: '', fr: '' }, note: 'Volume buyers' });
    expect(created.statusCode, created.body).toBe(200);
    const group = customerGroupResponseSchema.parse(created.json()).data;
    expect(group).toMatchObject({ name: { en: 'Chain restaurants', cn: 'Chain restaurants', fr: 'Chain restaurants' }, members: 0, prices: 0 });
    groupId = group.id;

    const found = groupMembersResponseSchema.parse((await call('GET', `${BASE}/customers?q=golden`)).json()).data.members;
    expect(found.map((m) => m.customer_id)).toContain(member.customerId);
    const added = await call('PUT', `${BASE}/groups/${groupId}/members/${member.customerId}`);
    expect(added.statusCode, added.body).toBe(200);

    const picked = productPickResponseSchema.parse((await call('GET', `${BASE}/products?q=${encodeURIComponent(fixedProduct.sku)}`)).json()).data.products;
    expect(picked[0]?.product_id).toBe(fixedProduct.id);

    const fixed = await call('PUT', `${BASE}/groups/${groupId}/prices/${fixedProduct.id}`, { price: { kind: 'fixed', price_cents: fixedCents() } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(groupPriceRowResponseSchema.parse(fixed.json()).data.group_unit_price_cents).toBe(fixedCents());
    const percent = await call('PUT', `${BASE}/groups/${groupId}/prices/${percentProduct.id}`, { price: { kind: 'percent', percent_off_bp: 1500 } });
    expect(percent.statusCode, percent.body).toBe(200);
    expect(groupPriceRowResponseSchema.parse(percent.json()).data.group_unit_price_cents).toBe(percentCents());

    const list = groupPriceListResponseSchema.parse((await call('GET', `${BASE}/groups/${groupId}/prices`)).json()).data.prices;
    expect(list.map((p) => p.product_id).sort()).toEqual([fixedProduct.id, percentProduct.id].sort());
  });

  it('refuses bad entries with a translated 4xx, never a 500', async () => {
    const negative = await call('PUT', `${BASE}/groups/${groupId}/prices/${fixedProduct.id}`, { price: { kind: 'fixed', price_cents: -1 } }, 'fr');
    expect(negative.statusCode).toBe(400);
    expect(apiErrorSchema.parse(negative.json()).message).not.toMatch(/validation\./);
    const tooMuch = await call('PUT', `${BASE}/groups/${groupId}/prices/${fixedProduct.id}`, { price: { kind: 'percent', percent_off_bp: 10_001 } });
    expect(tooMuch.statusCode).toBe(400);
    const noGroup = await call('PUT', `${BASE}/groups/999999/prices/${fixedProduct.id}`, { price: { kind: 'percent', percent_off_bp: 100 } }, 'fr');
    expect(noGroup.statusCode).toBe(404);
    expect(apiErrorSchema.parse(noGroup.json()).message).toBe("Ce groupe de clients n'existe pas.");
    const noProduct = await call('PUT', `${BASE}/groups/${groupId}/prices/99999999`, { price: { kind: 'percent', percent_off_bp: 100 } });
    expect(noProduct.statusCode).toBe(404);
    const noName = await call('POST', `${BASE}/groups`, { name: { en: ' ' } });
    expect(noName.statusCode).toBe(400);
  });

  it("cart calculate prices the group's buyer with the group prices, and nobody else", async () => {
    const mine = await calculate(member);
    expect(mine.menu.map((l) => l.price)).toEqual([fixedCents() / 100, percentCents() / 100]);
    expect(mine.totals.subtotal).toBe((3 * fixedCents() + 2 * percentCents()) / 100);
    expect(mine.messages.filter((m) => m.code === 'price_changed')).toHaveLength(0);

    const publicSubtotal = (3 * fixedProduct.priceCents + 2 * percentProduct.priceCents) / 100;
    expect((await calculate(other)).totals.subtotal).toBe(publicSubtotal);
    expect((await calculate(undefined)).totals.subtotal).toBe(publicSubtotal);
  });

  it('the shared menu answer carries public prices only; the buyer reads the overlay, another buyer an empty one', async () => {
    for (const who of [member, other]) {
      const menu = menuResponseSchema.parse((await get(t, who, `/api/webclient/menu?shop_id=${SHOP}`)).json()).data;
      const product = menu.menus.flatMap((m) => m.products).find((p) => p.product_id === fixedProduct.id)!;
      expect(product.price).toBe(fixedProduct.priceCents / 100);
    }
    const overlay = groupPriceOverlayResponseSchema.parse((await get(t, member, '/api/account/group_prices')).json()).data;
    expect(overlay.group_id).toBe(groupId);
    expect(overlay.prices).toContainEqual({ product_id: fixedProduct.id, price: { kind: 'fixed', price_cents: fixedCents() } });
    expect(overlay.prices).toContainEqual({ product_id: percentProduct.id, price: { kind: 'percent', percent_off_bp: 1500 } });
    const none = groupPriceOverlayResponseSchema.parse((await get(t, other, '/api/account/group_prices')).json()).data;
    expect(none).toMatchObject({ group_id: null, prices: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/group_prices', headers: t.headers() })).statusCode).toBe(401);
  });

  it('place order and the invoice charge the group price; another buyer pays the public price', async () => {
    const lines = [
      { product_id: fixedProduct.id, qty: 3 },
      { product_id: percentProduct.id, qty: 2 },
    ];
    const res = await post(t, member, '/api/webclient/order/place_order', deliveryBody(memberAddress, lines), { headers: { 'idempotency-key': 'group-price-1' } });
    expect(res.statusCode, res.body).toBe(200);
    const placed = placedOrderResponseSchema.parse(res.json()).data;
    const invoice = await loadInvoiceInput(t.app, { orderId: placed.order_id, customerId: member.customerId });
    const byProduct = new Map(invoice!.order.lines.map((l) => [l.product_id, l]));
    expect(byProduct.get(fixedProduct.id)).toMatchObject({ price: fixedCents() / 100, row_total: (3 * fixedCents()) / 100 });
    expect(byProduct.get(percentProduct.id)).toMatchObject({ price: percentCents() / 100, row_total: (2 * percentCents()) / 100 });
    const pdf = await get(t, member, `/api/webclient/order/invoice?order_id=${placed.order_id}`);
    expect(pdf.statusCode).toBe(200);

    const theirs = await post(t, other, '/api/webclient/order/place_order', deliveryBody(otherAddress, lines), { headers: { 'idempotency-key': 'group-price-2' } });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const theirOrder = placedOrderResponseSchema.parse(theirs.json()).data;
    const theirInvoice = await loadInvoiceInput(t.app, { orderId: theirOrder.order_id, customerId: other.customerId });
    expect(theirInvoice!.order.lines.find((l) => l.product_id === fixedProduct.id)?.price).toBe(fixedProduct.priceCents / 100);
  });

  it('an agent ordering for the buyer sees the group prices', async () => {
    const agent = await signInAgentFor(t, member.customerId);
    expect((await calculate(agent)).menu[0]?.price).toBe(fixedCents() / 100);
  });

  it('changes reach the buyer at once: an edited entry, a removed entry, a removed member', async () => {
    await call('PUT', `${BASE}/groups/${groupId}/prices/${fixedProduct.id}`, { price: { kind: 'percent', percent_off_bp: 5000 } });
    expect((await calculate(member)).menu[0]?.price).toBe(roundCents(fixedProduct.priceCents / 2) / 100);
    expect((await call('DELETE', `${BASE}/groups/${groupId}/prices/${fixedProduct.id}`)).statusCode).toBe(200);
    expect((await calculate(member)).menu[0]?.price).toBe(fixedProduct.priceCents / 100);
    expect((await calculate(member)).menu[1]?.price).toBe(percentCents() / 100);
    const removed = await call('DELETE', `${BASE}/groups/${groupId}/members/${member.customerId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await calculate(member)).menu[1]?.price).toBe(percentProduct.priceCents / 100);
    expect((await call('DELETE', `${BASE}/groups/${groupId}`)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/groups/${groupId}/members`)).statusCode).toBe(404);
  });

  const history = async (path: string) => {
    const res = await call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return recordHistoryResponseSchema.parse(res.json()).data.entries;
  };

  it("the customer's and the product's histories say who changed the group and the group price, and from what to what", async () => {
    const label = `Chain restaurants (#${groupId})`;
    const customer = await history(`/api/back-office/customers/${member.customerId}/history`);
    // Newest first: left the group, then joined it.
    expect(customer.filter((e) => e.action === 'group').map((e) => e.changes)).toEqual([
      [{ field: 'group', before: label, after: null }],
      [{ field: 'group', before: null, after: label }],
    ]);
    expect(customer.find((e) => e.action === 'group')?.staff).toBeTruthy();

    const field = `group_price: ${label}`;
    const fixed = await history(`/api/back-office/products/${fixedProduct.id}/history`);
    expect(fixed.filter((e) => e.action === 'group_price').map((e) => e.changes[0])).toEqual([
      { field, before: '-50%', after: null },
      { field, before: (fixedCents() / 100).toFixed(2), after: '-50%' },
      { field, before: null, after: (fixedCents() / 100).toFixed(2) },
    ]);
    // Deleting the group dropped its price list: the product's history says so too.
    const percent = await history(`/api/back-office/products/${percentProduct.id}/history`);
    expect(percent.filter((e) => e.action === 'group_price').map((e) => e.changes[0])).toEqual([
      { field, before: '-15%', after: null },
      { field, before: null, after: '-15%' },
    ]);
  });

  it('a member of a deleted group has that in its history', async () => {
    const created = customerGroupResponseSchema.parse((await call('POST', `${BASE}/groups`, { name: { en: 'Short lived', cn: '', fr: '' }, note: '' })).json()).data;
    expect((await call('PUT', `${BASE}/groups/${created.id}/members/${other.customerId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/groups/${created.id}`)).statusCode).toBe(200);
    const entries = await history(`/api/back-office/customers/${other.customerId}/history`);
    expect(entries.filter((e) => e.action === 'group').map((e) => e.changes[0])).toEqual([
      { field: 'group', before: `Short lived (#${created.id})`, after: null },
      { field: 'group', before: null, after: `Short lived (#${created.id})` },
    ]);
  });
});
