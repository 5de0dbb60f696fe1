import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressBookEntry, Session } from '../../../core/schemas/account';
import type { AgentLinkQuery } from '../../../core/schemas/agent';

/*
 * Spec §2.9 with the app's real stores (session, position, contact, cart, the agent feedback) on a
 * memory platform storage; only the network (fetch) and the browser's document are stand-ins.
 */
const memory = new Map<string, string>();
vi.mock('../../platform', () => ({
  platform: {
    kind: 'web',
    apiBaseUrl: 'http://api.test',
    storage: {
      get: async (key: string) => memory.get(key) ?? null,
      set: async (key: string, value: string) => void memory.set(key, value),
      remove: async (key: string) => void memory.delete(key),
    },
  },
}));
vi.stubGlobal('document', { cookie: '', title: '', documentElement: { lang: 'en' } });

const { applyAgentLink } = await import('./apply-agent-link');
const { sessionStore, signIn, hydrateSession } = await import('../../lib/session/session-store');
const { checkoutContactStore } = await import('../../lib/session/checkout-contact');
const { positionStore } = await import('../../features/position/stores/position-store');
const { cartStore } = await import('../../features/cart/stores/cart-instance');
const { agentLinkFeedbackStore } = await import('../../features/agent/stores/agent-link-feedback-store');
const { product } = await import('../../features/cart/stores/test-product');
const { ADDRESS_BOOK_QUERY_ROOT } = await import('../../features/account/api/address-book-list');
const { setLocale } = await import('../../lib/i18n');
// The app loads the visitor's strings before anything runs (the locale loader).
await setLocale('en');

const user = (cid: number, name: string) => ({
  cid,
  aid: 0,
  type: 'customer' as const,
  staff_role: '' as const,
  username: `1416555${String(cid).padStart(4, '0')}`,
  name,
  phone_num: '',
  phone: '',
  email: '',
  email_verified: false,
  avatar: '',
  created_at: '2026-01-01T00:00:00.000Z',
  credit: 0,
  invite_code: '',
  order_count: 0,
  coupons_count: 0,
  language: 'en',
});
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const buyer: Session = { token: 'buyer-token-0000000000000000', expires_at: inAnHour(), user: user(7, 'Previous Buyer') };
const agentSession: Session = {
  token: 'agent-customer-token-00000000000000',
  expires_at: inAnHour(),
  user: { ...user(42, 'Golden Wok'), aid: 3 },
};
const link: AgentLinkQuery = {
  token: agentSession.token,
  customer_id: 42,
  name: 'Golden Wok',
  phone: '14165550142',
  aid: 3,
  shop_mid: 17243,
};
const goldenWokAddress: AddressBookEntry = {
  id: 501,
  name: 'Golden Wok',
  tel: '14165550142',
  address: '100 Queen St W, Toronto, ON M5H 2N2',
  addr: '100 Queen St W, Toronto, ON M5H 2N2',
  unit: '',
  buzz_code: '',
  postal_code: 'M5H 2N2',
  latitude: 43.6534,
  longitude: -79.3841,
  shop_id: 17243,
  updated_at: '2026-02-01T00:00:00.000Z',
};
const otherShopPosition = {
  sid: 17250,
  delivery_setting_id: 17250,
  lat: 45.42,
  lng: -75.69,
  name: '111 Wellington St, Ottawa',
  postcode: 'K1A 0A9',
  addrBook: { id: 9, name: 'Old', tel: '1', postal_code: 'K1A 0A9', latitude: 45.42, longitude: -75.69 },
};

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { status: 1, data } });

