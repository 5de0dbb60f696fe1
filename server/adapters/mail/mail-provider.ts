/** A file sent with a message (the receipt's invoice PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends e-mail (forgot-password notes, spec §2.5; receipts, §2.8). Sandbox and SMTP implement it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailProvider {
  readonly name: 'sandbox' | 'smtp';
  /** Resolves with the Message-ID once the server (or the sandbox) has accepted the message. */
  send(message: MailMessage): Promise<{ id: string }>;
}

export class MailProviderError extends Error {
  /**
   * True when the server refused the recipient (RCPT TO answered 5xx, or no usable address): the
   * address cannot receive mail, as opposed to the mail service being unreachable.
   */
  readonly recipientRefused: boolean;

  constructor(message: string, opts: { recipientRefused?: boolean } = {}) {
    super(message);
    this.name = 'MailProviderError';
    this.recipientRefused = opts.recipientRefused ?? false;
  }
}

/** Used when MAIL_FROM is unset (sandbox only; SMTP needs a real sender). */
export const SANDBOX_MAIL_FROM = 'Supply Desk <no-reply@supplydesk.example>';
