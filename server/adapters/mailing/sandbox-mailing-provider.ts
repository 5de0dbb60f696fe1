import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { translator } from '../../i18n';
import type { MailProvider } from '../mail/mail-provider';
import type { MailingProvider, SubscribeInput } from './mailing-provider';

const newToken = () => randomBytes(24).toString('base64url');

/**
 * The offline mailing service: subscribers in newsletter_subscribers and a confirmation e-mail through
 * the mail adapter (the sandbox outbox by default). Double opt-in: the confirmation link works once;
 * every e-mail carries the unsubscribe link.
 */
export class SandboxMailingProvider implements MailingProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly mail: MailProvider,
    private readonly clock: () => Date,
  ) {}

  async subscribe({ email, locale, linkBase }: SubscribeInput): Promise<'pending' | 'subscribed'> {
    const address = email.toLowerCase();
    const [existing] = await this.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
    if (existing?.status === 'confirmed') return 'subscribed';
    const confirmToken = newToken();
    const unsubscribeToken = existing?.unsubscribeToken ?? newToken();
    if (existing) {
      await this.db
        .update(newsletterSubscribers)
        .set({ status: 'pending', confirmToken, locale, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      await this.db
        .insert(newsletterSubscribers)
        .values({ email: address, locale, confirmToken, unsubscribeToken, createdAt: this.clock() })
        .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { confirmToken, locale, status: 'pending' } });
    }
    const t = translator(locale);
    const confirmUrl = `${linkBase}?confirm=${confirmToken}`;
    const unsubscribeUrl = `${linkBase}?unsubscribe=${unsubscribeToken}`;
    await this.mail.send({
      to: address,
      subject: t('newsletter.mail_subject'),
      text: [t('newsletter.mail_body'), '', confirmUrl, '', t('newsletter.mail_unsubscribe'), unsubscribeUrl].join('\n'),
    });
    return 'pending';
  }

  async confirm(token: string): Promise<'confirmed' | null> {
    const rows = await this.db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmToken: null, confirmedAt: this.clock() })
      .where(and(eq(newsletterSubscribers.confirmToken, token), eq(newsletterSubscribers.status, 'pending')))
      .returning({ id: newsletterSubscribers.id });
    return rows.length > 0 ? 'confirmed' : null;
  }

  async unsubscribe(token: string): Promise<'unsubscribed' | null> {
    const rows = await this.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', confirmToken: null, unsubscribedAt: this.clock() })
      .where(eq(newsletterSubscribers.unsubscribeToken, token))
      .returning({ id: newsletterSubscribers.id });
    return rows.length > 0 ? 'unsubscribed' : null;
  }
}
