import { z } from 'zod';

/** Locales the product speaks; en is the fallback and has no URL prefix. */
export const LOCALES = ['en', 'cn', 'fr'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const FALLBACK_LOCALE: Locale = 'en';

export const localizedTextSchema = z.object({ en: z.string(), cn: z.string(), fr: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const shippingTypeSchema = z.enum(['delivery', 'pickup']);
export type ShippingType = z.infer<typeof shippingTypeSchema>;

/** Every successful answer: `{ status: 1, data }` (the spec reads data.status and data.data). */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), data });

/** One page of a server-paged list: its rows, how many rows match in all, which page of what size. */
export const pagedRowsSchema = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/** `page` (from 1) and `page_size` (one of `sizes`) of a paged list's query string. */
export const pageQueryFields = (sizes: readonly number[], byDefault: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => sizes.includes(n))
    .default(byDefault),
});

/** Every failure: HTTP status >= 400 and this body, message in the caller's language. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A dollar figure a client sends only to be compared with the server's (a line's row_total or price, a
 * subtotal): bounded, so turning it into cents cannot overflow (1e308 dollars is no price).
 */
export const MAX_CLIENT_DOLLARS = 10_000_000;
export const clientDollarsSchema = z.number().min(-MAX_CLIENT_DOLLARS).max(MAX_CLIENT_DOLLARS);

/** Query-string ids arrive as strings; accept digits only, within int32. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A call that takes no parameters (every route still declares its input, so every request passes the
 * validator and its text rule). Unknown parameters are ignored, as on every other route.
 */
export const noQuerySchema = z.object({});
/** A POST that needs no body: none (undefined or null, as Fastify gives it), or an empty object. */
export const noBodySchema = z.object({}).nullish();
