import { z } from 'zod';
import { okEnvelope } from './common';

/**
 * The back office (issue 17): where a supplier's managers keep the catalogue, prices, stock,
 * promotions, customers and shop settings. Every route lives under /api/back-office and answers a
 * caller who is not a manager (or a supervisor) 403 before it reads a byte of input.
 */

/** GET /api/back-office/overview: the figures on the back office's first page. */
export const backOfficeOverviewSchema = z.object({
  products: z.object({ listed: z.number().int(), delisted: z.number().int() }),
  /** Listed products that some shop has run out of (stock 0; unlimited stock never counts). */
  out_of_stock: z.number().int(),
  /** Listed products with 1–10 left in some shop. */
  low_stock: z.number().int(),
  customers: z.number().int(),
  /** Promotions switched on whose dates include now. */
  running_promotions: z.number().int(),
});
export type BackOfficeOverview = z.infer<typeof backOfficeOverviewSchema>;
export const backOfficeOverviewResponseSchema = okEnvelope(backOfficeOverviewSchema);

/** Low stock: at most this many left. */
export const LOW_STOCK_AT_MOST = 10;

/**
 * GET /api/back-office/{products|customers}/:id/history: each change a manager made to the record,
 * newest first, with who, when, what kind of change, and each changed field's value before and after
 * (JSON text; null where the field had no value).
 */
/** group: a customer joined or left a customer group; group_price: a group's price of a product; import: a CSV import. */
export const recordAuditActionSchema = z.enum(['create', 'edit', 'picture', 'terms', 'hold', 'release', 'group', 'group_price', 'import']);
export type RecordAuditAction = z.infer<typeof recordAuditActionSchema>;
export const recordAuditEntrySchema = z.object({
  id: z.number().int(),
  action: recordAuditActionSchema,
  staff: z.string(),
  at: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});
export type RecordAuditEntry = z.infer<typeof recordAuditEntrySchema>;
export const recordHistoryResponseSchema = okEnvelope(z.object({ entries: z.array(recordAuditEntrySchema) }));
