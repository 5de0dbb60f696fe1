import { createTransport } from 'nodemailer';
import { type MailMessage, type MailProvider, MailProviderError } from './mail-provider';

/** Any SMTP server (SMTP_URL: smtp://user:pass@host:587 with STARTTLS, or smtps://…:465). */
export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp' as const;
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({
      url,
      // A hung server must not hold a request (or a background send) for nodemailer's 2-minute default.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: MailMessage): Promise<{ id: string }> {
    try {
      const info = await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
      return { id: info.messageId };
    } catch (error) {
      throw new MailProviderError(`SMTP send failed: ${(error as Error).message}`);
    }
  }

  close(): void {
    this.transport.close();
  }
}
