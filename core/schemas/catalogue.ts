import { z } from 'zod';
import { idParam, okEnvelope, shippingTypeSchema } from './common';

/**
 * Wire shapes of the catalogue calls (spec §3 Product, Option, Menu, Warehouse, Shop detail; §7).
 * Money on the wire is in dollars with 2 decimals, as the spec's fields are; `core` computes in cents.
 */

export const tagSchema = z.object({ tag: z.string(), color: z.string() });

export const batchPriceSchema = z.object({
  start: z.number().int(),
  /** 0 means open-ended (qty >= start). */
  end: z.number().int(),
  price: z.number(),
});

export const optionItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  org_price: z.number(),
  max: z.number().int(),
  status: z.union([z.literal(0), z.literal(1)]),
  checked: z.union([z.literal(0), z.literal(1)]).optional(),
  qty: z.number().int().optional(),
});

export const optionGroupSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  type: z.enum(['radio', 'checkbox']),
  status: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  items: z.array(optionItemSchema),
});

export const productSummarySchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  category: z.number().int(),
  position: z.number().int(),
  product_name: z.string(),
  product_full_name: z.string(),
  propaganda_name: z.string(),
  product_image: z.string(),
  tags: z.array(tagSchema),
  price: z.number(),
  org_price: z.number(),
  unit_price: z.string(),
  /** Sold by unit: unit_flag 1, unit_count > 0 and unit_value present (spec §3 Product). */
  unit_flag: z.number().int(),
  unit_count: z.number().int(),
  unit_value: z.string(),
  discount: z.number(),
  discount_price: z.number(),
  discount_limit_times: z.number().int(),
  is_special: z.union([z.literal(0), z.literal(1)]),
  dis_qty: z.number().int(),
  batch_price: z.array(batchPriceSchema),
  /** -9999 means unlimited. */
  stock: z.number().int(),
  max: z.number().int(),
  /** Quantity rule (issue 20): least units per order and the case increment; absent = 1. */
  min_qty: z.number().int().optional(),
  qty_step: z.number().int().optional(),
  weight_value: z.string(),
  weight_unit: z.string(),
  need_weigh: z.union([z.literal(0), z.literal(1)]),
  /** 0 listed, 1 delisted. */
  status: z.number().int(),
  has_options: z.boolean(),
  pickup_allowed: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  product_desc: z.string(),
  product_detail: z.string(),
  specification: z.string(),
  gallery: z.array(z.string()),
  options: z.array(optionGroupSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  position: z.number().int(),
  image: z.string(),
  pickup_allowed: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const menuQuerySchema = z.object({
  shop_id: idParam,
  shipping_type: shippingTypeSchema.default('delivery'),
});
export const menuSchema = z.object({
  shop_id: z.number().int(),
  shipping_type: shippingTypeSchema,
  menus: z.array(z.object({ category: categorySchema, products: z.array(productSummarySchema) })),
});
export const menuResponseSchema = okEnvelope(menuSchema);
export type Menu = z.infer<typeof menuSchema>;

export const productQuerySchema = z.object({
  shop_id: idParam,
  product_id: idParam,
  trial: z.coerce.number().int().min(0).max(1).default(0),
});
export const productResponseSchema = okEnvelope(productDetailSchema);

export const warehouseSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  city: z.string(),
  status: z.string(),
  distance: z.number().nullable(),
  img: z.string(),
  address: z.string(),
  postal_code: z.string(),
  lat: z.number(),
  lng: z.number(),
  tel: z.string(),
  /** "day,hours" entries, e.g. "Monday,13:00-16:00" or "Sunday,Closed". */
  normal_operation: z.array(z.string()),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
