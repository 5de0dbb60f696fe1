import { z } from 'zod';
import { clientDollarsSchema, idParam, okEnvelope, shippingTypeSchema } from './common';
import { optionGroupSchema, productSummarySchema } from './catalogue';
import { MAX_CART_LINES, MAX_LINE_QTY } from '../cart/cart-limits';
import { textSafe, UNSUPPORTED_CHARACTERS_MESSAGE, unsupportedTextPaths } from './text';

/**
 * Cart calculate (spec §7 `api/webclient/cart/calculate`) and promo validate. The server prices every
 * line again from its own catalogue with `core`; prices the client sends are only compared, never used.
 */

export { MAX_CART_LINES, MAX_LINE_QTY };

export const cartOptionSelectionSchema = z.object({
  group_id: z.number().int().positive(),
  items: z.array(z.object({ item_id: z.number().int().positive(), qty: z.number().int().min(1).max(999) })).max(50),
});

export const cartLineInputSchema = z.object({
  product_id: z.number().int().positive(),
  /** Units; gift rows (qty -1) are the server's to add, never the client's. */
  qty: z.number().int().min(1).max(MAX_LINE_QTY),
  note: z.string().max(200).default(''),
  options: z.array(cartOptionSelectionSchema).max(20).default([]),
  /** The client's own figures, in dollars: compared to report stale prices, never trusted. */
  row_total: clientDollarsSchema.optional(),
  price: clientDollarsSchema.optional(),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** A JSON-string field of spec §7 parsed to its value; arrays pass as they are. */
function jsonOrArray(unreadableKey: `validation.${string}`, maxLength: number, emptyMeansNone: boolean) {
  // Text-safe (core/schemas/text.ts): the JSON inside the string is text the caller sent too, so the
  // transform refuses what the text rule refuses in it itself.
  return z.union([z.string().max(maxLength), z.array(z.unknown())]).transform(
    textSafe((value: string | unknown[], ctx: z.RefinementCtx) => {
      if (Array.isArray(value)) return value;
      if (emptyMeansNone && value.trim() === '') return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: unreadableKey });
        return z.NEVER;
      }
      const refused = unsupportedTextPaths(parsed);
      if (refused.length > 0) {
        for (const path of refused) ctx.addIssue({ code: 'custom', message: UNSUPPORTED_CHARACTERS_MESSAGE, path });
        return z.NEVER;
      }
      return parsed;
    }),
  );
}

/** product_items arrives as a JSON string (spec §7) or, from newer clients, as an array. */
export const cartProductItemsSchema = jsonOrArray('validation.product_items_json', 500_000, false).pipe(z.array(cartLineInputSchema).max(MAX_CART_LINES));

/**
 * Combos added to the cart (spec §3 product_combo_items): each priced per complete set of its items.
 * Spec §7 sends it as a JSON string or '' (none); newer clients send the array.
 */
export const comboClaimsSchema = jsonOrArray('validation.combo_items_json', 20_000, true)
  .pipe(
    z
      .array(z.object({ combo_id: z.number().int().positive(), times: z.number().int().min(1).max(MAX_LINE_QTY) }))
      .max(50),
  )
  .default([]);
export type ComboClaimInput = z.infer<typeof comboClaimsSchema>[number];

export const cartCalculateBodySchema = z.object({
  shop_id: idParam,
  shipping_type: shippingTypeSchema.default('delivery'),
  product_items: cartProductItemsSchema,
  /** The client's subtotal, dollars: compared only. */
  subtotal: clientDollarsSchema.optional(),
  cart_id: z.number().int().min(0).optional(),
  promo_codes: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  trial_product_items: z.unknown().optional(),
  product_combo_items: comboClaimsSchema,
});
export type CartCalculateBody = z.infer<typeof cartCalculateBodySchema>;

/**
 * POST /api/webclient/cart/merge (signed in): the guest's local cart, merged into the cart stored for
 * the customer at login (DECISIONS.md). The answer is a cart calculate result with the real cart_id;
 * an empty product_items fetches the stored cart of this shop and shipping type.
 */
