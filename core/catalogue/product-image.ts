/**
 * Catalogue pictures come in three widths. The database stores one logical name per picture,
 * `/resources/catalogue/<folder>/<name>.webp`; the files on disk are `<name>-240.webp`, `<name>-360.webp`
 * and `<name>-480.webp` (scripts/generate-catalogue-images.ts writes them). 360 is what a phone's
 * two-column grid needs (46vw of a 412 px screen at 1.75×); 240 and 480 serve a desktop's 240 px cards at
 * 1× and 2×. Any other path (warehouse SVGs, uploaded photos,
 * absolute URLs) is a single file and passes through unchanged.
 */

/** Widths, in pixels, of every catalogue picture. */
export const PICTURE_WIDTHS = [240, 360, 480] as const;
/**
 * How wide a product card's picture is drawn (the `sizes` of its srcset): 240 px in a desktop's
 * four-column grid, 30vw from 640 px, 46vw in a phone's two columns.
 */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 640px) 30vw, 46vw';

/** How wide the product page's main picture is drawn: the phone's width, 540 px beside the details on a desktop. */
export const PRODUCT_MAIN_SIZES = '(min-width: 1024px) 540px, 100vw';

/** The product page's pictures: its gallery, else its one picture; the first is the page's main picture. */
export function productPictures(gallery: readonly string[], image: string | null | undefined): string[] {
  return gallery.length > 0 ? [...gallery] : image ? [image] : [];
}

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** `(/resources/)catalogue/<folder>/<name>.webp`, where the name is not already one width's file. */
const LOGICAL = /^((?:\/resources\/)?catalogue\/[a-z0-9-]+\/[A-Za-z0-9-]+?)(?<!-240|-360|-480)\.webp$/;

/** The file of one width of a logical catalogue picture name (with or without the `/resources/` prefix). */
export function pictureFile(image: string, width: PictureWidth): string {
  const m = LOGICAL.exec(image);
  if (!m) throw new Error(`not a catalogue picture name: ${image}`);
  return `${m[1]}-${width}.webp`;
}

export interface ImageSources {
  src: string;
  /** `…-240.webp 240w, …-360.webp 360w, …-480.webp 480w` for catalogue pictures; absent for single files. */
  srcSet?: string;
}

/**
 * `src` and `srcSet` of a stored image path. `resolve` turns each path into a URL (the renderer passes
 * its API-origin resolver); the default keeps paths as they are.
 */
export function imageSources(image: string, resolve: (path: string) => string = (path) => path): ImageSources {
  if (!LOGICAL.test(image)) return { src: resolve(image) };
  const files = PICTURE_WIDTHS.map((w) => [resolve(pictureFile(image, w)), w] as const);
  return {
    src: files[files.length - 1]![0],
    srcSet: files.map(([file, w]) => `${file} ${w}w`).join(', '),
  };
}
