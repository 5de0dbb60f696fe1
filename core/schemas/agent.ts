import { z } from 'zod';
import { idParam, okEnvelope, pagedRowsSchema, shippingTypeSchema } from './common';
import { staffRoleSchema } from './account';
import { orderDetailSchema, orderStatusSchema, paymentStatusSchema, paymentTypeSchema } from './order';

/**
 * Wire shapes of the agent console (issue 7; spec §1 Agent ordering, §2.9, §6 Agent role;
 * DECISIONS.md "Who does what"). Staff calls carry the staff token; storefront calls made for a
 * customer carry the customer-scoped agent token an agent link issued.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_format');
const optionalId = idParam.optional();
const optionalText = (max: number) => z.string().trim().max(max).optional();

// ---------------------------------------------------------------------------------------------
// Agent link payload (spec §2.9): the supplydesk:// deep link and the same query on any web page.
// ---------------------------------------------------------------------------------------------

/**
 * `supplydesk://order?token=…&customer_id=…&name=…&phone=…&aid=…&shop_mid=…&exp=…` and the web query.
 * `exp` (unix seconds) lets the desktop refuse a stale link before it touches anything; the server
 * still decides (proxy login answers TOKEN_EXPIRED).
 */
export const agentLinkQuerySchema = z.object({
  token: z.string().min(20).max(200),
  customer_id: idParam,
  name: z.string().max(120).default(''),
  phone: z.string().max(40).default(''),
  aid: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  shop_mid: idParam,
  exp: z.coerce.number().int().positive().optional(),
});
export type AgentLinkQuery = z.infer<typeof agentLinkQuerySchema>;

/** Why a link was refused before any step ran. */
export const agentLinkRefusalSchema = z.enum(['malformed', 'expired']);
export type AgentLinkRefusal = z.infer<typeof agentLinkRefusalSchema>;

// ---------------------------------------------------------------------------------------------
// Staff directory: GET /api/agent/staff (supervisor: everyone; agent: self).
// ---------------------------------------------------------------------------------------------

export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = okEnvelope(z.object({ staff: z.array(staffMemberSchema) }));

// ---------------------------------------------------------------------------------------------
// Customer finder: GET /api/agent/customers/search?q=&limit=
// q matches phone digits (any part), name (case-insensitive, any part), exact customer id, or an
// address-book line / postal code. Ordered: exact id, then phone, then most recent order.
// ---------------------------------------------------------------------------------------------

export const customerSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'validation.search_required').max(80),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const agentCustomerSchema = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  /** Digits with country code, e.g. 14165550123. */
  phone_num: z.string(),
  /** Display form, e.g. +1 416-555-0123. */
  phone: z.string(),
  email: z.string(),
  /** The default (or latest) address-book entry on one line; '' when none. */
  address: z.string(),
  city: z.string(),
  order_count: z.number().int(),
  last_order_at: z.string().nullable(),
  /** The shop of the last order, or the default shop: where an agent link sends the agent. */
  shop_id: z.number().int(),
});
export type AgentCustomer = z.infer<typeof agentCustomerSchema>;
export const customerSearchResponseSchema = okEnvelope(z.object({ customers: z.array(agentCustomerSchema) }));

// ---------------------------------------------------------------------------------------------
// SKU index for bulk entry: GET /api/catalogue/sku_index?shop_id=&shipping_type=
// Every product the shop lists, delisted ones included (so bulk entry can say 'delisted' rather
// than 'unknown SKU'). Public like the menu; served from the in-memory catalogue, ETag = version.
// ---------------------------------------------------------------------------------------------

export const skuIndexQuerySchema = z.object({
  shop_id: idParam,
  shipping_type: shippingTypeSchema.default('delivery'),
});
export const skuIndexRowSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  /** In the caller's language. */
  name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_position: z.number().int(),
  /** Dollars: the unit price before tiers (batch prices apply in the cart). */
  price: z.number(),
  /** -9999 means unlimited. */
  stock: z.number().int(),
  /** 0 means no per-order maximum. */
  max: z.number().int(),
  /** Issue 20: the quantity rule (absent: 1 and 1). */
  min_qty: z.number().int().optional(),
  qty_step: z.number().int().optional(),
  need_weigh: z.union([z.literal(0), z.literal(1)]),
  pickup_allowed: z.boolean(),
  /** 0 listed, 1 delisted. */
  status: z.number().int(),
  has_options: z.boolean(),
  /** Unit label for display ('' → "ct"). */
  unit: z.string(),
});
export type SkuIndexRow = z.infer<typeof skuIndexRowSchema>;
export const skuIndexSchema = z.object({
  shop_id: z.number().int(),
  shipping_type: shippingTypeSchema,
  /** The catalogue version the rows come from. */
  version: z.number().int(),
  rows: z.array(skuIndexRowSchema),
});
export type SkuIndex = z.infer<typeof skuIndexSchema>;
export const skuIndexResponseSchema = okEnvelope(skuIndexSchema);

