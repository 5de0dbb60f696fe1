import { createTransport } from 'nodemailer';
import { type MailMessage, type MailProvider, MailProviderError } from './mail-provider';

interface SmtpError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
}

/**
 * The server refused the recipient for good: a 5xx answer to RCPT TO, or an address nodemailer
 * could not use at all. A 4xx (try later), a refused sender or a dead connection is not the address's fault.
 */
export function isRecipientRefusal(error: SmtpError): boolean {
  if (error.code !== 'EENVELOPE') return false;
  if (error.command === 'RCPT TO') return (error.responseCode ?? 0) >= 500;
  return error.command === 'API' && !/sender/i.test(error.message);
}

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
      const info = await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
      return { id: info.messageId };
    } catch (error) {
      throw new MailProviderError(`SMTP send failed: ${(error as Error).message}`, {
        recipientRefused: isRecipientRefusal(error as SmtpError),
      });
    }
  }

  close(): void {
    this.transport.close();
  }
}
