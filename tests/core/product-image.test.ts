import { describe, expect, it } from 'vitest';
import { imageSources, pictureFile } from '../../core/catalogue/product-image';

describe('catalogue picture sources', () => {
  it('offers the 240, 360 and 480 px files of a stored catalogue picture, the largest as src', () => {
    expect(imageSources('/resources/catalogue/produce/PRD-1001.webp')).toEqual({
      src: '/resources/catalogue/produce/PRD-1001-480.webp',
      srcSet:
        '/resources/catalogue/produce/PRD-1001-240.webp 240w, /resources/catalogue/produce/PRD-1001-360.webp 360w, ' +
        '/resources/catalogue/produce/PRD-1001-480.webp 480w',
    });
    expect(imageSources('/resources/catalogue/categories/dairy-eggs.webp').srcSet).toBe(
      '/resources/catalogue/categories/dairy-eggs-240.webp 240w, /resources/catalogue/categories/dairy-eggs-360.webp 360w, ' +
        '/resources/catalogue/categories/dairy-eggs-480.webp 480w',
    );
  });

  it('resolves every entry against the API origin (the Electron renderer)', () => {
    const resolve = (path: string) => new URL(path, 'http://127.0.0.1:3000/').toString();
    expect(imageSources('/resources/catalogue/meat/MT-1007.webp', resolve)).toEqual({
      src: 'http://127.0.0.1:3000/resources/catalogue/meat/MT-1007-480.webp',
      srcSet:
        'http://127.0.0.1:3000/resources/catalogue/meat/MT-1007-240.webp 240w, ' +
        'http://127.0.0.1:3000/resources/catalogue/meat/MT-1007-360.webp 360w, ' +
        'http://127.0.0.1:3000/resources/catalogue/meat/MT-1007-480.webp 480w',
    });
  });

  it('passes any other picture through as a single src', () => {
    for (const path of [
      '/resources/warehouses/etobicoke.svg',
      '/resources/catalogue/produce/PRD-1001.svg',
      '/api/photos/5b8f1c1e-2f0d-4d64-9a0e-1d1f2a3b4c5d',
      'https://cdn.example.com/catalogue/produce/PRD-1001.webp',
      '/resources/catalogue/produce/PRD-1001-480.webp',
      '/resources/catalogue/produce/PRD-1001-360.webp',
      '',
    ]) {
      expect(imageSources(path), path).toEqual({ src: path });
    }
  });

  it('names the files the generator writes, from the logical name stored in the seed', () => {
    expect(pictureFile('catalogue/seafood/SF-1003.webp', 240)).toBe('catalogue/seafood/SF-1003-240.webp');
    expect(() => pictureFile('/resources/warehouses/etobicoke.svg', 480)).toThrow();
  });
});
