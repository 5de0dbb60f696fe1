import { createTransport } from 'nodemailer';
import type { SandboxOutbox } from '../outbox/sandbox-outbox';
import { type MailMessage, type MailProvider, MailProviderError } from './mail-provider';

/**
 * Builds the real MIME message with nodemailer's stream transport (so a message that could not be
 * built fails here as it would over SMTP), then delivers it to the outbox instead of a server.
 */
export class SandboxMailProvider implements MailProvider {
  readonly name = 'sandbox' as const;
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly outbox: SandboxOutbox,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<{ id: string }> {
    const info = await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    // An SMTP server refuses a message without a usable recipient; so does the sandbox.
    if (info.envelope.to.length === 0) throw new MailProviderError('No recipients defined');
    await this.outbox.append({ channel: 'mail', to: message.to, subject: message.subject, text: message.text });
    return { id: info.messageId };
  }
}
