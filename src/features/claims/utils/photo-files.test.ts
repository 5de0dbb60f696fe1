import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../../core/schemas/fulfilment';
import { checkPhotoFiles } from './photo-files';

describe('the claim form’s photo check', () => {
  it('keeps png and jpg up to 5 MB, at most four, and says why it refuses the rest', () => {
    const files = [
      { name: 'a.png', type: 'image/png', size: 1_000 },
      { name: 'b.gif', type: 'image/gif', size: 1_000 },
      { name: 'c.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES },
      { name: 'd.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 },
      { name: 'e.png', type: 'image/png', size: 10 },
    ];
    expect(checkPhotoFiles(1, files)).toEqual({
      accepted: [0, 2, 4],
      problems: [
        { name: 'b.gif', reason: 'type' },
        { name: 'd.jpg', reason: 'too_large' },
      ],
    });
    expect(checkPhotoFiles(3, files.slice(0, 1).concat(files.slice(4)))).toEqual({ accepted: [0], problems: [{ name: 'e.png', reason: 'too_many' }] });
  });
});
