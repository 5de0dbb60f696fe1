import type { ChatConfig } from '../../../core/schemas/chat';

/**
 * The support chat (spec §1 "customer-support chat widget"). The sandbox keeps conversations in our
 * database (inbox in the agent console); a hosted provider is a widget script the renderer loads, with
 * its language set from the page's locale, and the conversation lives at the provider.
 */
export interface ChatProvider {
  readonly name: ChatConfig['provider'];
  /** What the renderer needs to show the chat (public: no secret goes here). */
  clientConfig(): ChatConfig;
  /** True when messages are stored by us and the /api/chat routes serve them. */
  readonly storesMessages: boolean;
}
