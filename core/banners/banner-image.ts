import type { Banner } from '../schemas/banner';

/** How wide a banner is drawn: the home page's main column from 1024 px, the whole width below. */
export const BANNER_SIZES = '(min-width: 1024px) 52rem, 100vw';

/**
 * The picture a banner is drawn with: the large file, and beside it the small one (half as wide) when
 * there is one. The home page's <img> and the server's preload of the first banner (so a phone
 * fetches it with the page, not after the scripts) name the same files, so it is fetched once.
 */
export function bannerImageSources(banner: Pick<Banner, 'image' | 'image_small' | 'image_width'>): { src: string; srcSet: string | undefined; sizes: string } {
  return {
    src: banner.image,
    srcSet: banner.image_small ? `${banner.image_small} ${Math.round(banner.image_width / 2)}w, ${banner.image} ${banner.image_width}w` : undefined,
    sizes: BANNER_SIZES,
  };
}
