import { z } from 'zod';
import { idParam, localeSchema, okEnvelope } from './common';

/**
 * Home banners (spec §2.8 "banner", §7 api/ads/universal_banners; issue 19): each shop keeps its own
 * banners per language, in order, each shown between its optional start and end. The image is a
 * picture on this origin (`/resources/…`) with its size, so the page reserves its box before it loads.
 */

/**
 * Where a banner leads: a storefront path ('/supply/produce', '/banner-page'; the renderer adds the
 * language prefix) or an https address on another site. '//host' (another site without a scheme) and
 * other schemes ('javascript:') are refused.
 */
export const bannerLinkSchema = z
  .string()
  .trim()
  .min(1, 'validation.banner_link_invalid')
  .max(500, 'validation.banner_link_invalid')
  .refine((link) => /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#+]*$/.test(link) || /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:[/?#][^\s]*)?$/.test(link), 'validation.banner_link_invalid');

/** GET /api/ads/universal_banners?shop_id=…: the shop's banners in the caller's language (APP-LANGUAGE). */
export const universalBannersQuerySchema = z.object({ shop_id: idParam });

export const bannerSchema = z.object({
  id: z.number().int(),
  /** Shown over the picture, and its name for screen readers. */
  title: z.string(),
  image: z.string(),
  image_width: z.number().int(),
  image_height: z.number().int(),
  /** A smaller picture for phones ('' when the banner has one size only). */
  image_small: z.string(),
  link: z.string(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const universalBannersSchema = z.object({ shop_id: z.number().int(), banners: z.array(bannerSchema) });
export type UniversalBanners = z.infer<typeof universalBannersSchema>;
export const universalBannersResponseSchema = okEnvelope(universalBannersSchema);

// ------------------------------------------------------------------------------------------------
// Back office (managers): list, add, edit, switch on or off, reorder.
// ------------------------------------------------------------------------------------------------

const isoDateTime = z.iso.datetime({ offset: true, message: 'validation.promo_date_invalid' });

/** A picture on this origin: /resources/… (the demo's banners, uploads). */
const imagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/resources\/[A-Za-z0-9\-._/]+\.(?:webp|png|jpe?g|svg)$/, 'validation.banner_image_invalid');

export const bannerBodySchema = z
  .object({
    shop_id: z.number().int().positive().max(2_147_483_647),
    locale: localeSchema,
    title: z.string().trim().min(1, 'validation.banner_title_required').max(120, 'validation.too_long'),
    image: imagePath,
    image_small: z.union([imagePath, z.literal('')]).default(''),
    image_width: z.number().int().min(1).max(4000),
    image_height: z.number().int().min(1).max(4000),
    link: bannerLinkSchema,
    active: z.boolean().default(true),
    starts_at: isoDateTime.nullable().default(null),
    ends_at: isoDateTime.nullable().default(null),
  })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) > Date.parse(b.starts_at), {
    message: 'validation.promo_dates_order',
    path: ['ends_at'],
  });
export type BannerBody = z.input<typeof bannerBodySchema>;
export type BannerInput = z.output<typeof bannerBodySchema>;

export const bannerIdParamsSchema = z.object({ id: idParam });
export const bannerActiveBodySchema = z.object({ active: z.boolean() });
/** The shop+language's banners in their new order (every id of that list, each once). */
export const bannerOrderBodySchema = z.object({
  shop_id: z.number().int().positive().max(2_147_483_647),
  locale: localeSchema,
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.promo_duplicate_item'),
});
export const bannerListQuerySchema = z.object({ shop_id: idParam.optional(), locale: localeSchema.optional() });

export const bannerRowSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  locale: localeSchema,
  title: z.string(),
  image: z.string(),
  image_small: z.string(),
  image_width: z.number().int(),
  image_height: z.number().int(),
  link: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type BannerRow = z.infer<typeof bannerRowSchema>;
export const bannerRowResponseSchema = okEnvelope(bannerRowSchema);
export const bannerListSchema = z.object({ banners: z.array(bannerRowSchema) });
export const bannerListResponseSchema = okEnvelope(bannerListSchema);