// Substitute for a line the shop cannot fill (issue 20): GET /api/catalogue/substitute
// core's rule (same category, unit price within 10 %, closest size) over what can fill `qty` now.
// Public like the SKU index; the client shows the substitute from its own index.
// ---------------------------------------------------------------------------------------------

export const substituteQuerySchema = z.object({
  shop_id: idParam,
  product_id: idParam,
  qty: z.coerce.number().int().min(1, 'validation.qty_invalid').max(9999, 'validation.qty_invalid').default(1),
});
export const substituteSchema = z.object({ product_id: z.number().int(), substitute_id: z.number().int().nullable() });
export type SubstituteAnswer = z.infer<typeof substituteSchema>;
export const substituteResponseSchema = okEnvelope(substituteSchema);

// ---------------------------------------------------------------------------------------------
// Order guide: GET /api/agent/order_guide?customer_id=&shop_id=
// Staff token (any agent/supervisor), or the customer's own / agent-customer token for that customer.
// ---------------------------------------------------------------------------------------------

export const ORDER_GUIDE_DAYS = 90;
export const orderGuideQuerySchema = z.object({ customer_id: idParam, shop_id: optionalId });
export const orderGuideItemSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_position: z.number().int(),
  /** How many of the window's orders had it. */
  times_ordered: z.number().int(),
  /** The quantity they order most often (ties: the larger). */
  usual_qty: z.number().int(),
  last_qty: z.number().int(),
  /** Dollars, the unit price on the last order. */
  last_price: z.number(),
  last_ordered_at: z.string(),
  /** The customer's own order: mean position of the line in their orders (their shelf layout). */
  shelf_position: z.number(),
  /** Issue 20: dollars, the price now (the shop's selling price; null when no longer listed). */
  price: z.number().nullable().optional(),
  /** Issue 20: the customer's par level (null: none set) and the walk-in place they gave it (null: not moved). */
  par: z.number().int().nullable().optional(),
  guide_position: z.number().int().nullable().optional(),
  /** Issue 20: the product's quantity rule, for proposals rounded to valid multiples. */
  min_qty: z.number().int().optional(),
  qty_step: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type OrderGuideItem = z.infer<typeof orderGuideItemSchema>;
export const orderGuideSchema = z.object({
  customer_id: z.number().int(),
  /** ISO date the window starts. */
  since: z.string(),
  items: z.array(orderGuideItemSchema),
});
export type OrderGuide = z.infer<typeof orderGuideSchema>;
export const orderGuideResponseSchema = okEnvelope(orderGuideSchema);

/**
 * PUT /api/agent/par_levels (issue 20): a customer's par levels and walk-in order, saved together.
 * `levels` sets (par null clears) the par of each product named; `order`, when given, is the guide's
 * products in walk-in order. The customer's own session, an agent link for them, or staff.
 */
export const PAR_LEVEL_MAX = 100_000;
export const parLevelsBodySchema = z.object({
  customer_id: z.number({ error: 'validation.par_levels_invalid' }).int().positive(),
  levels: z
    .array(
      z.object({
        product_id: z.number().int().positive(),
        par: z.number({ error: 'validation.par_level_invalid' }).int('validation.par_level_invalid').min(0, 'validation.par_level_invalid').max(PAR_LEVEL_MAX, 'validation.par_level_invalid').nullable(),
      }),
    )
    .max(1000, 'validation.par_levels_invalid')
    .default([]),
  order: z.array(z.number().int().positive()).max(1000, 'validation.par_levels_invalid').optional(),
});
export type ParLevelsBody = z.infer<typeof parLevelsBodySchema>;
export const parLevelsResponseSchema = okEnvelope(z.object({ saved: z.number().int() }));

