import { createHash } from 'node:crypto';
import type { MailingProvider, SubscribeInput } from './mailing-provider';
import { MailingProviderError } from './mailing-provider';

/** Mailchimp's language codes for our locales. */
const LANGUAGE = { en: 'en', cn: 'zh', fr: 'fr' } as const;

/**
 * A Mailchimp audience (Marketing API 3.0): a new address is added as `pending`, so Mailchimp sends its
 * own double opt-in e-mail and hosts the confirmation and unsubscribe pages.
 */
export class MailchimpMailingProvider implements MailingProvider {
  readonly name = 'mailchimp' as const;
  private readonly host: string;

  constructor(
    private readonly apiKey: string,
    private readonly listId: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    const dc = apiKey.split('-')[1];
    if (!dc || !/^[a-z]+\d+$/.test(dc)) throw new Error('MAILCHIMP_API_KEY must end with its data centre, e.g. …-us21.');
    this.host = `https://${dc}.api.mailchimp.com/3.0`;
  }

  async subscribe({ email, locale }: SubscribeInput): Promise<'pending' | 'subscribed'> {
    const hash = createHash('md5').update(email.toLowerCase()).digest('hex');
    const res = await this.fetchImpl(`${this.host}/lists/${encodeURIComponent(this.listId)}/members/${hash}`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`anystring:${this.apiKey}`).toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: email, status_if_new: 'pending', language: LANGUAGE[locale] }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new MailingProviderError(`Mailchimp answered ${res.status}`);
    const body = (await res.json()) as { status?: string };
    return body.status === 'subscribed' ? 'subscribed' : 'pending';
  }

  async confirm(): Promise<null> {
    return null;
  }

  async unsubscribe(): Promise<null> {
    return null;
  }
}
