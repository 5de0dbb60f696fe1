import { z } from 'zod';
import { type SmsMessage, type SmsProvider, SmsProviderError } from './sms-provider';

/**
 * Twilio Programmable Messaging through its REST API (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded, HTTP basic auth with the account SID and auth token). No SDK: one call, one fetch.
 */

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  /** API origin; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const messageResponse = z.object({ sid: z.string() });
const errorResponse = z.object({ code: z.union([z.number(), z.string()]).optional(), message: z.string().optional() });

export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio' as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof globalThis.fetch;

  constructor(private readonly opts: TwilioOptions) {
    this.baseUrl = (opts.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.fetch = opts.fetch ?? globalThis.fetch;
  }

  async send(message: SmsMessage): Promise<{ id: string }> {
    const form = new URLSearchParams({ To: `+${message.to}`, Body: message.text });
    if (/^MG[0-9a-f]{32}$/i.test(this.opts.from)) form.set('MessagingServiceSid', this.opts.from);
    else form.set('From', this.opts.from);
    const url = `${this.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(this.opts.accountSid)}/Messages.json`;
    const auth = Buffer.from(`${this.opts.accountSid}:${this.opts.authToken}`).toString('base64');
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SmsProviderError(`Twilio could not be reached: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorResponse.safeParse(body);
      const detail = parsed.success ? parsed.data : {};
      throw new SmsProviderError(`Twilio refused the message (HTTP ${response.status}): ${detail.message ?? 'no detail'}`, detail.code);
    }
    const parsed = messageResponse.safeParse(body);
    if (!parsed.success) throw new SmsProviderError('Twilio answered without a message sid');
    return { id: parsed.data.sid };
  }
}