/** GET /api/agent/order_lines?order_id= — a past order's lines to fill the grid ('order again'). */
export const orderLinesQuerySchema = z.object({ order_id: idParam });
export const orderLinesSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  lines: z.array(z.object({ product_id: z.number().int(), sku: z.string(), name: z.string(), qty: z.number().int() })),
});
export type OrderLines = z.infer<typeof orderLinesSchema>;
export const orderLinesResponseSchema = okEnvelope(orderLinesSchema);

// ---------------------------------------------------------------------------------------------
// Order tables: GET /api/agent/orders (JSON page) and GET /api/agent/orders/export (text/csv of
// every row the same filters and sort select, at most AGENT_EXPORT_MAX_ROWS).
// Agents see orders they placed and orders of customers they have served; supervisors see all.
// ---------------------------------------------------------------------------------------------

export const AGENT_ORDER_SORTS = [
  'created_at',
  'order_no',
  'service_date',
  'customer_name',
  'agent_name',
  'status',
  'payment_status',
  'total',
] as const;
export const AGENT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const AGENT_EXPORT_MAX_ROWS = 10_000;

export const agentOrdersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  payment_status: paymentStatusSchema.optional(),
  /** Created on or after this date (America/Toronto). */
  from: isoDate.optional(),
  /** Created on or before this date (America/Toronto). */
  to: isoDate.optional(),
  agent_id: optionalId,
  customer_id: optionalId,
  /** Order number, customer name or phone digits. */
  q: optionalText(80),
  sort: z.enum(AGENT_ORDER_SORTS).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type AgentOrdersQuery = z.infer<typeof agentOrdersQuerySchema>;

export const agentOrderRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  created_at: z.string(),
  service_date: z.string(),
  shipping_type: shippingTypeSchema,
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string(),
  agent_id: z.number().int().nullable(),
  agent_name: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  payment_type: paymentTypeSchema,
  /** Dollars. */
  total: z.number(),
});
export type AgentOrderRow = z.infer<typeof agentOrderRowSchema>;
export const agentOrdersSchema = pagedRowsSchema(agentOrderRowSchema);
export type AgentOrders = z.infer<typeof agentOrdersSchema>;
export const agentOrdersResponseSchema = okEnvelope(agentOrdersSchema);

/**
 * GET /api/agent/orders/detail?order_id= answers the storefront's orderDetailSchema (same view as
 * the customer's, plus agent_id / agent_name below); GET /api/agent/orders/invoice?order_id=&lang=
 * answers the PDF. Access as for the table.
 */
export const agentOrderQuerySchema = z.object({ order_id: idParam });

/**
 * The detail's data: the storefront's order detail plus who placed it and for whom (the customer's
 * order view has no customer id; the console needs it to link to the customer and to 'order again').
 * agent_id is null (agent_name '') for an order the customer placed themselves.
 */
export const agentOrderDetailSchema = orderDetailSchema.extend({
  agent_id: z.number().int().nullable(),
  agent_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string(),
});
export type AgentOrderDetail = z.infer<typeof agentOrderDetailSchema>;
export const agentOrderDetailResponseSchema = okEnvelope(agentOrderDetailSchema);

// ---------------------------------------------------------------------------------------------
// Audit: what an agent did for a customer. GET /api/agent/audit (supervisor: any; agent: own).
// ---------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'customer_opened',
  'lines_added',
  'lines_removed',
  'coupon_refused',
  'order_placed',
  'payment_taken',
  'order_cancelled',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditQuerySchema = z.object({
  order_id: optionalId,
  agent_id: optionalId,
  customer_id: optionalId,
  action: auditActionSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: auditActionSchema,
  agent_id: z.number().int(),
  agent_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  /**
   * lines_added / lines_removed: { lines: [{ product_id, sku, qty }] }; coupon_refused: { codes };
   * order_placed: { total, lines }; payment_taken: { amount, method }; customer_opened: { shop_id }.
   */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
export const auditListResponseSchema = okEnvelope(auditListSchema);

// ---------------------------------------------------------------------------------------------
// Bulk entry input (pure parsing lives in core/bulk-entry; these are the limits).
// ---------------------------------------------------------------------------------------------

export const BULK_MAX_ROWS = 500;
export const BULK_CSV_HEADER = 'SKU,QTY';
