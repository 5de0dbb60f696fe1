import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailProvider } from '../adapters/mail/create-mail-provider';
import type { MailProvider } from '../adapters/mail/mail-provider';
import { SmtpMailProvider } from '../adapters/mail/smtp-mail-provider';
import { SandboxOutbox } from '../adapters/outbox/sandbox-outbox';
import { createSmsProvider } from '../adapters/sms/create-sms-provider';
import type { SmsProvider } from '../adapters/sms/sms-provider';
import type { ServerConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS login codes: the sandbox outbox, or Twilio with SMS_PROVIDER=twilio. */
    sms: SmsProvider;
    /** E-mail: the sandbox outbox, or SMTP with MAIL_PROVIDER=smtp. */
    mail: MailProvider;
    /** What the sandbox providers delivered (GET /api/dev/outbox outside production). */
    outbox: SandboxOutbox;
  }
}

/** OUTBOX_DIR unset → DATA_DIR/outbox; `none` → memory only (tests). */
export function outboxDir(config: Pick<ServerConfig, 'OUTBOX_DIR' | 'DATA_DIR'>): string | undefined {
  if (config.OUTBOX_DIR === 'none') return undefined;
  return config.OUTBOX_DIR ?? join(config.DATA_DIR, 'outbox');
}

/** Decorates the app with the configured SMS and mail providers; a misconfigured one fails the start. */
const notificationsPlugin = fp(
  async (app) => {
    const outbox = new SandboxOutbox({ dir: outboxDir(app.config), clock: () => app.clock(), warn: (m) => app.log.warn(m) });
    const sms = createSmsProvider(app.config, outbox);
    const mail = createMailProvider(app.config, outbox);
    app.decorate('outbox', outbox);
    app.decorate('sms', sms);
    app.decorate('mail', mail);
    if (mail instanceof SmtpMailProvider) app.addHook('onClose', async () => mail.close());
  },
  { name: 'notifications' },
);

export default notificationsPlugin;
