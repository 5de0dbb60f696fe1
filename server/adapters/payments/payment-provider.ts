import type { PaymentProviderName, SavedCard } from '../../../core/schemas/payment';

/**
 * What the product needs of a payment provider (spec §7 Payments, PAD). Two implementations: Stripe
 * through the official SDK (PAYMENT_PROVIDER=stripe) and the offline sandbox (the default), which keeps
 * its own records in the database and behaves like Stripe's test mode: published test cards only,
 * 3-D Secure for 4000 0025 0000 3155, PAD debits that settle after PAD_SANDBOX_DELAY_MS.
 * Amounts are integer cents in CAD.
 */

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
  /** Passed as Stripe's Idempotency-Key: a repeated call returns the first intent. */
  idempotencyKey: string;
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
  /** Cancels a payment still waiting for the customer (requires_action); answers the intent as it now is. */
  cancelPayment(id: string): Promise<ProviderIntent>;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature does not match') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A provider call refused (card declined, unknown method…): the message is the provider's. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'card_declined' | 'not_found' | 'invalid_request' | 'unavailable',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