export const cartMergeBodySchema = z.object({
  shop_id: idParam,
  shipping_type: shippingTypeSchema.default('delivery'),
  product_items: cartProductItemsSchema,
});
export type CartMergeBody = z.infer<typeof cartMergeBodySchema>;

export const cartLineViewSchema = productSummarySchema.extend({
  /** Stable key of the line: product id plus its option selection. */
  line_key: z.string(),
  qty: z.number().int(),
  note: z.string(),
  /** Every option group of the product, the line's choices checked (checked 1, qty). */
  options: z.array(optionGroupSchema),
  /** Dollars, 2 decimals. */
  row_total: z.number(),
  org_row_total: z.number(),
  is_gift: z.boolean(),
});
export type CartLineView = z.infer<typeof cartLineViewSchema>;

/**
 * A line of the cart calculate answer: the server's figures per line (spec §4 Cart: the client copies
 * row_total / org_row_total), without the product summary the client already holds. Cart merge
 * answers full lines (`cartLineViewSchema`) because the client rebuilds its cart from them.
 */
export const cartCalculateLineSchema = z.object({
  line_key: z.string(),
  product_id: z.number().int(),
  /** In the caller's language: the renderer relabels its rows with it after a language switch. */
  product_name: z.string(),
  qty: z.number().int(),
  note: z.string(),
  /** Dollars: the unit prices the server priced with. */
  price: z.number(),
  org_price: z.number(),
  /** Chosen option groups with their chosen items only, in the caller's language. */
  options: z.array(optionGroupSchema),
  row_total: z.number(),
  org_row_total: z.number(),
  is_gift: z.boolean(),
});
export type CartCalculateLine = z.infer<typeof cartCalculateLineSchema>;

export const cartMessageCodeSchema = z.enum([
  'price_changed',
  'stock_changed',
  'out_of_stock',
  'over_max',
  'over_stock',
  'delisted',
  'not_in_shop',
  'options_invalid',
  'not_pickable',
  'over_special_limit',
  'quantity_rule',
]);
export const cartMessageSchema = z.object({
  product_id: z.number().int(),
  code: cartMessageCodeSchema,
  /** In the caller's language. */
  message: z.string(),
});
export type CartMessage = z.infer<typeof cartMessageSchema>;

export const cartTotalsSchema = z.object({
  org_subtotal: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  products_discount: z.number(),
  batch_discount: z.number(),
  /** Combo sales: regular prices minus combo prices over the complete sets. */
  combo_discount: z.number(),
  per_discount: z.number(),
  gift: z.object({ product_id: z.number().int(), product_name: z.string(), product_image: z.string() }).nullable(),
  next_sale_amount: z.number().nullable(),
  next_full_amount: z.number().nullable(),
  next_gift: z.string().nullable(),
  available_next_hit: z.number().nullable(),
  over_limit_product_ids: z.array(z.number().int()),
  sale_units: z.number().int(),
  sale_limit: z.number().int(),
  count: z.number().int(),
  has_batch_price: z.boolean(),
});
export type CartTotalsView = z.infer<typeof cartTotalsSchema>;

export const smallOrderFeeViewSchema = z.object({
  kind: z.enum(['none', 'fee', 'waived']),
  /** Dollars still to spend to reach the threshold (kind 'fee'). */
  remaining: z.number().nullable(),
  fee: z.number().nullable(),
  end: z.number().nullable(),
});

export const cartCalculateResultSchema = z.object({
  cart_id: z.number().int(),
  menu: z.array(cartCalculateLineSchema),
  totals: cartTotalsSchema,
  small_order_fee: smallOrderFeeViewSchema,
  messages: z.array(cartMessageSchema),
});
export type CartCalculateResult = z.infer<typeof cartCalculateResultSchema>;
export const cartCalculateResponseSchema = okEnvelope(cartCalculateResultSchema);

/** Cart merge's answer: as calculate, with full lines to rebuild the client's cart from. */
export const cartMergeResultSchema = cartCalculateResultSchema.extend({ menu: z.array(cartLineViewSchema) });
export type CartMergeResult = z.infer<typeof cartMergeResultSchema>;
export const cartMergeResponseSchema = okEnvelope(cartMergeResultSchema);
