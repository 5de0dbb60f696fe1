import { z } from 'zod';
import { idParam, okEnvelope, pagedRowsSchema, pageQueryFields } from './common';

/**
 * Customers in the back office (issue 17): a restaurant's pay-later terms (on/off, credit limit,
 * payment terms), its unpaid pay-later balance, and holds that stop new orders with a reason the
 * buyer reads. Money on the wire is in integer cents here: these are back-office figures, never
 * priced by the renderer.
 */

export const CUSTOMER_FILTERS = ['all', 'on_hold', 'pay_later', 'over_limit'] as const;
export const customerFilterSchema = z.enum(CUSTOMER_FILTERS);
export type CustomerFilter = z.infer<typeof customerFilterSchema>;

export const CUSTOMER_PAGE_SIZES = [25, 50, 100] as const;

/** GET /api/back-office/customers */
export const customerListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  filter: customerFilterSchema.default('all'),
  ...pageQueryFields(CUSTOMER_PAGE_SIZES, 25),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

const centsSchema = z.number().int().min(0).max(1_000_000_000);

export const customerHoldSchema = z.object({
  reason: z.string(),
  set_by: z.string(),
  set_at: z.string(),
});
export type CustomerHold = z.infer<typeof customerHoldSchema>;

export const customerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  pay_later: z.boolean(),
  credit_limit_cents: centsSchema.nullable(),
  unpaid_cents: z.number().int(),
  over_limit: z.boolean(),
  on_hold: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListSchema = pagedRowsSchema(customerRowSchema);
export type CustomerList = z.infer<typeof customerListSchema>;
export const customerListResponseSchema = okEnvelope(customerListSchema);

export const customerHoldHistorySchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  set_by: z.string(),
  set_at: z.string(),
  released_by: z.string().nullable(),
  released_at: z.string().nullable(),
});

/** GET /api/back-office/customers/:id */
export const customerDetailSchema = customerRowSchema.extend({
  language: z.string(),
  payment_terms_days: z.number().int().nullable(),
  created_at: z.string(),
  orders: z.object({ count: z.number().int(), total_cents: z.number().int(), last_at: z.string().nullable() }),
  hold: customerHoldSchema.nullable(),
  holds: z.array(customerHoldHistorySchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export const customerDetailResponseSchema = okEnvelope(customerDetailSchema);

export const customerIdParams = z.object({ id: idParam });

/** PUT /api/back-office/customers/:id/terms */
export const customerTermsBodySchema = z.object({
  pay_later: z.boolean(),
  /** null: no limit. */
  credit_limit_cents: centsSchema.nullable(),
  payment_terms_days: z.number().int().min(0).max(365).nullable(),
});
export type CustomerTermsBody = z.infer<typeof customerTermsBodySchema>;

export const HOLD_REASON_MAX = 500;

/** POST /api/back-office/customers/:id/hold */
export const customerHoldBodySchema = z.object({ reason: z.string().trim().min(1).max(HOLD_REASON_MAX) });
export type CustomerHoldBody = z.infer<typeof customerHoldBodySchema>;

/** GET /api/customer/standing: what the signed-in buyer must know before ordering. */
export const customerStandingSchema = z.object({
  hold: z.object({ reason: z.string() }).nullable(),
  pay_later: z
    .object({
      /** Dollars; null: no limit. */
      credit_limit: z.number().nullable(),
      unpaid: z.number(),
    })
    .nullable(),
});
export type CustomerStanding = z.infer<typeof customerStandingSchema>;
export const customerStandingResponseSchema = okEnvelope(customerStandingSchema);
