import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../../core/schemas/fulfilment';
import { photoFileProblem } from './photo-file';
import { kilograms, stopState, telHref } from './stop-view';

describe('the driver card', () => {
  it('reads a stop as out for delivery, waiting or delivered', () => {
    expect(stopState({ status: 'delivering', can_deliver: true })).toBe('delivering');
    expect(stopState({ status: 'cooking', can_deliver: false })).toBe('waiting');
    expect(stopState({ status: 'delivered', can_deliver: false })).toBe('delivered');
  });

  it('dials the stored phone forms', () => {
    expect(telHref('4165550100')).toBe('tel:+14165550100');
    expect(telHref('(416) 555-0100')).toBe('tel:+14165550100');
    expect(telHref('14165550100')).toBe('tel:+14165550100');
  });

  it('writes grams as kilograms in the reader’s way', () => {
    expect(kilograms(3050, 'en-CA')).toBe('3.05');
    expect(kilograms(3050, 'fr-CA')).toBe('3,05');
  });

  it('takes a png or jpeg up to 5 MB, with the server’s words otherwise', () => {
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('validation.photo_too_large');
    expect(photoFileProblem({ type: 'image/gif', size: 1000 })).toBe('validation.photo_type');
  });
});
