import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staffAccounts } from './accounts';

/**
 * Every change a manager makes to a promotion in the back office (issue 17): who, when, what, and the
 * promotion's editable fields before and after (null before a create). `kind` + `promotion_id` name
 * the promotion: discount_events for tiers and the special limit, coupons, coupon_packages,
 * product_combos.
 */
export const promotionAudit = pgTable(
  'promotion_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['tier', 'coupon', 'package', 'combo', 'special_limit'] }).notNull(),
    promotionId: integer('promotion_id').notNull(),
    action: text('action', { enum: ['create', 'edit', 'switch_off'] }).notNull(),
    staffId: integer('staff_id').notNull().references(() => staffAccounts.id),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_audit_promotion_idx').on(t.kind, t.promotionId, t.createdAt)],
);
