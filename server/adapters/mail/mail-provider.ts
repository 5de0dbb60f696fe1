/** Sends e-mail (forgot-password notes, spec §2.5). Sandbox and SMTP implement it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailProvider {
  readonly name: 'sandbox' | 'smtp';
  /** Resolves with the Message-ID once the server (or the sandbox) has accepted the message. */
  send(message: MailMessage): Promise<{ id: string }>;
}

export class MailProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailProviderError';
  }
}

/** Used when MAIL_FROM is unset (sandbox only; SMTP needs a real sender). */
export const SANDBOX_MAIL_FROM = 'Supply Desk <no-reply@supplydesk.example>';
