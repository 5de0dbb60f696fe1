import type { Locale } from '../../../core/schemas/common';

/** A sign-up: the address, the caller's language, and where the confirmation and unsubscribe links point. */
export interface SubscribeInput {
  email: string;
  locale: Locale;
  /** `https://shop.example/fr/newsletter`: the links add `?confirm=` or `?unsubscribe=` and the token. */
  linkBase: string;
}

/**
 * The mailing service behind the newsletter sign-up (spec §1 "an external mailing service"). The
 * sandbox keeps subscribers itself and sends the double opt-in e-mail; a hosted service (Mailchimp)
 * sends its own, so its links never come back here and confirm/unsubscribe answer null.
 */
export interface MailingProvider {
  readonly name: 'sandbox' | 'mailchimp';
  subscribe(input: SubscribeInput): Promise<'pending' | 'subscribed'>;
  /** null: no pending sign-up has this token (unknown, or already confirmed). */
  confirm(token: string): Promise<'confirmed' | null>;
  /** null: no subscription has this token. */
  unsubscribe(token: string): Promise<'unsubscribed' | null>;
}

export class MailingProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailingProviderError';
  }
}
