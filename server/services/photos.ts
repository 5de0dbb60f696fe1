import { eq } from 'drizzle-orm';
import { PHOTO_MAX_BYTES, PHOTO_MAX_CHARS } from '../../core/schemas/fulfilment';
import type { Database } from '../db/client';
import { orders, photos, type PhotoKind } from '../db/schema';
import { badRequest, notFound } from '../http/api-error';
import type { Caller } from '../plugins/auth';
import { decodeChequeImage } from './payments/cheque-image';

/**
 * Photos of an order's life (issue 15): the driver's proof of delivery, a buyer's claim photos. A
 * photo arrives as base64, bare or a data: URL (core photoSchema); its bytes decide the type — PNG or
 * JPEG magic numbers, never a name or a declared type — and it must be at most 5 MB. It is stored in
 * the database (table `photos`), so several app instances on one PostgreSQL all serve it, and the
 * order keeps the path it is served at: `/api/photos/<id>`.
 */

export type DecodedPhoto = { bytes: Buffer; mime: 'image/png' | 'image/jpeg' };

/** Decodes and checks one photo; a wrong one is a 400 with a translated message. */
export function decodePhoto(input: string): DecodedPhoto {
  const image = decodeChequeImage(input, PHOTO_MAX_BYTES);
  if (image.ok) return { bytes: image.bytes, mime: image.mime };
  if (image.reason === 'too_large') throw badRequest('PHOTO_TOO_LARGE', 'validation.photo_too_large');
  if (image.reason === 'type') throw badRequest('PHOTO_TYPE', 'validation.photo_type');
  throw badRequest('PHOTO_INVALID', 'validation.photo_invalid');
}

/**
 * The body limit of a route that carries `count` photos (base64, up to PHOTO_MAX_CHARS each) and a few
 * fields around them: `{ bodyLimit: photoBodyLimit(1) }` for a delivery, CLAIM_PHOTOS_MAX for a claim.
 * The app's default (BODY_LIMIT_BYTES, 1 MB) is far too small for a photo.
 */
export const photoBodyLimit = (count: number) => count * (PHOTO_MAX_CHARS + 16) + 8192;

export const PHOTO_PATH_PREFIX = '/api/photos/';
export const photoPath = (id: string) => `${PHOTO_PATH_PREFIX}${id}`;

export interface PhotoOwner {
  kind: PhotoKind;
  /** The buyer who may see it. */
  customerId: number;
  orderId?: number | null;
  /** Who stored it: 'customer', 'agent:7', 'driver:3'. */
  actor: string;
}

/**
 * Decodes, checks and stores one photo; answers the path it is served at. Pass the transaction of
 * the step that records the path, so a refused step leaves no photo behind.
 */
export async function storePhoto(db: Pick<Database, 'insert'>, input: string, owner: PhotoOwner): Promise<string> {
  const photo = decodePhoto(input);
  return storeDecodedPhoto(db, photo, owner);
}

export async function storeDecodedPhoto(db: Pick<Database, 'insert'>, photo: DecodedPhoto, owner: PhotoOwner): Promise<string> {
  const [row] = await db
    .insert(photos)
    .values({
      kind: owner.kind,
      mime: photo.mime,
      sizeBytes: photo.bytes.length,
      data: photo.bytes,
      customerId: owner.customerId,
      orderId: owner.orderId ?? null,
      actor: owner.actor,
    })
    .returning({ id: photos.id });
  return photoPath(row!.id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const photoNotFound = () => notFound('PHOTO_NOT_FOUND', 'photos.not_found');

/**
 * One photo for `who`: any staff member, or the customer it belongs to (their own session or an
 * agent's link for them). Anyone else — and an id that is not one — gets 404, like a missing photo.
 */
export async function loadPhoto(db: Database, id: string, who: Caller): Promise<DecodedPhoto> {
  if (!UUID.test(id)) throw photoNotFound();
  const [row] = await db
    .select({ mime: photos.mime, data: photos.data, customerId: photos.customerId, orderCustomerId: orders.customerId })
    .from(photos)
    .leftJoin(orders, eq(orders.id, photos.orderId))
    .where(eq(photos.id, id.toLowerCase()))
    .limit(1);
  if (!row) throw photoNotFound();
  if (who.kind !== 'staff' && row.customerId !== who.customerId && row.orderCustomerId !== who.customerId) throw photoNotFound();
  return { bytes: row.data, mime: row.mime };
}
