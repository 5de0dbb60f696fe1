import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { TEST_CARDS } from '../../server/adapters/payments/sandbox-test-cards';

/**
 * A small stand-in for api.stripe.com speaking the few endpoints Supply Desk uses, so the real SDK
 * can be tested offline (STACK.md 'Stripe offline'): form-encoded bodies in, Stripe-shaped JSON out,
 * Idempotency-Key honoured (a repeated key answers the first response). Test cards behave as Stripe
 * documents them for off-session charges: 4242… succeeds, 0002 is declined, 3155 needs authentication.
 * What Stripe.js does in the browser (confirming a SetupIntent with a card, 3-D Secure, micro-deposits)
 * the test drives through the helper methods.
 */

type Json = Record<string, unknown>;

interface FakeCustomer {
  id: string;
  object: 'customer';
  name: string | null;
  email: string | null;
  phone: string | null;
  metadata: Record<string, string>;
}

interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card' | 'acss_debit';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
  acss_debit: { institution_number: string; transit_number: string; last4: string; bank_name: string } | null;
  billing_details: { name: string | null; email: string | null };
  /** Not Stripe's: the test card's documented behaviour. */
  behaviour: 'succeed' | 'decline' | 'authenticate';
}

interface StripeErrorBody {
  type: string;
  code: string;
  message: string;
  decline_code?: string;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  amount?: number;
  currency?: string;
  customer: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  allowed_payment_method_types: string[];
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error?: StripeErrorBody | null;
  last_setup_error?: StripeErrorBody | null;
  next_action: Json | null;
  created: number;
  livemode: false;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Json;
}

