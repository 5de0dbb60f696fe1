import { z } from 'zod';
import { idParam, okEnvelope } from './common';

/** Issue 20 substitutions after checkout: the packer substitutes a short line; the buyer answers an offer by a single-use link. */

export const offerTokenSchema = z.string().trim().min(20, 'validation.offer_link_invalid').max(100, 'validation.offer_link_invalid');
export const offerQuerySchema = z.object({ token: offerTokenSchema });
export const offerDecisionBodySchema = z.object({ token: offerTokenSchema, decision: z.enum(['accept', 'refuse'], { message: 'validation.offer_decision_invalid' }) });

export const substitutionOfferSchema = z.object({
  order_no: z.string(),
  original_name: z.string(),
  substitute_name: z.string(),
  qty: z.number().int(),
  /** Dollars: the substitute's unit price and the row the buyer pays if accepted. */
  unit_price: z.number(),
  row_total: z.number(),
  status: z.enum(['pending', 'accepted', 'refused']),
});
export const substitutionOfferResponseSchema = okEnvelope(substitutionOfferSchema);
export type SubstitutionOfferView = z.infer<typeof substitutionOfferSchema>;

/** The packer's call on a short line: what its preference led to. */
export const substituteLineBodySchema = z.object({ order_id: idParam, line_id: idParam });
export const substituteLineResultSchema = z.object({
  /** 'substituted' (similar: packed as the substitute), 'offered' (ask: the buyer was sent a link). */
  outcome: z.enum(['substituted', 'offered']),
  substitute_name: z.string(),
  unit_price: z.number(),
});
export type SubstituteLineResult = z.infer<typeof substituteLineResultSchema>;
export const substituteLineResponseSchema = okEnvelope(substituteLineResultSchema);
