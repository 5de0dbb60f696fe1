import type { ServerConfig } from '../../config';
import type { SandboxOutbox } from '../outbox/sandbox-outbox';
import { type MailProvider, SANDBOX_MAIL_FROM } from './mail-provider';
import { SandboxMailProvider } from './sandbox-mail-provider';
import { SmtpMailProvider } from './smtp-mail-provider';

type MailConfig = Pick<ServerConfig, 'MAIL_PROVIDER' | 'SMTP_URL' | 'MAIL_FROM'>;

/** The provider MAIL_PROVIDER names; smtp with missing or malformed settings stops the start, saying why. */
export function createMailProvider(config: MailConfig, outbox: SandboxOutbox): MailProvider {
  if (config.MAIL_PROVIDER !== 'smtp') return new SandboxMailProvider(outbox, config.MAIL_FROM ?? SANDBOX_MAIL_FROM);
  const missing = (['SMTP_URL', 'MAIL_FROM'] as const).filter((k) => !config[k]);
  if (missing.length > 0) {
    throw new Error(
      `MAIL_PROVIDER=smtp needs ${missing.join(' and ')}: SMTP_URL such as smtps://user:password@smtp.example.com:465 ` +
        'and MAIL_FROM such as "Supply Desk <no-reply@example.com>". Set them, or leave MAIL_PROVIDER unset for the sandbox outbox.',
    );
  }
  let protocol: string;
  try {
    protocol = new URL(config.SMTP_URL!).protocol;
  } catch {
    throw new Error('SMTP_URL is not a URL: use smtp://user:password@host:587 or smtps://user:password@host:465.');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${protocol}//).`);
  }
  if (!/@/.test(config.MAIL_FROM!)) throw new Error('MAIL_FROM must contain an e-mail address, e.g. "Supply Desk <no-reply@example.com>".');
  return new SmtpMailProvider(config.SMTP_URL!, config.MAIL_FROM!);
}
