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
