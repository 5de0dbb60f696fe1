import type { PaymentProviderName, SavedCard } from '../../../core/schemas/payment';

/**
 * What the product needs of a payment provider (spec §7 Payments, PAD). Two implementations: Stripe
 * through the official SDK (PAYMENT_PROVIDER=stripe) and the offline sandbox (the default), which keeps
 * its own records in the database and behaves like Stripe's test mode: published test cards only,
 * 3-D Secure for 4000 0025 0000 3155, PAD debits that settle after PAD_SANDBOX_DELAY_MS.
 * Amounts are integer cents in CAD.
 *
 * After checkout (issue 15): cards are authorized at checkout (capture_method manual → requires_capture)
 * and captured at the settled amount when the order is packed (a partial capture releases the rest); an
 * uncaptured authorization is voided (cancelPayment) or lapses after 7 days; refunds give back part or
 * all of a captured payment. Every money call carries our Idempotency-Key, and the ledger can ask the
 * provider afterwards whether a call it made before a crash happened (findPayment, findRefund).
 */

/** How long a card authorization can be captured (Stripe: 7 days for online card payments). */
export const AUTHORIZATION_VALID_MS = 7 * 86_400_000;

/** Stripe's PaymentIntent / SetupIntent statuses. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  /** For the renderer (Stripe.js handleNextAction / confirm…Setup); the sandbox gives its own. */
  clientSecret: string | null;
  paymentMethodId: string | null;
  /** The provider's decline message (English), when the last attempt failed. */
  lastError: string | null;
  /** Our order id and idempotency key travel in the intent's metadata. */
  metadata: Record<string, string>;
  /** Whether this is a PaymentIntent or a SetupIntent. */
  kind?: 'payment' | 'setup';
  /** The provider customer the intent belongs to (ownership checks). */
  providerCustomerId?: string | null;
  methodType?: 'card' | 'acss_debit';
  /** The provider's machine-readable reason for lastError (card_declined, insufficient_funds, …). */
  lastErrorCode?: string | null;
  /** A confirmed acss_debit SetupIntent: the bank account it saved. */
  bankAccount?: BankAccountSummary | null;
  /** 'manual': authorized at confirmation, captured later. */
  captureMethod?: 'automatic' | 'manual';
  /** What can still be captured (requires_capture), and what was captured. */
  amountCapturableCents?: number;
  amountReceivedCents?: number;
  /** Why a canceled intent was canceled: 'automatic' when an authorization lapsed, else who asked. */
  cancellationReason?: string | null;
}

/** Stripe's refund statuses. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: RefundStatus;
  /** Why it failed, when it did. */
  failureReason: string | null;
  metadata: Record<string, string>;
}

export interface CaptureInput {
  intentId: string;
  /** At most the authorized amount; less releases the rest (partial capture). */
  amountCents: number;
  idempotencyKey: string;
}

export interface RefundInput {
  intentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface BankAccountSummary {
  institutionNumber: string;
  transitNumber: string;
  last4: string;
  holderName: string;
}

/** A Canadian bank account typed from a cheque (spec §3 Payments, §5 PAD bank form). */
export interface PadBankDetails {
  institutionNumber: string;
  transitNumber: string;
  accountNumber: string;
  holderName: string;
  /** Stripe requires the payer's e-mail on an acss_debit payment method ('' when unknown). */
  email: string;
}

export interface PadMandate {
  ipAddress: string;
  userAgent: string;
  acceptedAt: Date;
}

export interface CreatePaymentInput {
  providerCustomerId: string;
  amountCents: number;
  paymentMethodId: string;
  methodType: 'card' | 'acss_debit';
  /** Confirm at once (off-session for a saved card). */
  metadata: Record<string, string>;
  /** Passed as Stripe's Idempotency-Key: a repeated call returns the first intent. Also kept in the metadata (findPayment). */
  idempotencyKey: string;
  /** Cards at checkout: 'manual' only authorizes (captured when packed). Default 'automatic'. */
  captureMethod?: 'automatic' | 'manual';
  /** PAD: the mandate the customer accepted (Stripe needs the acceptance's ip and user agent). */
  mandate?: PadMandate;
}

export interface ProviderCustomerInput {
  customerId: number;
  name: string;
  phone: string;
  email: string;
}

/** An event the provider pushed (Stripe webhook), already verified. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The intent the event is about, when it is one. */
  intent: ProviderIntent | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for the renderer; null in the sandbox. */
  readonly publishableKey: string | null;
  createCustomer(input: ProviderCustomerInput): Promise<string>;
  /** A SetupIntent the renderer confirms with a card (Elements) or a bank account (acss_debit). */
  createSetupIntent(providerCustomerId: string, methodType: 'card' | 'acss_debit'): Promise<ProviderIntent>;
  retrieveSetupIntent(id: string): Promise<ProviderIntent>;
  listCards(providerCustomerId: string): Promise<SavedCard[]>;
  /** Detaches the card; refuses (throws) a card that is not the customer's. */
  deleteCard(providerCustomerId: string, paymentMethodId: string): Promise<void>;
  createPayment(input: CreatePaymentInput): Promise<ProviderIntent>;
  retrievePayment(id: string): Promise<ProviderIntent>;
  /** Verifies the signature and parses the body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /**
   * PAD from a cheque: saves the bank account as an acss_debit payment method under the accepted
   * mandate and returns the SetupIntent that verifies it (pending until the bank confirms).
   */
  createPadMethod(input: { providerCustomerId: string; bank: PadBankDetails; mandate: PadMandate }): Promise<ProviderIntent>;
  /**
   * Cancels a payment not yet captured: one still waiting for the customer (requires_action), or an
   * authorization (requires_capture: the void). Answers the intent as it now is.
   */
  cancelPayment(id: string): Promise<ProviderIntent>;
  /** Captures an authorized card payment; more than the authorization is refused (PaymentProviderError amount_too_large). */
  capturePayment(input: CaptureInput): Promise<ProviderIntent>;
  /** Refunds part or all of a captured payment; more than what is left to refund is refused. */
  refundPayment(input: RefundInput): Promise<ProviderRefund>;
  retrieveRefund(id: string): Promise<ProviderRefund>;
  /** The refund of this intent made with this idempotency key, if there is one (the reconciler's question). */
  findRefund(intentId: string, idempotencyKey: string): Promise<ProviderRefund | null>;
  /** The payment of this provider customer made with this idempotency key, if there is one. */
  findPayment(providerCustomerId: string, idempotencyKey: string): Promise<ProviderIntent | null>;
}

/** The metadata key that carries our idempotency key on payments and refunds, so they can be found again. */
export const IDEMPOTENCY_METADATA_KEY = 'sd_key';

export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature does not match') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A provider call refused (card declined, unknown method…): the message is the provider's; `providerCode`
 * is its machine-readable reason when it gave one (amount_too_large, payment_intent_unexpected_state, …).
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'card_declined' | 'not_found' | 'invalid_request' | 'unavailable',
    readonly providerCode: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
