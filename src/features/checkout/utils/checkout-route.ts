import type { ShippingType } from '../../../../core/schemas/common';

/**
 * Spec §4 Checkout steps 3–4, after the cart's own checks (minimum spend, small-order-fee dialog):
 * - nobody signed in: log in first (the routing continues after the login);
 * - a pickup position (sid 0): /payment?addressType=pickup;
 * - a saved delivery address (an address-book entry): /payment?addressType=delivery;
 * - otherwise the address book, to pick one (/addressBook?enableSelect=1).
 */
export type CheckoutRoute =
  | { kind: 'login' }
  | { kind: 'payment'; addressType: ShippingType }
  | { kind: 'choose-address' };

export interface CheckoutRouteInput {
  signedIn: boolean;
  pickup: boolean;
  /** The saved delivery contact's address-book id (contact_id); null when there is none. */
  contactId: number | null;
}

export function checkoutRoute({ signedIn, pickup, contactId }: CheckoutRouteInput): CheckoutRoute {
  if (!signedIn) return { kind: 'login' };
  if (pickup) return { kind: 'payment', addressType: 'pickup' };
  if (contactId !== null && contactId > 0) return { kind: 'payment', addressType: 'delivery' };
  return { kind: 'choose-address' };
}

/**
 * The address book in select mode, coming back to the delivery checkout once an entry is chosen
 * (its ?redirect= takes a path of this site, already localized).
 */
export function chooseAddressPath(addressBookSelect: string, paymentPath: string): string {
  const separator = addressBookSelect.includes('?') ? '&' : '?';
  return `${addressBookSelect}${separator}redirect=${encodeURIComponent(paymentPath)}`;
}
