import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers, staffAccounts } from './accounts';
import { shops } from './catalogue';

/** The sandbox support chat (spec §1): one conversation per customer per shop, and its messages. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    /** The newest message's time: the inbox's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Read markers: the last message id the customer, and any staff member, has seen. */
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_conversations_customer_shop').on(t.customerId, t.shopId), index('chat_conversations_last_idx').on(t.lastMessageAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id').notNull().references(() => chatConversations.id),
    author: text('author', { enum: ['customer', 'staff'] }).notNull(),
    /** The staff member who wrote a staff message; null for the customer's. */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
