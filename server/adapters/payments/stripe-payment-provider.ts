import Stripe from 'stripe';
import type { SavedCard } from '../../../core/schemas/payment';
import {
  type CaptureInput,
  type CreatePaymentInput,
  IDEMPOTENCY_METADATA_KEY,
  type IntentStatus,
  type PadBankDetails,
  type PadMandate,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCustomerInput,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderRefund,
  type RefundInput,
  type RefundStatus,
  WebhookSignatureError,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (tests: the fake Stripe server); unset → api.stripe.com. */
  apiBase?: string;
}

/** The PAD agreement we collect ourselves (create_pad_statement): sporadic business debits. */
const ACSS_SETUP_OPTIONS = {
  currency: 'cad',
  mandate_options: { payment_schedule: 'sporadic', transaction_type: 'business' },
} as const;

/**
 * Stripe through the official SDK (PAYMENT_PROVIDER=stripe). Card numbers never reach our server:
 * the renderer confirms SetupIntents with Stripe Elements and we charge the saved payment method.
 * Payments carry our Idempotency-Key, so a repeated call returns the first PaymentIntent.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    const base = options.apiBase ? new URL(options.apiBase) : undefined;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(
      options.secretKey,
      base
        ? {
            host: base.hostname,
            port: base.port || (protocol === 'http' ? 80 : 443),
            protocol,
            maxNetworkRetries: 0,
            telemetry: false,
          }
        : // Every POST carries an idempotency key, so Stripe's own retries are safe.
          { maxNetworkRetries: 2, telemetry: false },
    );
  }

  async createCustomer(input: ProviderCustomerInput): Promise<string> {
    const customer = await call(() =>
      this.stripe.customers.create({
        name: input.name || undefined,
        phone: input.phone || undefined,
        email: input.email || undefined,
        metadata: { customer_id: String(input.customerId) },
      }),
    );
    return customer.id;
  }

  async createSetupIntent(providerCustomerId: string, methodType: 'card' | 'acss_debit'): Promise<ProviderIntent> {
    const intent = await call(() =>
      this.stripe.setupIntents.create(
        methodType === 'card'
          ? { customer: providerCustomerId, allowed_payment_method_types: ['card'], usage: 'off_session' }
          : {
              customer: providerCustomerId,
              allowed_payment_method_types: ['acss_debit'],
              usage: 'off_session',
              payment_method_options: { acss_debit: ACSS_SETUP_OPTIONS },
            },
      ),
    );
    return setupIntentView(intent);
  }

  async retrieveSetupIntent(id: string): Promise<ProviderIntent> {
    return setupIntentView(await call(() => this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] })));
  }

  async listCards(providerCustomerId: string): Promise<SavedCard[]> {
    const list = await call(() => this.stripe.paymentMethods.list({ customer: providerCustomerId, type: 'card', limit: 100 }));
    return list.data.flatMap((pm) =>
      pm.card ? [{ id: pm.id, brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year }] : [],
    );
  }

  async deleteCard(providerCustomerId: string, paymentMethodId: string): Promise<void> {
    const pm = await call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    // Detaching is allowed to anyone holding the id: check the owner ourselves.
    if (idOf(pm.customer) !== providerCustomerId || pm.type !== 'card') {
      throw new PaymentProviderError(`No such PaymentMethod: '${paymentMethodId}'`, 'not_found');
    }
    await call(() => this.stripe.paymentMethods.detach(paymentMethodId));
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderIntent> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amountCents,
      currency: 'cad',
      customer: input.providerCustomerId,
      payment_method: input.paymentMethodId,
      allowed_payment_method_types: [input.methodType],
      confirm: true,
      // The key travels in the metadata too, so the reconciler can find the payment after a crash.
      metadata: { ...input.metadata, [IDEMPOTENCY_METADATA_KEY]: input.idempotencyKey },
    };
    // A saved card is charged off-session; PAD debits run under the mandate the SetupIntent recorded.
    if (input.methodType === 'card') {
      params.off_session = true;
      // Authorized now, captured at the settled amount when the order is packed.
      if (input.captureMethod === 'manual') params.capture_method = 'manual';
    }
    try {
      const intent = await this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey });
      return paymentIntentView(intent);
    } catch (error) {
      // A decline still created the PaymentIntent: answer it (requires_payment_method, last_payment_error).
      const declined = error instanceof Stripe.errors.StripeCardError ? (error.payment_intent as Stripe.PaymentIntent | undefined) : undefined;
      if (declined?.id) return paymentIntentView(declined);
      throw providerError(error);
    }
  }

  async retrievePayment(id: string): Promise<ProviderIntent> {
    return paymentIntentView(await call(() => this.stripe.paymentIntents.retrieve(id)));
  }

  async findPayment(providerCustomerId: string, idempotencyKey: string): Promise<ProviderIntent | null> {
    // Listing by customer sees a new intent at once (search is eventually consistent); newest first.
    for await (const intent of this.stripe.paymentIntents.list({ customer: providerCustomerId, limit: 100 })) {
      if (intent.metadata?.[IDEMPOTENCY_METADATA_KEY] === idempotencyKey) return paymentIntentView(intent);
    }
    return null;
  }

  async capturePayment(input: CaptureInput): Promise<ProviderIntent> {
    const intent = await call(() =>
      this.stripe.paymentIntents.capture(input.intentId, { amount_to_capture: input.amountCents }, { idempotencyKey: input.idempotencyKey }),
    );
    return paymentIntentView(intent);
  }

  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    const refund = await call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: input.intentId,
          amount: input.amountCents,
          metadata: { ...input.metadata, [IDEMPOTENCY_METADATA_KEY]: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return refundView(refund);
  }

  async retrieveRefund(id: string): Promise<ProviderRefund> {
    return refundView(await call(() => this.stripe.refunds.retrieve(id)));
  }

  async findRefund(intentId: string, idempotencyKey: string): Promise<ProviderRefund | null> {
    for await (const refund of this.stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
      if (refund.metadata?.[IDEMPOTENCY_METADATA_KEY] === idempotencyKey) return refundView(refund);
    }
    return null;
  }

  async cancelPayment(id: string): Promise<ProviderIntent> {
    try {
      return paymentIntentView(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      // Already succeeded or canceled: answer it as it is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code !== 'resource_missing') return this.retrievePayment(id);
      throw providerError(error);
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
    }
    const object = (event.data as { object?: { object?: string } }).object;
    let intent: ProviderIntent | null = null;
    if (object?.object === 'payment_intent') intent = paymentIntentView(object as Stripe.PaymentIntent);
    else if (object?.object === 'setup_intent') intent = setupIntentView(object as Stripe.SetupIntent);
    return { id: event.id, type: event.type, intent };
  }

  async createPadMethod(input: { providerCustomerId: string; bank: PadBankDetails; mandate: PadMandate }): Promise<ProviderIntent> {
    const pm = await call(() =>
      this.stripe.paymentMethods.create({
        type: 'acss_debit',
        acss_debit: {
          institution_number: input.bank.institutionNumber,
          transit_number: input.bank.transitNumber,
          account_number: input.bank.accountNumber,
        },
        billing_details: { name: input.bank.holderName, email: input.bank.email || undefined },
      }),
    );
    // Numbers typed from a cheque are verified by micro-deposits: pending until the bank confirms (≤ 48 h).
    const intent = await call(() =>
      this.stripe.setupIntents.create({
        customer: input.providerCustomerId,
        payment_method: pm.id,
        allowed_payment_method_types: ['acss_debit'],
        usage: 'off_session',
        confirm: true,
        payment_method_options: { acss_debit: { ...ACSS_SETUP_OPTIONS, verification_method: 'microdeposits' } },
        mandate_data: {
          customer_acceptance: {
            type: 'online',
            accepted_at: Math.floor(input.mandate.acceptedAt.getTime() / 1000),
            online: { ip_address: input.mandate.ipAddress, user_agent: input.mandate.userAgent },
          },
        },
        expand: ['payment_method'],
      }),
    );
    return setupIntentView(intent);
  }
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw providerError(error);
  }
}

function providerError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new PaymentProviderError(error.message, 'card_declined', error.code ?? null);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new PaymentProviderError(
      error.message,
      error.code === 'resource_missing' || error.statusCode === 404 ? 'not_found' : 'invalid_request',
      error.code ?? null,
    );
  }
  return new PaymentProviderError(error instanceof Error ? error.message : String(error), 'unavailable');
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const PAYMENT_STATUSES = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);
const intentStatus = (status: string): IntentStatus => (PAYMENT_STATUSES.has(status as IntentStatus) ? (status as IntentStatus) : 'processing');

function paymentIntentView(pi: Stripe.PaymentIntent): ProviderIntent {
  const error = pi.last_payment_error;
  let status = intentStatus(pi.status);
  // An off-session charge that needs 3-D Secure fails with authentication_required; the customer is at
  // checkout, so it waits for them: the renderer confirms it with Stripe.js (confirmCardPayment).
  if (status === 'requires_payment_method' && error?.code === 'authentication_required') status = 'requires_action';
  return {
    id: pi.id,
    kind: 'payment',
    status,
    amountCents: pi.amount,
    clientSecret: pi.client_secret,
    paymentMethodId: idOf(pi.payment_method as string | { id: string } | null),
    lastError: status === 'requires_payment_method' ? (error?.message ?? null) : null,
    lastErrorCode: status === 'requires_payment_method' ? (error?.decline_code || error?.code || null) : null,
    metadata: { ...(pi.metadata ?? {}) },
    providerCustomerId: idOf(pi.customer as string | { id: string } | null),
    methodType: pi.payment_method_types.includes('acss_debit') ? 'acss_debit' : 'card',
    captureMethod: pi.capture_method === 'manual' ? 'manual' : 'automatic',
    amountCapturableCents: pi.amount_capturable ?? 0,
    amountReceivedCents: pi.amount_received ?? 0,
    cancellationReason: pi.cancellation_reason ?? null,
  };
}

const REFUND_STATUSES = new Set<RefundStatus>(['pending', 'succeeded', 'failed', 'canceled']);

function refundView(refund: Stripe.Refund): ProviderRefund {
  // requires_action (some bank refunds) is still on its way: pending.
  const status = REFUND_STATUSES.has(refund.status as RefundStatus) ? (refund.status as RefundStatus) : 'pending';
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent as string | { id: string } | null) ?? '',
    amountCents: refund.amount,
    status,
    failureReason: refund.failure_reason ?? null,
    metadata: { ...(refund.metadata ?? {}) },
  };
}

function setupIntentView(si: Stripe.SetupIntent): ProviderIntent {
  const pm = typeof si.payment_method === 'object' && si.payment_method ? si.payment_method : null;
  const bank = pm?.acss_debit;
  const error = si.last_setup_error;
  return {
    id: si.id,
    kind: 'setup',
    status: intentStatus(si.status),
    amountCents: 0,
    clientSecret: si.client_secret,
    paymentMethodId: idOf(si.payment_method as string | { id: string } | null),
    lastError: error?.message ?? null,
    lastErrorCode: error?.code ?? null,
    metadata: { ...(si.metadata ?? {}) },
    providerCustomerId: idOf(si.customer as string | { id: string } | null),
    methodType: si.payment_method_types.includes('acss_debit') ? 'acss_debit' : 'card',
    bankAccount: bank
      ? {
          institutionNumber: bank.institution_number ?? '',
          transitNumber: bank.transit_number ?? '',
          last4: bank.last4 ?? '',
          holderName: pm?.billing_details?.name ?? '',
        }
      : null,
  };
}
