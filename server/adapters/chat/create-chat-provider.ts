import type { ServerConfig } from '../../config';
import type { ChatProvider } from './chat-provider';

type ChatConfigEnv = Pick<ServerConfig, 'CHAT_PROVIDER' | 'CRISP_WEBSITE_ID'>;

/** The built-in chat: conversations and messages in PostgreSQL, answered from the agent console's inbox. */
export class SandboxChatProvider implements ChatProvider {
  readonly name = 'sandbox' as const;
  readonly storesMessages = true;
  clientConfig() {
    return { provider: 'sandbox' as const };
  }
}

/** Crisp's hosted widget (https://client.crisp.chat/l.js): the renderer loads it with CRISP_WEBSITE_ID. */
export class CrispChatProvider implements ChatProvider {
  readonly name = 'crisp' as const;
  readonly storesMessages = false;
  constructor(private readonly websiteId: string) {}
  clientConfig() {
    return { provider: 'crisp' as const, website_id: this.websiteId };
  }
}

/** The provider CHAT_PROVIDER names; crisp without a well-formed website id stops the start, saying why. */
export function createChatProvider(config: ChatConfigEnv): ChatProvider {
  if (config.CHAT_PROVIDER !== 'crisp') return new SandboxChatProvider();
  const id = config.CRISP_WEBSITE_ID;
  if (!id) throw new Error('CHAT_PROVIDER=crisp needs CRISP_WEBSITE_ID (Crisp dashboard → Settings → Website settings). Or leave CHAT_PROVIDER unset for the sandbox chat.');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new Error('CRISP_WEBSITE_ID must be a UUID (8-4-4-4-12 hexadecimal digits).');
  return new CrispChatProvider(id);
}
