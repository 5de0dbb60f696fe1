import { CLAIM_PHOTOS_MAX, PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../../core/schemas/fulfilment';

/**
 * The claim form's photo check before upload (the server checks the bytes again): png or jpg, at most
 * 5 MB each, at most four. Answers the files to keep and, for each refused one, why.
 */
export type PhotoProblem = { name: string; reason: 'type' | 'too_large' | 'too_many' };

export function checkPhotoFiles(
  already: number,
  files: readonly Pick<File, 'name' | 'size' | 'type'>[],
): { accepted: number[]; problems: PhotoProblem[] } {
  const accepted: number[] = [];
  const problems: PhotoProblem[] = [];
  files.forEach((file, index) => {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) problems.push({ name: file.name, reason: 'type' });
    else if (file.size > PHOTO_MAX_BYTES) problems.push({ name: file.name, reason: 'too_large' });
    else if (already + accepted.length >= CLAIM_PHOTOS_MAX) problems.push({ name: file.name, reason: 'too_many' });
    else accepted.push(index);
  });
  return { accepted, problems };
}
