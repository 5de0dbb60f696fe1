import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { cartStore, cartUiStore } from '../../../features/cart/stores/cart-instance';
import { checkoutRoute, chooseAddressPath } from '../../../features/checkout/utils/checkout-route';
import { positionStore } from '../../../features/position/stores/position-store';
import { isPickup } from '../../../features/position/utils/position-codec';
import type { Position } from '../../../features/position/types/position';
import { useLocale } from '../../../hooks/use-locale';
import { registerCheckoutStart } from '../../../lib/checkout-start';
import { checkoutContactStore, type CheckoutContact } from '../../../lib/session/checkout-contact';
import { loginPromptStore, requestLogin } from '../../../lib/session/login-prompt';
import { isSignedIn, onSignIn, sessionStore } from '../../../lib/session/session-store';
import { localizePath } from '../../../lib/locale';

/**
 * isLoginPayment (spec §3 App-wide state): a checkout waits for the login it asked for. Not stored:
 * it is false again at every start (spec §4 Agent-order mode).
 */
let loginForPayment = false;

/** The position's saved address-book entry (spec §3 Position addrBook) as the checkout contact. */
function contactFromPosition(position: Position | null): CheckoutContact | null {
  const book = position?.addrBook;
  if (!book || !(book.id > 0)) return null;
  return {
    name: book.name,
    tel: book.tel,
    addr: book.address ?? book.addr ?? '',
    postal_code: book.postal_code,
    latitude: book.latitude,
    longitude: book.longitude,
    buzz_code: '',
    unit: '',
    contact_id: book.id,
    shop_id: position.sid,
  };
}

/**
 * Spec §4 Checkout steps 3–5, started by the cart drawer's Checkout (after its minimum-spend and
 * small-order-fee checks) through lib/checkout-start: signed out → the login modal, and the routing
 * continues after the login; a pickup position → /payment?addressType=pickup; a saved address (the
 * checkout contact, or the position's address-book entry, whose contact_id is remembered) →
 * /payment?addressType=delivery; otherwise the address book in select mode, coming back to /payment.
 * Mounted once by the layout.
 */
export function useCheckoutStart(): void {
  const locale = useLocale();
  const navigate = useNavigate();
  const latest = useRef({ locale, navigate });
  useEffect(() => {
    latest.current = { locale, navigate };
  });

  useEffect(() => {
    const go = () => {
      const { locale: lang, navigate: nav } = latest.current;
      const position = positionStore.getState().position;
      let contact = checkoutContactStore.getState().contact;
      if (!contact) {
        contact = contactFromPosition(position);
        if (contact) checkoutContactStore.getState().setContact(contact);
      }
      const route = checkoutRoute({
        signedIn: isSignedIn(sessionStore.getState()),
        pickup: cartStore.getState().shippingType === 'pickup' || isPickup(position),
        contactId: contact?.contact_id ?? null,
      });
      // The drawer is a modal: it closes before the login modal opens or the page changes.
      cartUiStore.getState().setOpen(false);
      if (route.kind === 'login') {
        loginForPayment = true;
        requestLogin();
        return;
      }
      if (route.kind === 'payment') {
        void nav(localizePath(paths.payment(route.addressType), lang));
        return;
      }
      void nav(chooseAddressPath(localizePath(paths.addressBookSelect, lang), localizePath(paths.payment('delivery'), lang)));
    };

    const stopStart = registerCheckoutStart(go);
    const stopSignIn = onSignIn(() => {
      if (!loginForPayment) return;
      loginForPayment = false;
      go();
    });
    // The login modal closed without a login: the checkout it was for is dropped.
    const stopPrompt = loginPromptStore.subscribe((state, previous) => {
      if (previous.open && !state.open && !isSignedIn(sessionStore.getState())) loginForPayment = false;
    });
    return () => {
      stopStart();
      stopSignIn();
      stopPrompt();
    };
  }, []);
}
