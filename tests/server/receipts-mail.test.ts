import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailProviderError } from '../../server/adapters/mail/mail-provider';
import { SandboxMailProvider } from '../../server/adapters/mail/sandbox-mail-provider';
import { SmtpMailProvider } from '../../server/adapters/mail/smtp-mail-provider';
import { SandboxOutbox } from '../../server/adapters/outbox/sandbox-outbox';

/** Mail with attachments (the receipt's PDF), and a refused recipient told apart from a dead server. */

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 7)]);
const attachment = { filename: 'receipt-SD2611200418.pdf', content: PDF, contentType: 'application/pdf' };

describe('sandbox mail with attachments', () => {
  it('keeps the names, types and sizes of attachments in the outbox, never the bytes', async () => {
    const outbox = new SandboxOutbox();
    const mail = new SandboxMailProvider(outbox, 'Supply Desk <no-reply@supplydesk.example>');
    await mail.send({ to: 'buyer@example.com', subject: 'Receipt SD2611200418', text: 'Total: $58.43', attachments: [attachment] });
    const [sent] = outbox.list({ channel: 'mail' });
    expect(sent).toMatchObject({
      to: 'buyer@example.com',
      subject: 'Receipt SD2611200418',
      attachments: [{ filename: 'receipt-SD2611200418.pdf', content_type: 'application/pdf', size: PDF.length }],
    });
    expect(JSON.stringify(sent)).not.toContain(PDF.toString('base64').slice(0, 40));
  });

  it('a message without attachments has none listed', async () => {
    const outbox = new SandboxOutbox();
    await new SandboxMailProvider(outbox, 'desk@example.com').send({ to: 'a@example.com', subject: 's', text: 't' });
    expect(outbox.list({ channel: 'mail' })[0]).not.toHaveProperty('attachments');
  });

  it('refuses addresses at the reserved .invalid domain as a mail server refuses an unknown mailbox', async () => {
    const outbox = new SandboxOutbox();
    const mail = new SandboxMailProvider(outbox, 'desk@example.com');
    const error = await mail.send({ to: 'nobody@mailbox.invalid', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailProviderError);
    expect((error as MailProviderError).recipientRefused).toBe(true);
    expect(outbox.list({ channel: 'mail' })).toHaveLength(0);
  });
});

describe('SMTP mail with attachments', () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('bounce@')) {
          const error = new Error('5.1.1 <bounce@example.com>: Recipient address rejected: User unknown') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        if (address.address.startsWith('later@')) {
          const error = new Error('4.2.0 Greylisted, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        return callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the attachment as a MIME part', async () => {
    const mail = new SmtpMailProvider(`smtp://127.0.0.1:${port}`, 'Supply Desk <desk@example.com>');
    await mail.send({ to: 'buyer@example.com', subject: 'Reçu SD2611200418', text: 'Total : 58,43 $', attachments: [attachment] });
    mail.close();
    const message = received.at(-1)!;
    expect(message.to).toEqual(['buyer@example.com']);
    expect(message.data).toMatch(/Content-Type: application\/pdf; name=receipt-SD2611200418\.pdf/);
    expect(message.data).toMatch(/Content-Disposition: attachment; filename=receipt-SD2611200418\.pdf/);
    // The PDF travels base64-encoded, whole.
    const body = message.data.split(/filename=receipt-SD2611200418\.pdf\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!;
    expect(Buffer.from(body.replace(/\s+/g, ''), 'base64').equals(PDF)).toBe(true);
  });

  it('a mailbox the server refuses (550) is a refused recipient', async () => {
    const mail = new SmtpMailProvider(`smtp://127.0.0.1:${port}`, 'desk@example.com');
    const error = await mail.send({ to: 'bounce@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    mail.close();
    expect(error).toBeInstanceOf(MailProviderError);
    expect((error as MailProviderError).recipientRefused).toBe(true);
  });

  it('a temporary refusal (451) or an unreachable server is not the address’s fault', async () => {
    const mail = new SmtpMailProvider(`smtp://127.0.0.1:${port}`, 'desk@example.com');
    const later = await mail.send({ to: 'later@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    mail.close();
    expect((later as MailProviderError).recipientRefused).toBe(false);

    const down = new SmtpMailProvider('smtp://127.0.0.1:9', 'desk@example.com');
    const unreachable = await down.send({ to: 'buyer@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    down.close();
    expect(unreachable).toBeInstanceOf(MailProviderError);
    expect((unreachable as MailProviderError).recipientRefused).toBe(false);
  });
});
