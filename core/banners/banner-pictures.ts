/**
 * The demo banners' pictures (scripts/generate-banner-images.ts draws them, server/db/seed/demo-banners.ts links them, the back office offers them):
 * text-free compositions, the words go over them in the page so they are translated and readable.
 * Each is BANNER_WIDTH × BANNER_HEIGHT, with a half-width copy for phones.
 */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;
export const BANNER_SMALL_WIDTH = 600;

export const BANNER_PICTURE_NAMES = ['fresh-produce', 'eco-containers', 'next-day-delivery', 'seafood'] as const;
export type BannerPictureName = (typeof BANNER_PICTURE_NAMES)[number];

export interface BannerPicture {
  name: BannerPictureName;
  /** Background gradient, left to right. */
  from: string;
  to: string;
  /** Fluent Emoji names, drawn on the right half. */
  icons: string[];
}

export const bannerPictures: BannerPicture[] = [
  { name: 'fresh-produce', from: '#14532d', to: '#bbf7d0', icons: ['leafy-green', 'tomato', 'carrot', 'bell-pepper', 'red-apple'] },
  { name: 'eco-containers', from: '#713f12', to: '#fde68a', icons: ['takeout-box', 'bento-box', 'cup-with-straw', 'recycling-symbol', 'seedling'] },
  { name: 'next-day-delivery', from: '#1e3a8a', to: '#bfdbfe', icons: ['delivery-truck', 'package', 'sunrise', 'alarm-clock', 'sparkles'] },
  { name: 'seafood', from: '#164e63', to: '#a5f3fc', icons: ['fish', 'shrimp', 'lobster', 'oyster', 'crab'] },
];

export const bannerImage = (name: string) => `/resources/banners/${name}-${BANNER_WIDTH}.webp`;
export const bannerImageSmall = (name: string) => `/resources/banners/${name}-${BANNER_SMALL_WIDTH}.webp`;
