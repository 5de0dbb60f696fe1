import { describe, expect, it } from 'vitest';
import { checkoutRoute, chooseAddressPath } from './checkout-route';

describe('checkoutRoute (spec §4 Checkout steps 3–4)', () => {
  it('asks a guest to log in first, whatever the position', () => {
    expect(checkoutRoute({ signedIn: false, pickup: true, contactId: 12 })).toEqual({ kind: 'login' });
    expect(checkoutRoute({ signedIn: false, pickup: false, contactId: null })).toEqual({ kind: 'login' });
  });

  it('sends a pickup position to /payment?addressType=pickup, saved address or not', () => {
    expect(checkoutRoute({ signedIn: true, pickup: true, contactId: null })).toEqual({ kind: 'payment', addressType: 'pickup' });
    expect(checkoutRoute({ signedIn: true, pickup: true, contactId: 4 })).toEqual({ kind: 'payment', addressType: 'pickup' });
  });

  it('sends a saved address-book entry to /payment?addressType=delivery', () => {
    expect(checkoutRoute({ signedIn: true, pickup: false, contactId: 7 })).toEqual({ kind: 'payment', addressType: 'delivery' });
  });

  it('sends everyone else to the address book to pick one (a contact typed elsewhere has no entry id)', () => {
    expect(checkoutRoute({ signedIn: true, pickup: false, contactId: null })).toEqual({ kind: 'choose-address' });
    expect(checkoutRoute({ signedIn: true, pickup: false, contactId: 0 })).toEqual({ kind: 'choose-address' });
  });
});

describe('chooseAddressPath', () => {
  it('keeps enableSelect=1 and comes back to the localized delivery checkout', () => {
    const to = chooseAddressPath('/fr/addressBook?enableSelect=1', '/fr/payment?addressType=delivery');
    const url = new URL(to, 'https://x.invalid');
    expect(url.pathname).toBe('/fr/addressBook');
    expect(url.searchParams.get('enableSelect')).toBe('1');
    expect(url.searchParams.get('redirect')).toBe('/fr/payment?addressType=delivery');
  });

  it('starts the query when the address book path has none', () => {
    expect(chooseAddressPath('/addressBook', '/payment')).toBe('/addressBook?redirect=%2Fpayment');
  });
});
