import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscribers of the sandbox mailing adapter (spec §1, §2.3; issue 19): double opt-in, so a
 * row is `pending` until its confirmation link is followed once; the unsubscribe link ends it.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull().default('pending'),
    /** Cleared once the link has confirmed: a second click finds nothing. */
    confirmToken: text('confirm_token'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_key').on(t.confirmToken),
    uniqueIndex('newsletter_subscribers_unsubscribe_key').on(t.unsubscribeToken),
  ],
);