/** fetch answering by path; every call is logged in `log` in order. */
function stubNetwork(log: string[], answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: URL | string) => {
    const url = new URL(String(input));
    log.push(`fetch ${url.pathname}`);
    const answer = answers[url.pathname] ?? { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Records which store changed, in order (consecutive repeats once). */
function watchStores(log: string[]) {
  const note = (name: string) => {
    if (log.at(-1) !== name) log.push(name);
  };
  const stops = [
    positionStore.subscribe((s, p) => s.position !== p.position && note('position')),
    checkoutContactStore.subscribe((s, p) => s.contact !== p.contact && note('contact')),
    cartStore.subscribe((s, p) => s.items !== p.items && note('cart')),
    sessionStore.subscribe((s, p) => s.token !== p.token && note('session')),
    agentLinkFeedbackStore.subscribe((s, p) => s.announcement !== p.announcement && s.announcement && note('announce')),
  ];
  return () => stops.forEach((stop) => stop());
}

let queryClient: QueryClient;

beforeEach(async () => {
  memory.clear();
  await hydrateSession();
  signIn(buyer);
  positionStore.getState().choosePosition(otherShopPosition);
  checkoutContactStore.getState().setContact({
    name: 'Previous Buyer',
    tel: '1',
    addr: 'Somewhere',
    postal_code: '',
    latitude: 0,
    longitude: 0,
    buzz_code: '',
    unit: '',
    contact_id: 9,
    shop_id: 17250,
  });
  cartStore.getState().setUp(17250, 'delivery');
  const added = cartStore.getState().add({ product: product(), qty: 2, shopId: 17250, shippingType: 'delivery' });
  expect(added.ok).toBe(true);
  queryClient = new QueryClient();
  queryClient.setQueryData([ADDRESS_BOOK_QUERY_ROOT, 7], { list: [], max: 50 });
  agentLinkFeedbackStore.setState({ alert: null, announcement: null, busy: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('document', { cookie: '', title: '', documentElement: { lang: 'en' } });
});

describe('applyAgentLink (spec §2.9)', () => {
  it('logs in by token first, then sets the shop, the contact, clears cart and address book, marks the agent order and announces it', async () => {
    const log: string[] = [];
    stubNetwork(log, {
      '/api/webclient/user/proxy': ok(agentSession),
      '/api/webclient/user/addrbook/list': ok({ list: [goldenWokAddress], max: 50 }),
    });
    const stop = watchStores(log);
    const outcome = await applyAgentLink({ ok: true, link }, { locale: 'en', queryClient });
    stop();

    expect(outcome.ok).toBe(true);
    expect(log).toEqual([
      'fetch /api/webclient/user/proxy',
      'fetch /api/webclient/user/addrbook/list',
      'position',
      'contact',
      'cart',
      'session',
      'announce',
    ]);
    // 1 + 5: the customer's session, in agent-order mode, with the spec's flag stored as '1'.
    expect(sessionStore.getState()).toMatchObject({ token: agentSession.token, agentOrder: true, user: { cid: 42 } });
    expect(JSON.parse(memory.get('IS_PEOXY_PLACEORDER_USER')!).value).toBe('1');
    // 2: the shop is shop_mid, at the customer's address there, without the old address-book entry.
    expect(positionStore.getState().shopId).toBe(17243);
    expect(positionStore.getState().position).toMatchObject({ sid: 17243, name: goldenWokAddress.address });
    expect(positionStore.getState().position?.addrBook).toBeUndefined();
    // 3: the contact carries the link's name and phone.
    expect(checkoutContactStore.getState().contact).toMatchObject({ name: 'Golden Wok', tel: '14165550142', contact_id: 501 });
    // 4: the cart and the cached address book are gone.
    expect(cartStore.getState().items).toEqual([]);
    expect(queryClient.getQueryData([ADDRESS_BOOK_QUERY_ROOT, 7])).toBeUndefined();
    // 6.
    expect(agentLinkFeedbackStore.getState().announcement?.text).toBe('Ordering for Golden Wok');
    expect(agentLinkFeedbackStore.getState().alert).toBeNull();
  });

  it('keeps the current position when it is already in shop_mid and the customer has no address there', async () => {
    const sameShop = { ...otherShopPosition, sid: 17243, delivery_setting_id: 17243 };
    positionStore.getState().choosePosition(sameShop);
    const log: string[] = [];
    stubNetwork(log, {
      '/api/webclient/user/proxy': ok(agentSession),
      '/api/webclient/user/addrbook/list': ok({ list: [{ ...goldenWokAddress, shop_id: 17250 }], max: 50 }),
    });
    const outcome = await applyAgentLink({ ok: true, link }, { locale: 'en', queryClient });
    expect(outcome.ok).toBe(true);
    expect(log).not.toContain('fetch /api/webclient/shop/detail');
    const { addrBook: _gone, ...kept } = sameShop;
    expect(positionStore.getState().position).toEqual(kept);
    // No address there: the contact has the link's name and phone and no address-book entry.
    expect(checkoutContactStore.getState().contact).toMatchObject({ name: 'Golden Wok', tel: '14165550142', contact_id: 0, shop_id: 17243 });
  });

  it('changes nothing when the shop it must switch to cannot be read', async () => {
    const log: string[] = [];
    stubNetwork(log, {
      '/api/webclient/user/proxy': ok(agentSession),
      '/api/webclient/user/addrbook/list': ok({ list: [], max: 50 }),
      '/api/webclient/shop/detail': { status: 404, body: { error: 'SHOP_NOT_FOUND', message: 'This shop does not exist.' } },
    });
    const before = snapshot();
    const refused = await applyAgentLink({ ok: true, link }, { locale: 'en', queryClient });
    expect(refused.ok).toBe(false);
    expect(agentLinkFeedbackStore.getState().alert).toContain('This shop does not exist.');
    expect(snapshot()).toEqual(before);
  });

  it.each([
    ['a malformed link', { ok: false as const, reason: 'malformed' as const }, null, 'This agent link is incomplete or damaged.'],
    ['an expired link', { ok: false as const, reason: 'expired' as const }, null, 'This agent link has expired.'],
    [
      'a token the server refuses',
      { ok: true as const, link },
      { status: 401, body: { error: 'TOKEN_EXPIRED', message: 'User expired, please login again!' } },
      'The server refused this agent link: User expired, please login again!',
    ],
    ['a token for another customer', { ok: true as const, link }, { status: 403, body: { error: 'FORBIDDEN', message: 'Forbidden.' } }, 'Forbidden.'],
  ])('%s shows the alert and changes nothing', async (_name, event, proxyAnswer, message) => {
    const log: string[] = [];
    const fetch = stubNetwork(log, proxyAnswer ? { '/api/webclient/user/proxy': proxyAnswer } : {});
    const before = snapshot();
    const stop = watchStores(log);
    const outcome = await applyAgentLink(event, { locale: 'en', queryClient });
    stop();

    expect(outcome.ok).toBe(false);
    expect(agentLinkFeedbackStore.getState().alert).toContain(message);
    expect(log).toEqual(proxyAnswer ? ['fetch /api/webclient/user/proxy'] : []);
    if (!proxyAnswer) expect(fetch).not.toHaveBeenCalled();
    expect(snapshot()).toEqual(before);
    expect(JSON.parse(memory.get('IS_PEOXY_PLACEORDER_USER')!).value).toBe('0');
  });
});

/** Everything a link may change. */
function snapshot() {
  const session = sessionStore.getState();
  return {
    token: session.token,
    cid: session.user?.cid,
    agentOrder: session.agentOrder,
    position: positionStore.getState().position,
    shopId: positionStore.getState().shopId,
    contact: checkoutContactStore.getState().contact,
    cart: cartStore.getState().items.map((item) => [item.product.product_id, item.qty]),
    addressBook: queryClient.getQueryData([ADDRESS_BOOK_QUERY_ROOT, 7]),
    stored: Object.fromEntries([...memory].filter(([key]) => key === 'TOKEN' || key === 'IS_PEOXY_PLACEORDER_USER')),
  };
}
