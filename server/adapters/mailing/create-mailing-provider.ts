import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailProvider } from '../mail/mail-provider';
import { MailchimpMailingProvider } from './mailchimp-mailing-provider';
import type { MailingProvider } from './mailing-provider';
import { SandboxMailingProvider } from './sandbox-mailing-provider';

type MailingConfig = Pick<ServerConfig, 'MAILING_PROVIDER' | 'MAILCHIMP_API_KEY' | 'MAILCHIMP_LIST_ID'>;

/** The provider MAILING_PROVIDER names; mailchimp without its key and audience stops the start, saying why. */
export function createMailingProvider(config: MailingConfig, deps: { db: Database; mail: MailProvider; clock: () => Date }): MailingProvider {
  if (config.MAILING_PROVIDER !== 'mailchimp') return new SandboxMailingProvider(deps.db, deps.mail, deps.clock);
  if (!config.MAILCHIMP_API_KEY || !config.MAILCHIMP_LIST_ID) {
    throw new Error('MAILING_PROVIDER=mailchimp needs MAILCHIMP_API_KEY (…-us21) and MAILCHIMP_LIST_ID (the audience id).');
  }
  return new MailchimpMailingProvider(config.MAILCHIMP_API_KEY, config.MAILCHIMP_LIST_ID);
}
