import { z } from 'zod';
import { localizedTextSchema, okEnvelope } from './common';

/**
 * Customer groups and their price lists (issue 17). The back office keeps them under
 * /api/back-office/price-lists; a signed-in buyer reads their own group's prices at
 * /api/account/group_prices and lays them over the shared catalogue answers, which never carry them.
 */

/** One entry on the wire: a fixed unit price in cents, or a percentage off in basis points (1–10000). */
export const groupPriceWireSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), price_cents: z.number().int().min(0, 'validation.group_price_invalid').max(100_000_000, 'validation.group_price_invalid') }),
  z.object({ kind: z.literal('percent'), percent_off_bp: z.number().int().min(1, 'validation.group_percent_invalid').max(10_000, 'validation.group_percent_invalid') }),
]);
export type GroupPriceWire = z.infer<typeof groupPriceWireSchema>;

// The conversions live with the rule (core/pricing/group-price.ts): the storefront's first page uses them without zod.
export { groupPriceFromWire, groupPriceToWire } from '../pricing/group-price';

/** GET /api/account/group_prices: the buyer's group and its entries (no group: null and none). */
export const groupPriceOverlaySchema = z.object({
  group_id: z.number().int().nullable(),
  /** Moves with the catalogue version: a changed price list answers a new one. */
  version: z.number().int(),
  prices: z.array(z.object({ product_id: z.number().int(), price: groupPriceWireSchema })),
});
export type GroupPriceOverlay = z.infer<typeof groupPriceOverlaySchema>;
export const groupPriceOverlayResponseSchema = okEnvelope(groupPriceOverlaySchema);

const groupNameSchema = z.object({
  en: z.string().trim().min(1, { message: 'validation.group_name_required', abort: true }).max(80, 'validation.group_name_too_long'),
  cn: z.string().trim().max(80, 'validation.group_name_too_long').default(''),
  fr: z.string().trim().max(80, 'validation.group_name_too_long').default(''),
});

/** POST /api/back-office/price-lists/groups and PUT …/groups/:id. */
export const customerGroupBodySchema = z.object({
  name: groupNameSchema,
  note: z.string().trim().max(500).default(''),
});
export type CustomerGroupBody = z.input<typeof customerGroupBodySchema>;

export const groupIdParamsSchema = z.object({ groupId: z.coerce.number().int().positive() });
export const groupProductParamsSchema = groupIdParamsSchema.extend({ productId: z.coerce.number().int().positive() });
export const groupCustomerParamsSchema = groupIdParamsSchema.extend({ customerId: z.coerce.number().int().positive() });

export const customerGroupSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  note: z.string(),
  members: z.number().int(),
  prices: z.number().int(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;
export const customerGroupListResponseSchema = okEnvelope(z.object({ groups: z.array(customerGroupSchema) }));
export const customerGroupResponseSchema = okEnvelope(customerGroupSchema);
export const deletedResponseSchema = okEnvelope(z.object({ deleted: z.boolean() }));

export const groupMemberSchema = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The customer's group now (another group when searching, null when none). */
  group_id: z.number().int().nullable(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMembersResponseSchema = okEnvelope(z.object({ members: z.array(groupMemberSchema) }));

/** GET …/customers?q=: customers by name or phone, to add to a group. */
export const customerSearchQuerySchema = z.object({ q: z.string().trim().max(80).default('') });

/** PUT …/groups/:id/members/:customerId moves the customer into the group (out of any other). */
export const groupMemberResponseSchema = okEnvelope(groupMemberSchema);

/** A group's price list entry with what the back office shows beside it (public prices, in cents). */
export const groupPriceRowSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  product_name: z.string(),
  /** The public regular price (core `regularPriceCents`). */
  regular_price_cents: z.number().int(),
  price: groupPriceWireSchema,
  /** What the group's buyer pays per unit before quantities (core `withGroupPrice`). */
  group_unit_price_cents: z.number().int(),
});
export type GroupPriceRow = z.infer<typeof groupPriceRowSchema>;
export const groupPriceListResponseSchema = okEnvelope(z.object({ prices: z.array(groupPriceRowSchema) }));
export const groupPriceRowResponseSchema = okEnvelope(groupPriceRowSchema);

/** PUT …/groups/:id/prices/:productId: set (add or replace) the product's entry. */
export const groupPriceBodySchema = z.object({ price: groupPriceWireSchema });

/** GET …/products?q=: products by SKU or name, to price for a group. */
export const productPickQuerySchema = z.object({ q: z.string().trim().max(80).default('') });
export const productPickSchema = z.object({ product_id: z.number().int(), sku: z.string(), product_name: z.string(), regular_price_cents: z.number().int() });
export const productPickResponseSchema = okEnvelope(z.object({ products: z.array(productPickSchema) }));
