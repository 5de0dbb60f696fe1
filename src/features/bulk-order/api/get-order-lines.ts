import type { z } from 'zod';
import { orderLinesSchema } from '../../../../core/schemas/agent';
import type { Locale } from '../../../../core/schemas/common';
import { requestParsed } from '../../../lib/request-parsed';

export type OrderLines = z.infer<typeof orderLinesSchema>;

/** GET /api/agent/order_lines: a past order's lines, to fill the grid from it ('order again'). */
export function getOrderLines(orderId: number, locale: Locale, signal?: AbortSignal): Promise<OrderLines> {
  return requestParsed(orderLinesSchema, '/api/agent/order_lines', { locale, query: { order_id: orderId }, signal });
}
