import { createTransport } from 'nodemailer';
import type { SandboxOutbox } from '../outbox/sandbox-outbox';
import { type MailMessage, type MailProvider, MailProviderError } from './mail-provider';

/**
 * Addresses at the reserved `.invalid` top-level domain (RFC 2606) can never receive mail: the
 * sandbox refuses them as an SMTP server refuses an unknown mailbox, so the "cannot receive" path
 * can be tried without a real server.
 */
const UNDELIVERABLE = /@([^@\s]+\.)?invalid$/i;

/**
 * Builds the real MIME message with nodemailer's stream transport (so a message that could not be
 * built fails here as it would over SMTP), then delivers it to the outbox instead of a server. The
 * outbox keeps attachments' names, types and sizes, not their bytes.
 */
export class SandboxMailProvider implements MailProvider {
  readonly name = 'sandbox' as const;
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly outbox: SandboxOutbox,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<{ id: string }> {
    const attachments = message.attachments ?? [];
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    });
    // An SMTP server refuses a message without a usable recipient; so does the sandbox.
    if (info.envelope.to.length === 0) throw new MailProviderError('No recipients defined', { recipientRefused: true });
    if (info.envelope.to.some((to) => UNDELIVERABLE.test(to))) {
      throw new MailProviderError(`550 5.1.1 <${info.envelope.to.join(', ')}>: mailbox unavailable`, { recipientRefused: true });
    }
    await this.outbox.append({
      channel: 'mail',
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(attachments.length > 0
        ? { attachments: attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, size: a.content.length })) }
        : {}),
    });
    return { id: info.messageId };
  }
}
