import { readCookie } from '../cookie-string';

/**
 * Spec §3 Position, as kept in the 'position' cookie and in the position store. A delivery position
 * has a shop (sid) and the picked address; a pickup position has sid 0 and a warehouse_address.
 */
export interface WarehouseAddress {
  address: string;
  tel: string;
  postal_code: string;
  lat: number;
  lng: number;
  shop_id: number;
}

export interface AddressBookRef {
  id: number;
  name: string;
  addr?: string;
  address?: string;
  tel: string;
  postal_code: string;
  latitude: number;
  longitude: number;
}

export interface Position {
  /** Shop id; 0 means pickup. */
  sid: number;
  delivery_setting_id: number;
  /** Delivery: the picked address (name is the formatted address). */
  lat?: number;
  lng?: number;
  name?: string;
  postcode?: string;
  warehouse_address?: WarehouseAddress;
  /** The customer whose position this is (logout copies the cid here); another customer's sign-in clears the cached address book. */
  addrBook?: AddressBookRef;
  /** The customer id, copied in at logout (spec §4 Logout). */
  cid?: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** The address fields hit_shop and a delivery position need. */
export interface PickedPlace {
  address: string;
  lat: number;
  lng: number;
  postal: string;
}

export const POSITION_COOKIE = 'position';

/** Spec §3: the current shop is sid, or else warehouse_address.shop_id; 0 when neither. */
export function shopIdOf(position: Position | null | undefined): number {
  if (!position) return 0;
  return position.sid > 0 ? position.sid : (position.warehouse_address?.shop_id ?? 0);
}

export function isPickup(position: Position | null | undefined): boolean {
  return !!position && position.sid === 0 && !!position.warehouse_address;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseWarehouseAddress(value: unknown): WarehouseAddress | undefined {
  if (!isRecord(value)) return undefined;
  const { address, tel, postal_code, lat, lng, shop_id } = value;
  if (!isString(address) || !isNumber(lat) || !isNumber(lng) || !isNumber(shop_id) || shop_id <= 0) return undefined;
  return {
    address,
    tel: isString(tel) ? tel : '',
    postal_code: isString(postal_code) ? postal_code : '',
    lat,
    lng,
    shop_id,
  };
}

/**
 * A stored position, checked field by field (the cookie is user-editable and may come from an older
 * build); null unless it names a shop: a delivery address with coordinates, or a pickup warehouse.
 * Hand-written rather than zod: this runs on the first page, which must not carry zod.
 */
export function parsePosition(value: unknown): Position | null {
  if (!isRecord(value) || !isNumber(value.sid) || value.sid < 0) return null;
  const warehouse = parseWarehouseAddress(value.warehouse_address);
  const position: Position = {
    sid: value.sid,
    delivery_setting_id: isNumber(value.delivery_setting_id) ? value.delivery_setting_id : 0,
  };
  if (value.sid > 0) {
    if (!isString(value.name) || !isNumber(value.lat) || !isNumber(value.lng)) return null;
    position.name = value.name;
    position.lat = value.lat;
    position.lng = value.lng;
    position.postcode = isString(value.postcode) ? value.postcode : '';
  } else if (!warehouse) {
    return null;
  }
  if (warehouse) position.warehouse_address = warehouse;
  if (isRecord(value.addrBook)) position.addrBook = value.addrBook as unknown as Position['addrBook'];
  if (isNumber(value.cid)) position.cid = value.cid;
  return position;
}

/** The position from a Cookie header or `document.cookie` string, or null when absent or unreadable. */
export function readPositionCookie(cookieHeader: string): Position | null {
  const raw = readCookie(cookieHeader, POSITION_COOKIE);
  if (!raw) return null;
  try {
    return parsePosition(JSON.parse(raw));
  } catch {
    return null;
  }
}
