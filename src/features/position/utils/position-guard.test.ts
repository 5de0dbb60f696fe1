import { describe, expect, it } from 'vitest';
import type { Position } from '../types/position';
import { decidePosition, isIndexPath, isPositionExempt } from './position-guard';

const position: Position = { sid: 17243, delivery_setting_id: 17243, lat: 43.65, lng: -79.38, name: 'x', postcode: '' };
const pickup: Position = {
  sid: 0,
  delivery_setting_id: 0,
  warehouse_address: { address: 'w', tel: '', postal_code: '', lat: 45, lng: -75, shop_id: 17244 },
};

describe('position guard', () => {
  it('a saved position sets its shop and hides the dialog, on any page', () => {
    expect(decidePosition({ position, pathname: '/fr/supply/meat', search: '?a=1', locale: 'fr' })).toEqual({
      kind: 'positioned',
      shopId: 17243,
      showDialog: false,
    });
    expect(decidePosition({ position: pickup, pathname: '/', search: '', locale: 'en' })).toMatchObject({
      shopId: 17244,
      showDialog: false,
    });
  });

  it('exempt pages hide the dialog without touching the shop id', () => {
    for (const pathname of ['/app-download', '/cn/privacy-policy', '/fr/terms-of-service/', '/payment-policy', '/return-policy']) {
      expect(decidePosition({ position: null, pathname, search: '', locale: 'en' })).toEqual({
        kind: 'exempt',
        showDialog: false,
      });
    }
  });

  it('the index shows the dialog with shop 0 and stays', () => {
    for (const pathname of ['/', '/cn', '/fr/']) {
      expect(decidePosition({ position: null, pathname, search: '?x=1', locale: 'fr' })).toEqual({
        kind: 'needs-position',
        shopId: 0,
        showDialog: true,
      });
    }
  });

  it('other pages go to the localized home, keeping the query only when coming from /supply', () => {
    expect(decidePosition({ position: null, pathname: '/fr/supply', search: '?utm=mail', locale: 'fr' })).toMatchObject({
      redirectTo: '/fr?utm=mail',
    });
    expect(decidePosition({ position: null, pathname: '/supply/meat', search: '?a=1', locale: 'en' })).toMatchObject({
      redirectTo: '/?a=1',
    });
    expect(decidePosition({ position: null, pathname: '/cn/results', search: '?keyword=x', locale: 'cn' })).toMatchObject({
      redirectTo: '/cn',
    });
    expect(decidePosition({ position: null, pathname: '/supply-landing', search: '?a=1', locale: 'en' })).toMatchObject({
      redirectTo: '/',
    });
  });

  it('recognises exempt and index paths', () => {
    expect(isPositionExempt('/fr/return-policy')).toBe(true);
    expect(isPositionExempt('/about-us')).toBe(false);
    // The agent console's staff pages work without a delivery position; the quick order does not.
    expect(isPositionExempt('/agent')).toBe(true);
    expect(isPositionExempt('/cn/agent/orders/12')).toBe(true);
    expect(isPositionExempt('/agentx')).toBe(false);
    expect(isPositionExempt('/quick-order')).toBe(false);
    expect(isIndexPath('/cn/')).toBe(true);
    expect(isIndexPath('/home')).toBe(false);
  });
});
