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
 * Manual capture (requires_capture → capture with amount_to_capture ≤ amount_capturable), cancel of an
 * authorization, refunds (card: succeeded at once; PAD: pending until settleRefund) and the list calls
 * the reconciler uses (payment intents of a customer, refunds of an intent).
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
  capture_method?: 'automatic' | 'manual';
  amount_capturable?: number;
  amount_received?: number;
  cancellation_reason?: string | null;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'cad';
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  failure_reason: string | null;
  metadata: Record<string, string>;
  created: number;
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
  refunds: Map<string, FakeRefund>;
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
  /** Seven days pass: an uncaptured authorization is canceled by Stripe (cancellation_reason automatic). */
  expireAuthorization(paymentIntentId: string): FakeIntent;
  /** A pending (PAD) refund reaches the bank. */
  settleRefund(refundId: string): FakeRefund;
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
  const refunds = new Map<string, FakeRefund>();
  const requests: RecordedRequest[] = [];
  const invalid = (code: string, message: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', code, message } } });
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
      ...(object === 'payment_intent'
        ? {
            amount: Number(body.amount),
            currency: String(body.currency ?? 'cad'),
            capture_method: body.capture_method === 'manual' ? ('manual' as const) : ('automatic' as const),
            amount_capturable: 0,
            amount_received: 0,
            cancellation_reason: null,
          }
        : {}),
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
          authorizeOrCharge(intent);
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
      if (method === 'GET' && !id) {
        const customer = query.get('customer');
        const data = [...paymentIntents.values()].filter((pi) => !customer || pi.customer === customer).reverse();
        return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_intents' } };
      }
      const intent = id ? paymentIntents.get(id) : undefined;
      if (!intent) return notFound('payment_intent', id ?? '');
      if (method === 'GET' && !action) return { status: 200, body: { ...intent } };
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
          return invalid('payment_intent_unexpected_state', `This PaymentIntent's status is ${intent.status}.`);
        }
        intent.status = 'canceled';
        intent.amount_capturable = 0;
        intent.cancellation_reason = 'requested_by_customer';
        return { status: 200, body: { ...intent } };
      }
      if (method === 'POST' && action === 'capture') {
        if (intent.status !== 'requires_capture') {
          return invalid('payment_intent_unexpected_state', `This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
        }
        const amount = body.amount_to_capture === undefined ? intent.amount_capturable! : Number(body.amount_to_capture);
        if (amount > intent.amount_capturable!) {
          return invalid('amount_too_large', `The amount_to_capture (${amount}) is greater than the amount_capturable (${intent.amount_capturable}).`);
        }
        intent.status = 'succeeded';
        intent.amount_received = amount;
        intent.amount_capturable = 0;
        return { status: 200, body: { ...intent } };
      }
    }

    if (resource === 'refunds') {
      if (method === 'POST' && !id) {
        const intent = paymentIntents.get(String(body.payment_intent));
        if (!intent) return notFound('payment_intent', String(body.payment_intent));
        if (intent.status !== 'succeeded') return invalid('charge_not_refundable', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
        const given = [...refunds.values()]
          .filter((r) => r.payment_intent === intent.id && r.status !== 'failed' && r.status !== 'canceled')
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = body.amount === undefined ? intent.amount_received! - given : Number(body.amount);
        if (amount > intent.amount_received! - given) {
          return invalid('amount_too_large', `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${(intent.amount_received! - given) / 100})`);
        }
        const refund: FakeRefund = {
          id: newId('re'),
          object: 'refund',
          amount,
          currency: 'cad',
          payment_intent: intent.id,
          status: intent.payment_method_types.includes('acss_debit') ? 'pending' : 'succeeded',
          failure_reason: null,
          metadata: (body.metadata as Record<string, string> | undefined) ?? {},
          created: now(),
        };
        refunds.set(refund.id, refund);
        return { status: 200, body: { ...refund } };
      }
      if (method === 'GET' && !id) {
        const intentId = query.get('payment_intent');
        const data = [...refunds.values()].filter((r) => !intentId || r.payment_intent === intentId).reverse();
        return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
      }
      const refund = id ? refunds.get(id) : undefined;
      if (!refund) return notFound('refund', id ?? '');
      if (method === 'GET' && !action) return { status: 200, body: { ...refund } };
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
  /** A confirmed card that needs nothing more: authorized (manual capture) or charged. */
  function authorizeOrCharge(intent: FakeIntent): void {
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
    }
  }

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
    refunds,
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
      authorizeOrCharge(intent);
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
      if (outcome === 'succeeded') intent.amount_received = intent.amount;
      if (outcome === 'failed') {
        intent.last_payment_error = { type: 'invalid_request_error', code: 'payment_method_customer_decline', message: 'The bank account has insufficient funds.' };
      }
      return intent;
    },
    expireAuthorization(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent || intent.status !== 'requires_capture') throw new Error(`payment intent ${paymentIntentId} is not authorized`);
      intent.status = 'canceled';
      intent.amount_capturable = 0;
      intent.cancellation_reason = 'automatic';
      return intent;
    },
    settleRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      refund.status = 'succeeded';
      return refund;
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
