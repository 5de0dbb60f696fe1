import {
  chatConfigSchema,
  chatConversationSchema,
  chatInboxResponseSchema,
  chatMessageSchema,
  type ChatConfig,
  type ChatConversation,
  type ChatMessage,
} from '../../../../core/schemas/chat';
import type { Locale } from '../../../../core/schemas/common';
import { requestParsed } from '../../../lib/request-parsed';
import { staffRequest } from '../../../lib/staff-request';

/** GET /api/chat/config: the sandbox chat or a hosted widget. */
export function getChatConfig(locale: Locale, signal?: AbortSignal): Promise<ChatConfig> {
  return requestParsed(chatConfigSchema, '/api/chat/config', { locale, signal });
}

/** GET /api/chat/conversation: the buyer's messages after `after`, waiting up to `wait` seconds for news. */
export function getMyChat(shopId: number, after: number, wait: number, locale: Locale, signal?: AbortSignal): Promise<ChatConversation> {
  return requestParsed(chatConversationSchema, '/api/chat/conversation', { locale, signal, query: { shop_id: shopId, after, wait } });
}

export function postChatMessage(shopId: number, text: string, locale: Locale): Promise<ChatMessage> {
  return requestParsed(chatMessageSchema, '/api/chat/messages', { locale, method: 'POST', body: { shop_id: shopId, text } });
}

export function getChatInbox(locale: Locale, signal?: AbortSignal) {
  return staffRequest(chatInboxResponseSchema.shape.data, '/api/agent/chat/inbox', { locale, signal });
}

export function getStaffChat(conversationId: number, after: number, wait: number, locale: Locale, signal?: AbortSignal): Promise<ChatConversation> {
  return staffRequest(chatConversationSchema, '/api/agent/chat/conversation', { locale, signal, query: { conversation_id: conversationId, after, wait } });
}

export function postStaffReply(conversationId: number, text: string, locale: Locale): Promise<ChatMessage> {
  return staffRequest(chatMessageSchema, '/api/agent/chat/reply', { locale, method: 'POST', body: { conversation_id: conversationId, text } });
}
