import { z } from 'zod';
import { idParam, okEnvelope } from './common';

/** Issue 20 read-back of an agent's order: the customer confirms by a single-use link. */

export const readbackTokenSchema = z.string().trim().min(20, 'validation.readback_link_invalid').max(100, 'validation.readback_link_invalid');
export const readbackConfirmBodySchema = z.object({ token: readbackTokenSchema });
export const readbackQuerySchema = z.object({ token: readbackTokenSchema });
export const agentReadbackQuerySchema = z.object({ order_id: idParam });

export const readbackSummarySchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  service_date: z.string(),
  total: z.number(),
  lines: z.array(z.object({ name: z.string(), qty: z.number().int(), row_total: z.number() })),
  confirmed_at: z.string().nullable(),
});
export const readbackSummaryResponseSchema = okEnvelope(readbackSummarySchema);

export const agentReadbackSchema = z.object({
  sent_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  /** 'Confirmed by the customer at 14:32' (Toronto time), or the reminder that it is not yet. */
  message: z.string(),
  /** The customer's setting: confirmation required before the charge. */
  required: z.boolean(),
  /** Whether the order may be charged now (not required, or confirmed). */
  chargeable: z.boolean(),
});
export const agentReadbackResponseSchema = okEnvelope(agentReadbackSchema);

/** PUT /api/account/order_settings (issue 20): substitution preference and read-back requirement. */
export const orderSettingsSchema = z.object({
  substitution_preference: z.enum(['never', 'ask', 'similar']),
  readback_required: z.boolean(),
});
export const orderSettingsResponseSchema = okEnvelope(orderSettingsSchema);
