import type { SandboxOutbox } from '../outbox/sandbox-outbox';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Delivers to the outbox (GET /api/dev/outbox, DATA_DIR/outbox/sms.jsonl): no network, no cost. */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox' as const;
  constructor(private readonly outbox: SandboxOutbox) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const stored = await this.outbox.append({ channel: 'sms', to: message.to, text: message.text });
    return { id: stored.id };
  }
}
