import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_SIGNATURE_SALT } from '../core/request-signature';
import { DEFAULT_EVENT_LOG_TOKEN } from '../core/schemas/event-log';

/** Public, so only for development: production deployments set AUTH_PEPPER. */
export const DEFAULT_AUTH_PEPPER = 'supply-desk-development-pepper';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may set X-Forwarded-For (Fastify's trustProxy), so request.ip is the client's address:
 * unset → none (request.ip is the socket's peer); a hop count (`1`); or a comma-separated list of the
 * proxies' addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`. `true` (trust anyone) is
 * refused: a client could then choose its own address and escape every per-address limit.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (!value || value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || wrong.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a hop count, IP address or CIDR range: ${wrong.join(', ') || value}` });
      return z.NEVER;
    }
    return entries;
  });

/** Environment variables, validated once at start (README "Configuration" lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Set → node-postgres on that server; unset → embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SIGNATURE_SALT: z.string().min(8).default(DEFAULT_SIGNATURE_SALT),
  /** The event log's bearer credential (spec §7 `/event/api/events`); the web build takes VITE_EVENT_LOG_TOKEN. */
  EVENT_LOG_TOKEN: z.string().min(8).default(DEFAULT_EVENT_LOG_TOKEN),
  /** Event-log batches one client address may post per minute. */
  EVENT_LOG_CLIENT_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Reject /api calls without a valid AUTHORIZATION-TOKEN + TS (on by default). */
  REQUIRE_SIGNATURE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Other origins allowed to call the API: the desktop renderer (app://bundle) and the Vite dev server. */
  CORS_ORIGINS: z
    .string()
    .default('app://bundle,http://localhost:5173')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean)),
  WEB_DIST: z.string().default('./dist/web'),
  RESOURCES_DIR: z.string().default('./resources'),
  TRUST_PROXY: trustProxySchema,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** SIGTERM: how long requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(25_000),
  /** SIGTERM: how long open keep-alive connections may still bring requests once no new connection is accepted. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Load the demo catalogue into an empty database at start. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Address search and geocoding: the offline gazetteer (sandbox) or Google Maps Platform (needs the key). */
  MAPS_PROVIDER: z.enum(['sandbox', 'google']).default('sandbox'),
  GOOGLE_MAPS_API_KEY: z.string().trim().min(1).optional(),
  /** SMS login codes: the sandbox outbox (no network) or Twilio's Messages API (needs the three TWILIO_ values). */
  SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
  TWILIO_ACCOUNT_SID: z.string().trim().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  /** A sending number in E.164 (+14165550100) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().trim().min(1).optional(),
  /** Support chat: the sandbox chat inside the product (inbox in the agent console) or Crisp's hosted widget (needs CRISP_WEBSITE_ID). */
  CHAT_PROVIDER: z.enum(['sandbox', 'crisp']).default('sandbox'),
  /** The Crisp website id (a UUID, Crisp dashboard → Settings → Website settings → Setup instructions). */
  CRISP_WEBSITE_ID: z.string().trim().min(1).optional(),
  /** E-mail: the sandbox outbox (built by nodemailer, never sent) or an SMTP server (needs SMTP_URL and MAIL_FROM). */
  MAIL_PROVIDER: z.enum(['sandbox', 'smtp']).default('sandbox'),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  SMTP_URL: z.string().trim().min(1).optional(),
  MAIL_FROM: z.string().trim().min(1).optional(),
  /** Where the sandbox writes sms.jsonl and mail.jsonl; unset → DATA_DIR/outbox, `none` → memory only. */
  OUTBOX_DIR: z.string().trim().min(1).optional(),
  /** SMS codes one client address may request per 10 minutes (README "Sign-in"). */
  SMS_CLIENT_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Milliseconds a phone waits between two SMS codes (spec §9: 60 s; the e2e server shortens it). */
  SMS_RESEND_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** SMS codes per hour to the numbers of one country code (+1, +86, …). */
  SMS_COUNTRY_HOURLY_LIMIT: z.coerce.number().int().min(1).default(300),
  /** SMS codes per hour in all, every country and client together. */
  SMS_GLOBAL_HOURLY_LIMIT: z.coerce.number().int().min(1).default(600),
  /** Secret mixed into the hashes of SMS codes; set one per deployment (all servers of it share it). */
  AUTH_PEPPER: z.string().min(16).default(DEFAULT_AUTH_PEPPER),
  /** Newsletter (spec §1, §2.3): stored subscribers with a double opt-in e-mail (sandbox) or a Mailchimp audience. */
  MAILING_PROVIDER: z.enum(['sandbox', 'mailchimp']).default('sandbox'),
  /** Mailchimp API key, `<key>-<dc>` (the data centre after the dash names the API host). */
  MAILCHIMP_API_KEY: z.string().trim().min(1).optional(),
  MAILCHIMP_LIST_ID: z.string().trim().min(1).optional(),
  /** Newsletter sign-ups (and payment reminders) one client address may ask for in 10 minutes. */
  NEWSLETTER_CLIENT_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Cards and PAD: the offline sandbox (Stripe's test cards, no network) or Stripe (needs the STRIPE_ keys). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
  /** whsec_… of the webhook endpoint /api/payment/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Another Stripe API host (http://127.0.0.1:12111): tests point the SDK at a local server. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Sandbox: how long a PAD debit stays 'Authorizing' and a bank binding stays pending. */
  PAD_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(120_000),
  /**
   * The payment reconciler (server/services/fulfilment/reconcile.ts) settles money movements left
   * pending (a crash between our record and the provider's answer, a PAD debit still at the bank):
   * once at start, then every PAYMENT_RECONCILE_INTERVAL_MS (0: only at start), touching rows older
   * than PAYMENT_RECONCILE_GRACE_MS so it never races a request still talking to the provider.
   */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  PAYMENT_RECONCILE_GRACE_MS: z.coerce.number().int().min(0).default(60_000),
  /** Issue 20: the standing-order scheduler's pass interval (0: never on its own; tests call it). */
  STANDING_ORDERS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** The web app's address for links in notices (standing orders, read-back, substitutions); '' = relative. */
  PUBLIC_URL: z.string().trim().default(''),
});

export type ServerConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

/** Defaults for tests and benchmarks, overridable per call. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // The outbox stays in memory so test runs never write into ./data.
  // No periodic reconciler in tests: they run it when they mean to (it still runs once at start).
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', OUTBOX_DIR: 'none', PAYMENT_RECONCILE_INTERVAL_MS: '0', STANDING_ORDERS_INTERVAL_MS: '0' }), ...overrides };
}
