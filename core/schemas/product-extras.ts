import { z } from 'zod';
import { idParam, okEnvelope, shippingTypeSchema } from './common';
import { productListSchema } from './account';
import { productSummarySchema } from './catalogue';

/** Product-detail companions of spec §2.8 and §7: recommendations, combo sales, arrival reminders. */

export const recommendQuerySchema = z.object({
  shop_id: idParam,
  product_id: idParam,
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
export const recommendResponseSchema = okEnvelope(z.object({ products: z.array(productSummarySchema) }));

/** "1,2,3" → [1, 2, 3]; the spec sends cart product ids as a comma list. */
const idList = z
  .string()
  .max(2000)
  .regex(/^(\d+(,\d+)*)?$/)
  .transform((v) => (v ? v.split(',').map(Number) : []));

/** Combos per page of the combo-sale call ('see more combos' asks for the next page). */
export const COMBO_PAGE_SIZE = 4;

export const comboSaleQuerySchema = z.object({
  shop_id: idParam,
  product_id: idParam.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  cart_product_ids: idList.optional(),
  event: z.string().max(40).optional(),
  tag: z.string().max(40).optional(),
  keyword: z.string().max(100).optional(),
});
export const comboSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tag: z.string(),
  items: z.array(z.object({ product: productSummarySchema, qty: z.number().int() })),
  /** Dollars: the items at their regular prices, and the combo's price. */
  regular_price: z.number(),
  combo_price: z.number(),
  saving: z.number(),
  /** Every item of the combo is already in the cart (spec §8: "already has this COMBO SALES!"). */
  in_cart: z.boolean(),
});
export type Combo = z.infer<typeof comboSchema>;
export const comboSaleResponseSchema = okEnvelope(
  z.object({ combos: z.array(comboSchema), page: z.number().int(), has_more: z.boolean() }),
);

export const arrivalReminderBodySchema = z.object({
  shop_id: idParam,
  product_id: idParam,
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(10).max(15)),
  email: z.string().trim().max(200).pipe(z.email()),
});
/** `id` is the same on a repeat for the same product, shop and e-mail; `message` is "submit successfully". */
export const arrivalReminderResponseSchema = okEnvelope(z.object({ id: z.number().int(), message: z.string() }));

/** Most products a recently-viewed list holds (kept on the device per shop). */
export const RECENTLY_VIEWED_LIMIT = 12;

/**
 * Recently viewed (spec §7 api/recently_product): the device keeps the ids, the server answers them
 * with current names and prices in the caller's language, in the order given; products the shop no
 * longer sells or has delisted are left out. Without product_ids a signed-in customer gets the list
 * kept on the server instead (core/schemas/account.ts productListSchema, newest first).
 */
export const recentlyViewedQuerySchema = z.object({
  shop_id: idParam,
  product_ids: idList
    .refine((ids) => ids.length <= RECENTLY_VIEWED_LIMIT, {
      message: `at most ${RECENTLY_VIEWED_LIMIT} ids`,
    })
    .optional(),
});
export const recentlyViewedResponseSchema = okEnvelope(z.object({ products: z.array(productSummarySchema) }));
/** The route's whole contract: with product_ids, those products; signed in without them, the views kept on the server. */
export const recentlyViewedAnswerSchema = z.union([recentlyViewedResponseSchema, okEnvelope(productListSchema)]);

/**
 * Super trial (spec §2.8, §7 /api/product/super_trial): at checkout, categories the cart does not
 * touch yet, each with a few products to try; the buyer picks at most one per category, or skips.
 */
export const SUPER_TRIAL_CATEGORIES = 6;
export const SUPER_TRIAL_PER_CATEGORY = 4;
export const superTrialBodySchema = z.object({
  shop_id: idParam,
  /** A list, or the spec's comma list. */
  cart_product_ids: z.union([z.array(z.number().int().positive()).max(500), idList]).default([]),
  contact_id: idParam.optional(),
  shipping_type: shippingTypeSchema.default('delivery'),
});
export const superTrialCategorySchema = z.object({
  category_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  products: z.array(productSummarySchema),
});
export type SuperTrialCategory = z.infer<typeof superTrialCategorySchema>;
export const superTrialResponseSchema = okEnvelope(z.object({ categories: z.array(superTrialCategorySchema) }));