export interface FakeStripe {
  url: string;
  port: number;
  customers: Map<string, FakeCustomer>;
  paymentMethods: Map<string, FakePaymentMethod>;
  setupIntents: Map<string, FakeIntent>;
  paymentIntents: Map<string, FakeIntent>;
  requests: RecordedRequest[];
  /** Stripe Elements' confirmCardSetup: saves a test card on the SetupIntent's customer; answers the pm id. */
  confirmCardSetup(setupIntentId: string, cardNumber: string): string;
  /** stripe.confirmAcssDebitSetup with instant verification: the online bank connection. */
  confirmBankSetup(setupIntentId: string, bank: { institution: string; transit: string; account: string; holder: string }): string;
  /** The customer passed 3-D Secure with Stripe.js: the PaymentIntent succeeds. */
  completeAuthentication(paymentIntentId: string): FakeIntent;
  /** Micro-deposits confirmed: the PAD SetupIntent succeeds. */
  verifyMicrodeposits(setupIntentId: string): FakeIntent;
  /** A PAD debit settles (or fails) at the bank. */
  settleDebit(paymentIntentId: string, outcome: 'succeeded' | 'failed'): FakeIntent;
  /** A signed webhook delivery for `type` about `object`. */
  webhook(type: string, object: Json, secret: string, eventId?: string): { payload: string; signature: string; eventId: string };
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_fake${randomBytes(8).toString('hex')}`;

/** Stripe's form encoding (a[b][0]=x) back into objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const obj = value as Json;
    const keys = Object.keys(obj);
    const mapped = Object.fromEntries(keys.map((k) => [k, arrays(obj[k])]));
    return keys.length > 0 && keys.every((k) => /^\d+$/.test(k)) ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => mapped[k]) : mapped;
  };
  return arrays(root) as Json;
}

function notFound(kind: string, id: string): { status: number; body: Json } {
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' } },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, FakeCustomer>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const setupIntents = new Map<string, FakeIntent>();
  const paymentIntents = new Map<string, FakeIntent>();
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { status: number; body: Json }>();

  const types = (body: Json): string[] => {
    const list = (body.allowed_payment_method_types ?? body.payment_method_types) as string[] | undefined;
    return list && list.length > 0 ? list : ['card'];
  };
  const withExpand = (intent: FakeIntent, expand: unknown): Json => {
    const wanted = Array.isArray(expand) ? expand : [];
    if (wanted.includes('payment_method') && intent.payment_method) {
      return { ...intent, payment_method: paymentMethods.get(intent.payment_method) ?? intent.payment_method };
    }
    return { ...intent };
  };
  const newIntent = (object: FakeIntent['object'], body: Json): FakeIntent => {
    const id = newId(object === 'payment_intent' ? 'pi' : 'seti');
    const allowed = types(body);
    return {
      id,
      object,
      status: 'requires_payment_method',
      ...(object === 'payment_intent' ? { amount: Number(body.amount), currency: String(body.currency ?? 'cad') } : {}),
      customer: (body.customer as string | undefined) ?? null,
      payment_method: (body.payment_method as string | undefined) ?? null,
      payment_method_types: allowed,
      allowed_payment_method_types: allowed,
      client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      ...(object === 'payment_intent' ? { last_payment_error: null } : { last_setup_error: null }),
      next_action: null,
      created: now(),
      livemode: false,
    };
  };

  function route(method: string, path: string, body: Json, query: URLSearchParams): { status: number; body: Json } {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts;
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer: FakeCustomer = {
        id: newId('cus'),
        object: 'customer',
        name: (body.name as string) ?? null,
        email: (body.email as string) ?? null,
        phone: (body.phone as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: { ...customer } };
    }

    if (resource === 'setup_intents') {
      if (method === 'POST' && !id) {
        const intent = newIntent('setup_intent', body);
        if (intent.customer && !customers.has(intent.customer)) return notFound('customer', intent.customer);
        if (body.confirm === 'true' && intent.payment_method) {
          const pm = paymentMethods.get(intent.payment_method);
          if (!pm) return notFound('payment_method', intent.payment_method);
          pm.customer = intent.customer;
          const options = ((body.payment_method_options as Json | undefined)?.acss_debit ?? {}) as Json;
          if (pm.type === 'acss_debit' && options.verification_method === 'microdeposits') {
            intent.status = 'requires_action';
            intent.next_action = { type: 'verify_with_microdeposits' };
          } else {
            intent.status = 'succeeded';
          }
        }
        setupIntents.set(intent.id, intent);
        return { status: 200, body: withExpand(intent, body.expand) };
      }
      const intent = id ? setupIntents.get(id) : undefined;
      if (!intent) return notFound('setup_intent', id ?? '');
      if (method === 'GET' && !action) return { status: 200, body: withExpand(intent, query.getAll('expand[]').concat(query.getAll('expand[0]'))) };
    }

    if (resource === 'payment_methods') {
      if (method === 'POST' && !id) {
        const bank = body.acss_debit as Json | undefined;
        if (body.type !== 'acss_debit' || !bank) {
          return { status: 400, body: { error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'Only acss_debit here.' } } };
        }
        const account = String(bank.account_number);
        const pm: FakePaymentMethod = {
          id: newId('pm'),
          object: 'payment_method',
          type: 'acss_debit',
          customer: null,
          card: null,
          acss_debit: {
            institution_number: String(bank.institution_number),
            transit_number: String(bank.transit_number),
            last4: account.slice(-4),
            bank_name: 'STRIPE TEST BANK',
          },
          billing_details: {
            name: ((body.billing_details as Json | undefined)?.name as string) ?? null,
            email: ((body.billing_details as Json | undefined)?.email as string) ?? null,
          },
          behaviour: account === '000222222227' ? 'decline' : 'succeed',
        };
        paymentMethods.set(pm.id, pm);
        return { status: 200, body: { ...pm } };
      }
      if (method === 'GET' && !id) {
        const customer = query.get('customer');
        const type = query.get('type');
        const data = [...paymentMethods.values()].filter((pm) => pm.customer === customer && (!type || pm.type === type));
        return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' } };
      }
      const pm = id ? paymentMethods.get(id) : undefined;
      if (!pm) return notFound('payment_method', id ?? '');
      if (method === 'GET' && !action) return { status: 200, body: { ...pm } };
      if (method === 'POST' && action === 'detach') {
        pm.customer = null;
        return { status: 200, body: { ...pm } };
      }
    }

    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) {
        const intent = newIntent('payment_intent', body);
        paymentIntents.set(intent.id, intent);
        if (body.confirm !== 'true') return { status: 200, body: { ...intent } };
        const pm = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
        if (!pm || pm.customer !== intent.customer) {
          paymentIntents.delete(intent.id);
          return notFound('payment_method', intent.payment_method ?? '');
        }
        if (pm.type === 'acss_debit') {
          intent.status = 'processing';
          return { status: 200, body: { ...intent } };
        }
        if (pm.behaviour === 'succeed') {
          intent.status = 'succeeded';
          return { status: 200, body: { ...intent } };
        }
        const error: StripeErrorBody =
          pm.behaviour === 'decline'
            ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
            : {
                type: 'card_error',
                code: 'authentication_required',
                decline_code: 'authentication_required',
                message: 'Your card was declined. This transaction requires authentication.',
              };
        intent.status = 'requires_payment_method';
        intent.last_payment_error = error;
        return { status: 402, body: { error: { ...error, payment_intent: { ...intent } } } };
      }
      const intent = id ? paymentIntents.get(id) : undefined;
      if (!intent) return notFound('payment_intent', id ?? '');
      if (method === 'GET' && !action) return { status: 200, body: { ...intent } };
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${intent.status}.` } },
          };
        }
        intent.status = 'canceled';
        return { status: 200, body: { ...intent } };
      }
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = req.method === 'GET' ? {} : parseStripeForm(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, body });
      const send = (r: { status: number; body: Json }) => {
        res.writeHead(r.status, { 'content-type': 'application/json', 'request-id': newId('req'), ...(key ? { 'idempotency-key': key } : {}) });
        res.end(JSON.stringify(r.body));
      };
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
        send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } });
        return;
      }
      const cacheKey = key && req.method === 'POST' ? `${url.pathname}|${key}` : undefined;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      if (cached) {
        send(cached);
        return;
      }
      const result = route(req.method ?? 'GET', url.pathname, body, url.searchParams);
      // Stripe replays 2xx and 4xx answers for a key (not 5xx).
      if (cacheKey && result.status < 500) idempotent.set(cacheKey, result);
      send(result);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const signer = new Stripe('sk_test_fake_signer');

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    customers,
    paymentMethods,
    setupIntents,
    paymentIntents,
    requests,
    confirmCardSetup(setupIntentId, cardNumber) {
      const intent = setupIntents.get(setupIntentId);
      if (!intent || intent.status !== 'requires_payment_method') throw new Error(`setup intent ${setupIntentId} cannot be confirmed`);
      const card = TEST_CARDS.find((c) => c.number === cardNumber.replace(/\s/g, ''));
      if (!card) throw new Error(`${cardNumber} is not a Stripe test card`);
      const pm: FakePaymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: intent.customer,
        card: { brand: card.brand, last4: card.number.slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
        acss_debit: null,
        billing_details: { name: null, email: null },
        behaviour: card.behaviour,
      };
      paymentMethods.set(pm.id, pm);
      intent.payment_method = pm.id;
      intent.status = 'succeeded';
      return pm.id;
    },
    confirmBankSetup(setupIntentId, bank) {
      const intent = setupIntents.get(setupIntentId);
      if (!intent || intent.status !== 'requires_payment_method') throw new Error(`setup intent ${setupIntentId} cannot be confirmed`);
      const pm: FakePaymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'acss_debit',
        customer: intent.customer,
        card: null,
        acss_debit: { institution_number: bank.institution, transit_number: bank.transit, last4: bank.account.slice(-4), bank_name: 'STRIPE TEST BANK' },
        billing_details: { name: bank.holder, email: 'payer@example.com' },
        behaviour: bank.account === '000222222227' ? 'decline' : 'succeed',
      };
      paymentMethods.set(pm.id, pm);
      intent.payment_method = pm.id;
      intent.status = 'succeeded';
      return pm.id;
    },
    completeAuthentication(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`no payment intent ${paymentIntentId}`);
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      return intent;
    },
    verifyMicrodeposits(setupIntentId) {
      const intent = setupIntents.get(setupIntentId);
      if (!intent) throw new Error(`no setup intent ${setupIntentId}`);
      intent.status = 'succeeded';
      intent.next_action = null;
      return intent;
    },
    settleDebit(paymentIntentId, outcome) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`no payment intent ${paymentIntentId}`);
      intent.status = outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method';
      if (outcome === 'failed') {
        intent.last_payment_error = { type: 'invalid_request_error', code: 'payment_method_customer_decline', message: 'The bank account has insufficient funds.' };
      }
      return intent;
    },
    webhook(type, object, secret, eventId = newId('evt')) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }), eventId };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
