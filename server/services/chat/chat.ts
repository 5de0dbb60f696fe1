import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChatConversation, ChatInboxRow, ChatMessage } from '../../../core/schemas/chat';
import { chatConversations, chatMessages, customers, shops, staffAccounts } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';

/**
 * The sandbox support chat. Everything is in PostgreSQL, so several API servers behind nginx see the
 * same conversations; a live update is a request that waits (long poll) while it re-reads the database
 * every POLL_MS, ending as soon as a newer message is there or after `wait` seconds.
 */
const POLL_MS = 400;

type Db = FastifyInstance['db'];

async function messagesAfter(db: Db, conversationId: number, after: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({ id: chatMessages.id, author: chatMessages.author, name: staffAccounts.name, text: chatMessages.text, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .leftJoin(staffAccounts, eq(staffAccounts.id, chatMessages.staffId))
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return rows.map((r) => ({ id: r.id, author: r.author, author_name: r.name ?? '', text: r.text, created_at: r.createdAt.toISOString() }));
}

/** Waits until the conversation has a message after `after` (or `waitSeconds` pass), reading the database. */
async function waitForMessages(app: FastifyInstance, conversationId: number, after: number, waitSeconds: number, signal: AbortSignal): Promise<ChatMessage[]> {
  const until = Date.now() + waitSeconds * 1000;
  for (;;) {
    const found = await messagesAfter(app.db, conversationId, after);
    if (found.length > 0 || Date.now() >= until || signal.aborted || app.draining) return found;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, until - Date.now()))));
  }
}

async function conversationOf(db: Db, customerId: number, shopId: number) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.customerId, customerId), eq(chatConversations.shopId, shopId)));
  return row;
}

async function requireShop(db: Db, shopId: number) {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('SHOP_NOT_FOUND', 'chat.errors.shop_not_found');
}

/** The buyer's own conversation in a shop (messages after `after`), waiting up to `wait` seconds for news. */
export async function myConversation(
  app: FastifyInstance,
  args: { customerId: number; shopId: number; after: number; wait: number; signal: AbortSignal },
): Promise<ChatConversation> {
  const found = await conversationOf(app.db, args.customerId, args.shopId);
  if (!found) {
    await requireShop(app.db, args.shopId);
    return { conversation_id: null, messages: [], read_up_to: 0 };
  }
  const messages = await waitForMessages(app, found.id, args.after, args.wait, args.signal);
  const last = messages.at(-1)?.id;
  if (last !== undefined && last > found.customerReadId) {
    await app.db.update(chatConversations).set({ customerReadId: last }).where(and(eq(chatConversations.id, found.id), sql`${chatConversations.customerReadId} < ${last}`));
  }
  const [fresh] = await app.db.select({ staffReadId: chatConversations.staffReadId }).from(chatConversations).where(eq(chatConversations.id, found.id));
  return { conversation_id: found.id, messages, read_up_to: fresh?.staffReadId ?? 0 };
}

/** The buyer writes: the conversation is opened on the first message. */
export async function postCustomerMessage(app: FastifyInstance, args: { customerId: number; shopId: number; text: string }): Promise<ChatMessage> {
  await requireShop(app.db, args.shopId);
  return app.db.transaction(async (tx) => {
    const now = app.clock();
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ customerId: args.customerId, shopId: args.shopId, lastMessageAt: now })
      .onConflictDoUpdate({ target: [chatConversations.customerId, chatConversations.shopId], set: { lastMessageAt: now } })
      .returning();
    const [message] = await tx
      .insert(chatMessages)
      .values({ conversationId: conversation!.id, author: 'customer', text: args.text, createdAt: now })
      .returning();
    await tx.update(chatConversations).set({ customerReadId: message!.id }).where(eq(chatConversations.id, conversation!.id));
    return { id: message!.id, author: 'customer' as const, author_name: '', text: message!.text, created_at: message!.createdAt.toISOString() };
  });
}

/** Staff: every conversation, unanswered ones (the buyer wrote last) first, newest first within each. */
export async function chatInbox(app: FastifyInstance): Promise<ChatInboxRow[]> {
  const last = app.db
    .select({
      conversationId: chatMessages.conversationId,
      id: sql<number>`max(${chatMessages.id})`.as('last_id'),
    })
    .from(chatMessages)
    .groupBy(chatMessages.conversationId)
    .as('last');
  const rows = await app.db
    .select({
      id: chatConversations.id,
      customerId: chatConversations.customerId,
      name: customers.name,
      phone: customers.phone,
      shopId: chatConversations.shopId,
      staffReadId: chatConversations.staffReadId,
      lastAt: chatConversations.lastMessageAt,
      lastText: chatMessages.text,
      lastAuthor: chatMessages.author,
      unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.author = 'customer' and m.id > ${chatConversations.staffReadId})`,
    })
    .from(chatConversations)
    .innerJoin(customers, eq(customers.id, chatConversations.customerId))
    .innerJoin(last, eq(last.conversationId, chatConversations.id))
    .innerJoin(chatMessages, eq(chatMessages.id, last.id))
    .orderBy(sql`case when ${chatMessages.author} = 'customer' then 0 else 1 end`, desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(200);
  return rows.map((r) => ({
    conversation_id: r.id,
    customer_id: r.customerId,
    customer_name: r.name,
    customer_phone: r.phone,
    shop_id: r.shopId,
    last_text: r.lastText,
    last_at: r.lastAt.toISOString(),
    unanswered: r.lastAuthor === 'customer',
    unread: Number(r.unread),
  }));
}

async function requireConversation(db: Db, conversationId: number) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
  if (!row) throw notFound('CONVERSATION_NOT_FOUND', 'chat.errors.conversation_not_found');
  return row;
}

/** Staff read a conversation; reading marks the buyer's messages read. */
export async function staffConversation(
  app: FastifyInstance,
  args: { conversationId: number; after: number; wait: number; signal: AbortSignal },
): Promise<ChatConversation> {
  const found = await requireConversation(app.db, args.conversationId);
  const messages = await waitForMessages(app, found.id, args.after, args.wait, args.signal);
  const last = messages.at(-1)?.id;
  if (last !== undefined && last > found.staffReadId) {
    await app.db.update(chatConversations).set({ staffReadId: last }).where(and(eq(chatConversations.id, found.id), sql`${chatConversations.staffReadId} < ${last}`));
  }
  const [fresh] = await app.db.select({ customerReadId: chatConversations.customerReadId }).from(chatConversations).where(eq(chatConversations.id, found.id));
  return { conversation_id: found.id, messages, read_up_to: fresh?.customerReadId ?? 0 };
}

/** An agent or supervisor answers. */
export async function postStaffReply(app: FastifyInstance, args: { staffId: number; conversationId: number; text: string }): Promise<ChatMessage> {
  await requireConversation(app.db, args.conversationId);
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(chatMessages)
      .values({ conversationId: args.conversationId, author: 'staff', staffId: args.staffId, text: args.text, createdAt: now })
      .returning();
    if (!message) throw new ApiError(409, 'CHAT_NOT_SAVED', 'chat.errors.not_saved');
    await tx.update(chatConversations).set({ lastMessageAt: now, staffReadId: message.id }).where(eq(chatConversations.id, args.conversationId));
    const [staff] = await tx.select({ name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.id, args.staffId));
    return { id: message.id, author: 'staff' as const, author_name: staff?.name ?? '', text: message.text, created_at: message.createdAt.toISOString() };
  });
}
