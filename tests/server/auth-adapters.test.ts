import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailProvider } from '../../server/adapters/mail/create-mail-provider';
import { SandboxMailProvider } from '../../server/adapters/mail/sandbox-mail-provider';
import { SmtpMailProvider } from '../../server/adapters/mail/smtp-mail-provider';
import { SandboxOutbox } from '../../server/adapters/outbox/sandbox-outbox';
import { createSmsProvider } from '../../server/adapters/sms/create-sms-provider';
import { SandboxSmsProvider } from '../../server/adapters/sms/sandbox-sms-provider';
import { SmsProviderError } from '../../server/adapters/sms/sms-provider';
import { TwilioSmsProvider } from '../../server/adapters/sms/twilio-sms-provider';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { outboxDir } from '../../server/plugins/notifications';

/** The SMS and mail adapters and the sandbox outbox, against local stand-ins; nothing reaches the network. */

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token';

const tmpDirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sd-outbox-'));
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

describe('sandbox outbox', () => {
  it('appends JSON lines per channel and lists newest first, filtered', async () => {
    const dir = tmp();
    let now = new Date('2026-03-02T15:00:00Z');
    const outbox = new SandboxOutbox({ dir, clock: () => now });
    await outbox.append({ channel: 'sms', to: '14165550123', text: 'first' });
    now = new Date(now.getTime() + 1000);
    await outbox.append({ channel: 'sms', to: '14165550199', text: 'other phone' });
    await outbox.append({ channel: 'mail', to: 'Buyer@Example.com', subject: 'Hi', text: 'mail body' });
    now = new Date(now.getTime() + 1000);
    await outbox.append({ channel: 'sms', to: '14165550123', text: 'second' });

    expect(outbox.list({ channel: 'sms', to: '14165550123' }).map((m) => m.text)).toEqual(['second', 'first']);
    expect(outbox.list({ channel: 'mail', to: 'buyer@example.com' })[0]).toMatchObject({ subject: 'Hi', text: 'mail body', channel: 'mail' });
    expect(outbox.list().map((m) => m.text)).toEqual(['second', 'other phone', 'mail body', 'first']);
    expect(outbox.list({ limit: 1 })).toHaveLength(1);

    const lines = readFileSync(join(dir, 'sms.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.text)).toEqual(['first', 'other phone', 'second']);
    expect(Object.keys(lines[0]!).sort()).toEqual(['channel', 'created_at', 'id', 'text', 'to']);
    expect(lines[0]!.created_at).toBe('2026-03-02T15:00:00.000Z');
    expect(JSON.parse(readFileSync(join(dir, 'mail.jsonl'), 'utf8'))).toMatchObject({ to: 'Buyer@Example.com', subject: 'Hi' });
  });

  it('reads its files back after a restart, skipping torn lines', async () => {
    const dir = tmp();
    const first = new SandboxOutbox({ dir });
    await first.append({ channel: 'sms', to: '14165550123', text: 'before restart' });
    writeFileSync(join(dir, 'sms.jsonl'), `${readFileSync(join(dir, 'sms.jsonl'), 'utf8')}{"torn":`);
    const second = new SandboxOutbox({ dir });
    expect(second.list({ channel: 'sms' }).map((m) => m.text)).toEqual(['before restart']);
  });

  it('falls back to memory when the folder cannot be written', async () => {
    const parent = tmp();
    const file = join(parent, 'not-a-folder');
    writeFileSync(file, 'x');
    const warnings: string[] = [];
    const outbox = new SandboxOutbox({ dir: join(file, 'outbox'), warn: (m) => warnings.push(m) });
    await outbox.append({ channel: 'sms', to: '14165550123', text: 'kept' });
    expect(outbox.dir).toBeUndefined();
    expect(warnings[0]).toMatch(/kept in memory only/);
    await outbox.append({ channel: 'sms', to: '14165550123', text: 'kept too' });
    expect(outbox.list()).toHaveLength(2);
    expect(warnings).toHaveLength(1);
  });

  it('creates its folder only when a message arrives', async () => {
    const dir = join(tmp(), 'later', 'outbox');
    const outbox = new SandboxOutbox({ dir });
    expect(existsSync(dir)).toBe(false);
    await outbox.append({ channel: 'mail', to: 'a@example.com', subject: 's', text: 't' });
    expect(existsSync(join(dir, 'mail.jsonl'))).toBe(true);
  });

  it('keeps working in memory when an append fails', async () => {
    const dir = tmp();
    const warnings: string[] = [];
    const outbox = new SandboxOutbox({ dir, warn: (m) => warnings.push(m) });
    chmodSync(dir, 0o500);
    try {
      await outbox.append({ channel: 'sms', to: '14165550123', text: 'still listed' });
    } finally {
      chmodSync(dir, 0o700);
    }
    expect(outbox.list()[0]!.text).toBe('still listed');
    // root ignores permissions; elsewhere the failed write is reported.
    if (!existsSync(join(dir, 'sms.jsonl'))) expect(warnings[0]).toMatch(/Outbox write/);
  });

  it('is in memory for tests, DATA_DIR/outbox by default, or OUTBOX_DIR', () => {
    expect(outboxDir(testConfig())).toBeUndefined();
    expect(outboxDir({ DATA_DIR: './data', OUTBOX_DIR: undefined })).toBe(join('data', 'outbox'));
    expect(outboxDir({ DATA_DIR: './data', OUTBOX_DIR: '/var/outbox' })).toBe('/var/outbox');
  });
});

describe('sandbox providers', () => {
  it('SMS goes to the outbox', async () => {
    const outbox = new SandboxOutbox();
    const sms = new SandboxSmsProvider(outbox);
    const { id } = await sms.send({ to: '14165550123', text: 'Your code is 123456' });
    expect(outbox.list({ channel: 'sms' })[0]).toMatchObject({ id, to: '14165550123', text: 'Your code is 123456' });
  });

  it('mail is built by nodemailer, then goes to the outbox', async () => {
    const outbox = new SandboxOutbox();
    const mail = new SandboxMailProvider(outbox, 'Supply Desk <no-reply@supplydesk.example>');
    const { id } = await mail.send({ to: 'buyer@example.com', subject: 'Bonjour é', text: 'Corps du message' });
    expect(id).toMatch(/^<.+@supplydesk\.example>$/);
    expect(outbox.list({ channel: 'mail' })[0]).toMatchObject({ to: 'buyer@example.com', subject: 'Bonjour é', text: 'Corps du message' });
    // An address nodemailer cannot use fails as it would over SMTP.
    await expect(mail.send({ to: '', subject: 's', text: 't' })).rejects.toThrow();
    expect(outbox.list({ channel: 'mail' })).toHaveLength(1);
  });
});

describe('Twilio adapter', () => {
  interface Seen {
    method: string;
    path: string;
    headers: IncomingMessage['headers'];
    form: URLSearchParams;
  }
  let server: Server;
  let origin: string;
  let seen: Seen[] = [];
  let reply: () => { status: number; body: unknown } | 'hang' = () => ({ status: 201, body: { sid: 'SM123' } });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form: new URLSearchParams(body) });
        const answer = reply();
        if (answer === 'hang') return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
    reply = () => ({ status: 201, body: { sid: 'SM123', status: 'queued' } });
  });

  const twilio = (from = '+14165550100', timeoutMs = 2000) => new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, from, baseUrl: origin, timeoutMs });

  it('posts the form to the Messages resource with basic auth', async () => {
    expect(await twilio().send({ to: '14165550123', text: 'Your Supply Desk code is 123456.' })).toEqual({ id: 'SM123' });
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({ To: '+14165550123', Body: 'Your Supply Desk code is 123456.', From: '+14165550100' });
  });

  it('sends through a Messaging Service when TWILIO_FROM is an MG sid', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await twilio(service).send({ to: '8613812345678', text: '验证码 123456' });
    expect(Object.fromEntries(seen[0]!.form)).toEqual({ To: '+8613812345678', Body: '验证码 123456', MessagingServiceSid: service });
  });

  it("reports Twilio's refusal with its code", async () => {
    reply = () => ({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } });
    const error = await twilio().send({ to: '14165550123', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsProviderError);
    expect((error as SmsProviderError).providerCode).toBe(21211);
    expect((error as Error).message).toMatch(/HTTP 400.*not a valid phone number/);
  });

  it('reports a broken answer, an unreachable API and a timeout', async () => {
    reply = () => ({ status: 201, body: 'not json' });
    await expect(twilio().send({ to: '14165550123', text: 'x' })).rejects.toThrow(/without a message sid/);
    reply = () => 'hang';
    await expect(twilio('+14165550100', 200).send({ to: '14165550123', text: 'x' })).rejects.toThrow(SmsProviderError);
    const unreachable = new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: '+14165550100', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(unreachable.send({ to: '14165550123', text: 'x' })).rejects.toThrow(/could not be reached/);
  });
});

