import type { QueryClient } from '@tanstack/react-query';
import { formatPhone } from '../../../core/account/phone';
import { addressBookListSchema, sessionSchema, type AddressBookEntry, type Session } from '../../../core/schemas/account';
import type { AgentLinkQuery } from '../../../core/schemas/agent';
import type { Locale } from '../../../core/schemas/common';
import { shopDetailSchema, type ShopDetail } from '../../../core/schemas/shop';
import { ADDRESS_BOOK_QUERY_ROOT } from '../../features/account/api/address-book-list';
import {
  announceAgentOrder,
  setAgentLinkBusy,
  showAgentLinkAlert,
} from '../../features/agent/stores/agent-link-feedback-store';
import { afterCartRestored, cartStore } from '../../features/cart/stores/cart-instance';
import { currentSavedPosition, positionStore } from '../../features/position/stores/position-store';
import type { Position } from '../../features/position/types/position';
import { shopIdOf } from '../../features/position/utils/position-codec';
import { errorMessage } from '../../lib/request-parsed';
import { i18n } from '../../lib/i18n';
import { checkoutContactStore, contactFromAddressEntry, type CheckoutContact } from '../../lib/session/checkout-contact';
import { sessionStore, signIn } from '../../lib/session/session-store';
import type { PlatformAgentLinkEvent } from '../../platform/platform';
import { requestParsed } from '../../lib/request-parsed';

export type AgentLinkOutcome = { ok: true; session: Session } | { ok: false; message: string };

/**
 * Spec §2.9, the one path every agent link takes (the web query, supplydesk:// deep links and the
 * customer finder):
 * 1. log in as the customer by token (GET /api/webclient/user/proxy);
 * 2. set the shop to shop_mid (a position in that shop: the customer's address there when their
 *    address book has one, else the current position if it is already that shop, else the shop's
 *    own address) — directly, so no "jump to a new store?" question is asked;
 * 3. store a contact with the link's name and phone;
 * 4. clear the cart and the cached address-book entry;
 * 5. sign in with agentOrder (IS_PEOXY_PLACEORDER_USER '1');
 * 6. announce "Ordering for <name>".
 * Everything that can fail (the proxy login, then what step 2 needs to know) is asked before any
 * state changes, so a refused link shows its alert and changes nothing.
 */
export async function applyAgentLink(
  event: PlatformAgentLinkEvent,
  ctx: { locale: Locale; queryClient: QueryClient },
): Promise<AgentLinkOutcome> {
  const t = i18n.getFixedT(ctx.locale);
  if (!event.ok) return refuse(t(event.reason === 'expired' ? 'agent.link.expired' : 'agent.link.malformed'));
  const link = event.link;
  setAgentLinkBusy(true);
  try {
    // Step 1 (asked first: nothing is touched until the server accepts the token).
    let session: Session;
    try {
      session = await requestParsed(sessionSchema, '/api/webclient/user/proxy', {
        locale: ctx.locale,
        query: { token: link.token, cid: link.customer_id },
        // The link's own token only: a refusal must not end whoever is signed in now.
        token: null,
      });
    } catch (error) {
      return refuse(t('agent.link.refused', { message: errorMessage(error, t('agent.link.failed')) }));
    }
    if (session.user.cid !== link.customer_id) return refuse(t('agent.link.malformed'));

    // What step 2 needs, still without touching anything.
    await storesRestored();
    const entry = await addressInShop(link, session.token, ctx.locale);
    const current = positionStore.getState().position;
    let shop: ShopDetail | null = null;
    if (!entry && shopIdOf(current) !== link.shop_mid) {
      try {
        shop = await requestParsed(shopDetailSchema, '/api/webclient/shop/detail', { locale: ctx.locale, query: { mid: link.shop_mid }, token: null });
      } catch (error) {
        return refuse(t('agent.link.refused', { message: errorMessage(error, t('agent.link.failed')) }));
      }
    }

    // Step 2.
    const position = positionInShop(link.shop_mid, entry, current, shop);
    positionStore.getState().choosePosition(position);
    // Step 3.
    checkoutContactStore.getState().setContact(contactFor(link, entry));
    // Step 4.
    cartStore.getState().clear();
    forgetAddressBookEntry();
    ctx.queryClient.removeQueries({ queryKey: [ADDRESS_BOOK_QUERY_ROOT] });
    // Step 5.
    signIn(session, { agentOrder: true });
    // Step 6.
    announceAgentOrder(t('agent.link.ordering_for', { name: displayName(link, session) }));
    return { ok: true, session };
  } finally {
    setAgentLinkBusy(false);
  }
}

function refuse(message: string): AgentLinkOutcome {
  showAgentLinkAlert(message);
  return { ok: false, message };
}

export function displayName(link: Pick<AgentLinkQuery, 'name' | 'phone'>, session: Session): string {
  return link.name || session.user.name || formatPhone(link.phone || session.user.username);
}

/** The stored session, cart, contact and position are read back first, so none of them lands on top of the link's. */
async function storesRestored(): Promise<void> {
  const session = new Promise<void>((resolve) => {
    if (sessionStore.getState().hydrated) return resolve();
    const stop = sessionStore.subscribe((state) => {
      if (!state.hydrated) return;
      stop();
      resolve();
    });
  });
  const cart = new Promise<void>((resolve) => {
    afterCartRestored(resolve);
  });
  const contact = new Promise<void>((resolve) => {
    if (checkoutContactStore.persist.hasHydrated()) return resolve();
    checkoutContactStore.persist.onFinishHydration(() => resolve());
  });
  await Promise.all([session, cart, contact, currentSavedPosition()]);
}

/** The customer's most recently updated address served by the link's shop (best effort: none on failure). */
async function addressInShop(link: AgentLinkQuery, token: string, locale: Locale): Promise<AddressBookEntry | null> {
  try {
    const book = await requestParsed(addressBookListSchema, '/api/webclient/user/addrbook/list', { locale, token });
    const inShop = book.list.filter((entry) => entry.shop_id === link.shop_mid);
    inShop.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    return inShop[0] ?? null;
  } catch {
    return null;
  }
}

function positionInShop(shopMid: number, entry: AddressBookEntry | null, current: Position | null, shop: ShopDetail | null): Position {
  if (entry) {
    return {
      sid: shopMid,
      delivery_setting_id: shopMid,
      lat: entry.latitude,
      lng: entry.longitude,
      name: entry.address || entry.addr,
      postcode: entry.postal_code,
    };
  }
  if (current && shopIdOf(current) === shopMid) {
    const { addrBook: _dropped, cid: _cid, ...rest } = current;
    return rest;
  }
  return { sid: shopMid, delivery_setting_id: shopMid, lat: shop?.lat ?? 0, lng: shop?.lon ?? 0, name: shop?.addr ?? '', postcode: '' };
}

function contactFor(link: AgentLinkQuery, entry: AddressBookEntry | null): CheckoutContact {
  if (entry) return { ...contactFromAddressEntry(entry), name: link.name || entry.name, tel: link.phone || entry.tel };
  return {
    name: link.name,
    tel: link.phone,
    addr: '',
    postal_code: '',
    latitude: 0,
    longitude: 0,
    buzz_code: '',
    unit: '',
    contact_id: 0,
    shop_id: link.shop_mid,
  };
}

function forgetAddressBookEntry(): void {
  const { position, choosePosition } = positionStore.getState();
  if (position?.addrBook) {
    const { addrBook: _forgotten, ...rest } = position;
    choosePosition(rest);
  }
}
