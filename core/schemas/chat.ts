import { z } from 'zod';
import { idParam, okEnvelope } from './common';

/**
 * Support chat (spec §1 "customer-support chat widget"): one conversation per customer per shop, read
 * only by that customer and staff (agents, supervisors). Shared by the renderer and the server.
 */

/** The longest message a buyer or an agent may send, in characters. */
export const CHAT_MESSAGE_MAX = 1000;
/** How long a live-update request may wait for a new message, in seconds. */
export const CHAT_WAIT_MAX_SECONDS = 25;

const messageText = z.string().trim().min(1).max(CHAT_MESSAGE_MAX);
const afterId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0);
const waitSeconds = z.coerce.number().int().min(0).max(CHAT_WAIT_MAX_SECONDS).default(0);

/** Which provider the renderer shows: the built-in sandbox chat, or a hosted widget script. */
export const chatConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('crisp'), website_id: z.string() }),
]);
export type ChatConfig = z.infer<typeof chatConfigSchema>;
export const chatConfigResponseSchema = okEnvelope(chatConfigSchema);

export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'staff']),
  /** The staff member's name for a staff message; empty for the customer. */
  author_name: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The buyer's conversation in one shop: GET with `after` (last message id seen) and `wait` (long poll). */
export const myChatQuerySchema = z.object({ shop_id: idParam, after: afterId, wait: waitSeconds });
export const chatPostBodySchema = z.object({ shop_id: idParam, text: messageText });
export type ChatPostBody = z.infer<typeof chatPostBodySchema>;

export const chatConversationSchema = z.object({
  /** null until the buyer's first message. */
  conversation_id: z.number().int().nullable(),
  messages: z.array(chatMessageSchema),
  /** The last message id the other side has read (staff for the buyer, the buyer for staff). */
  read_up_to: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export const chatConversationResponseSchema = okEnvelope(chatConversationSchema);
export const chatMessageResponseSchema = okEnvelope(chatMessageSchema);

/** Staff: the inbox, unanswered conversations first (the buyer wrote last), then the latest. */
export const chatInboxRowSchema = z.object({
  conversation_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string(),
  shop_id: z.number().int(),
  last_text: z.string(),
  last_at: z.string(),
  unanswered: z.boolean(),
  unread: z.number().int(),
});
export type ChatInboxRow = z.infer<typeof chatInboxRowSchema>;
export const chatInboxResponseSchema = okEnvelope(z.object({ conversations: z.array(chatInboxRowSchema) }));

export const staffChatQuerySchema = z.object({ conversation_id: idParam, after: afterId, wait: waitSeconds });
export const staffChatReplyBodySchema = z.object({ conversation_id: idParam, text: messageText });
export type StaffChatReplyBody = z.infer<typeof staffChatReplyBodySchema>;