describe('SMTP adapter', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let port: number;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
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

  it('delivers a text message to the SMTP server', async () => {
    const mail = createMailProvider({ MAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Supply Desk <desk@example.com>' }, new SandboxOutbox());
    expect(mail).toBeInstanceOf(SmtpMailProvider);
    const { id } = await mail.send({ to: 'agent@example.com', subject: 'Réinitialisation', text: 'Bonjour,\nvoici la marche à suivre.' });
    expect(id).toMatch(/^<.+>$/);
    const message = received.at(-1)!;
    expect(message.from).toBe('desk@example.com');
    expect(message.to).toEqual(['agent@example.com']);
    expect(message.data).toMatch(/^Subject: =\?UTF-8\?.+\?=/m);
    expect(message.data).toContain(id);
    (mail as SmtpMailProvider).close();
  });

  it('reports an unreachable server', async () => {
    const mail = new SmtpMailProvider('smtp://127.0.0.1:9', 'desk@example.com');
    await expect(mail.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(/SMTP send failed/);
    mail.close();
  });
});

describe('provider configuration', () => {
  const outbox = new SandboxOutbox();

  it('defaults to the sandboxes', () => {
    expect(createSmsProvider({ SMS_PROVIDER: 'sandbox' }, outbox).name).toBe('sandbox');
    expect(createMailProvider({ MAIL_PROVIDER: 'sandbox' }, outbox).name).toBe('sandbox');
  });

  it('twilio needs a valid SID, a token and a sender', () => {
    expect(() => createSmsProvider({ SMS_PROVIDER: 'twilio' }, outbox)).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM/);
    const base = { SMS_PROVIDER: 'twilio' as const, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+14165550100' };
    expect(createSmsProvider(base, outbox).name).toBe('twilio');
    expect(() => createSmsProvider({ ...base, TWILIO_AUTH_TOKEN: undefined }, outbox)).toThrow(/needs TWILIO_AUTH_TOKEN/);
    expect(() => createSmsProvider({ ...base, TWILIO_ACCOUNT_SID: 'SK123' }, outbox)).toThrow(/TWILIO_ACCOUNT_SID must be/);
    expect(() => createSmsProvider({ ...base, TWILIO_FROM: '416-555-0100' }, outbox)).toThrow(/TWILIO_FROM must be/);
  });

  it('smtp needs an smtp(s) URL and a sender', () => {
    expect(() => createMailProvider({ MAIL_PROVIDER: 'smtp' }, outbox)).toThrow(/needs SMTP_URL and MAIL_FROM/);
    expect(() => createMailProvider({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://h:25' }, outbox)).toThrow(/needs MAIL_FROM/);
    expect(() => createMailProvider({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'http://h', MAIL_FROM: 'a@b.c' }, outbox)).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => createMailProvider({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'not a url', MAIL_FROM: 'a@b.c' }, outbox)).toThrow(/not a URL/);
    expect(() => createMailProvider({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://h:465', MAIL_FROM: 'nobody' }, outbox)).toThrow(/MAIL_FROM must/);
  });

  it('a misconfigured provider stops the server from starting, saying why', async () => {
    const db = {} as Database;
    await expect(buildApp({ config: testConfig({ SMS_PROVIDER: 'twilio' }), db })).rejects.toThrow(/SMS_PROVIDER=twilio needs/);
    await expect(buildApp({ config: testConfig({ MAIL_PROVIDER: 'smtp' }), db })).rejects.toThrow(/MAIL_PROVIDER=smtp needs/);
  });
});
