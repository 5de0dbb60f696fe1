/** Spec §3 Position lives in core/position/position.ts: the server reads the position cookie too. */
export type { AddressBookRef, LatLng, PickedPlace, Position, WarehouseAddress } from '../../../../core/position/position';
