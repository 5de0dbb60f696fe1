import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../../core/schemas/fulfilment';

/**
 * The driver's photo checked before it is sent, with the server's own words: png or jpeg (the server
 * decides by the bytes; the browser's type is a first filter), at most 5 MB. Null when it may go.
 */
export function photoFileProblem(file: Pick<File, 'size' | 'type'>): 'validation.photo_too_large' | 'validation.photo_type' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'validation.photo_type';
  if (file.size > PHOTO_MAX_BYTES) return 'validation.photo_too_large';
  return null;
}
