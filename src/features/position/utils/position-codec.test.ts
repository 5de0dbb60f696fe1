import { describe, expect, it } from 'vitest';
import type { Position } from '../types/position';
import { isPickup, parsePosition, positionCookie, readPositionCookie, shopIdOf } from './position-codec';

const delivery: Position = {
  sid: 17243,
  delivery_setting_id: 17243,
  lat: 43.6512,
  lng: -79.3832,
  name: '100 Queen St W, Toronto, ON M5H 2N2',
  postcode: 'M5H 2N2',
};
const pickup: Position = {
  sid: 0,
  delivery_setting_id: 0,
  warehouse_address: {
    address: '2625 Sheffield Rd, Ottawa, ON K1B 3V7',
    tel: '613-555-0178',
    postal_code: 'K1B 3V7',
    lat: 45.414,
    lng: -75.6166,
    shop_id: 17244,
  },
};

const asHeader = (assignment: string) => `a=1; ${assignment.split(';')[0]}`;

describe('position cookie codec', () => {
  it('round-trips delivery and pickup positions', () => {
    expect(readPositionCookie(asHeader(positionCookie(delivery)))).toEqual(delivery);
    expect(readPositionCookie(asHeader(positionCookie(pickup)))).toEqual(pickup);
  });

  it('is a 10-year cookie on path /', () => {
    expect(positionCookie(delivery)).toMatch(/; path=\/; max-age=315360000; SameSite=Lax$/);
  });

  it('treats a missing, malformed or shop-less cookie as no position', () => {
    expect(readPositionCookie('')).toBeNull();
    expect(readPositionCookie('position=%7Bnot-json')).toBeNull();
    expect(readPositionCookie(`position=${encodeURIComponent('{"sid":0,"delivery_setting_id":0}')}`)).toBeNull();
    expect(parsePosition({ sid: 17243, name: 'x' })).toBeNull(); // no coordinates
    expect(parsePosition({ sid: -1, name: 'x', lat: 1, lng: 1 })).toBeNull();
    expect(parsePosition({ ...pickup, warehouse_address: { ...pickup.warehouse_address, shop_id: 0 } })).toBeNull();
    expect(parsePosition('17243')).toBeNull();
  });

  it('drops unknown fields and fills optional ones', () => {
    expect(parsePosition({ ...delivery, postcode: undefined, extra: 'x', cid: 42 })).toEqual({
      ...delivery,
      postcode: '',
      cid: 42,
    });
  });
});

describe('current shop', () => {
  it('is sid, else the warehouse shop, else 0', () => {
    expect(shopIdOf(delivery)).toBe(17243);
    expect(shopIdOf(pickup)).toBe(17244);
    expect(shopIdOf(null)).toBe(0);
    expect(isPickup(pickup)).toBe(true);
    expect(isPickup(delivery)).toBe(false);
  });
});
