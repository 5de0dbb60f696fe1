import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staffAccounts } from './accounts';

/**
 * Every change a manager makes to a product or a customer in the back office (issue 17): who, when,
 * what, and the record's fields before and after (null before a create). A manager reads them as the
 * product's or the customer's history.
 */
export const recordAudit = pgTable(
  'record_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject', { enum: ['product', 'customer'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    action: text('action', { enum: ['create', 'edit', 'picture', 'terms', 'hold', 'release', 'group', 'group_price', 'import'] }).notNull(),
    staffId: integer('staff_id').notNull().references(() => staffAccounts.id),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('record_audit_subject_idx').on(t.subject, t.subjectId, t.createdAt)],
);
