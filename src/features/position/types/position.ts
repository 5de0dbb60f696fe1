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
