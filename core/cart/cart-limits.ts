/**
 * How big a cart may get: the schemas (core/schemas/cart.ts) enforce these, and the renderer's cart
 * applies them without loading zod on the first page.
 */

/** Lines in one cart at most. */
export const MAX_CART_LINES = 200;
/** Units on one line at most. */
export const MAX_LINE_QTY = 9999;
