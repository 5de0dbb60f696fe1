import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { SavedCard } from '../../../core/schemas/payment';
import type { Database } from '../../db/client';
import { sandboxIntents, sandboxPaymentMethods } from '../../db/schema';
import {
  AUTHORIZATION_VALID_MS,
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
  WebhookSignatureError,
} from './payment-provider';
import { SandboxRefunds } from './sandbox-refunds';
import {
  checkTestCard,
  DECLINE_MESSAGES,
  declineCodeFor,
  PAD_ACCOUNT_NOT_FOUND,
  PAD_INSUFFICIENT_FUNDS,
} from './sandbox-test-cards';

type IntentRow = typeof sandboxIntents.$inferSelect;
type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * The offline payment provider (PAYMENT_PROVIDER=sandbox, the default). It behaves like Stripe's test
 * mode and keeps its records in our database, so it survives restarts and several servers share it:
 * - cards: only Stripe's published test numbers (sandbox-test-cards.ts); 4000 0000 0000 0002 is
 *   declined, 4000 0025 0000 3155 waits in requires_action for the sandbox authentication page;
 * - PAD: a debit is 'processing' and settles when the clock passes `settle_at` (PAD_SANDBOX_DELAY_MS),
 *   looked at lazily whenever the intent is read; a cheque binding verifies the same way.
 * - manual capture: a card authorized at checkout waits in requires_capture; capture takes at most the
 *   authorized amount (partial capture releases the rest), and an authorization not captured within
 *   7 days lapses (canceled, reason 'automatic') the next time the intent is read; refunds
 *   (sandbox-refunds.ts) give back at most what was captured.
 * The sandbox sends no webhooks: callers read the intent (checking_status) to move it on.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;

  private readonly refunds: SandboxRefunds;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly padDelayMs: number,
  ) {
    this.refunds = new SandboxRefunds(db, clock, padDelayMs, (id) => this.retrievePayment(id));
  }

  async createCustomer(_input: ProviderCustomerInput): Promise<string> {
    return newId('cus');
  }

  async createSetupIntent(providerCustomerId: string, methodType: 'card' | 'acss_debit'): Promise<ProviderIntent> {
    const [row] = await this.db
      .insert(sandboxIntents)
      .values({ id: newId('seti'), kind: 'setup', providerCustomerId, methodType, status: 'requires_payment_method' })
      .returning();
    return this.view(row!);
  }

  async retrieveSetupIntent(id: string): Promise<ProviderIntent> {
    return this.view(await this.settle(await this.intentRow(id, 'setup')));
  }

  async listCards(providerCustomerId: string): Promise<SavedCard[]> {
    const rows = await this.db
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.providerCustomerId, providerCustomerId),
          eq(sandboxPaymentMethods.type, 'card'),
          eq(sandboxPaymentMethods.detached, false),
        ),
      )
      .orderBy(asc(sandboxPaymentMethods.createdAt), asc(sandboxPaymentMethods.id));
    return rows.map(cardView);
  }

  async deleteCard(providerCustomerId: string, paymentMethodId: string): Promise<void> {
    const detached = await this.db
      .update(sandboxPaymentMethods)
      .set({ detached: true })
      .where(
        and(
          eq(sandboxPaymentMethods.id, paymentMethodId),
          eq(sandboxPaymentMethods.providerCustomerId, providerCustomerId),
          eq(sandboxPaymentMethods.type, 'card'),
          eq(sandboxPaymentMethods.detached, false),
        ),
      )
      .returning({ id: sandboxPaymentMethods.id });
    if (detached.length === 0) throw new PaymentProviderError(`No such PaymentMethod: '${paymentMethodId}'`, 'not_found');
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderIntent> {
    // Stripe's Idempotency-Key: the same key answers the first intent, whatever the second call says.
    const earlier = await this.intentByKey(input.idempotencyKey);
    if (earlier) return this.view(await this.settle(earlier));
    const method = await this.methodRow(input.paymentMethodId);
    if (!method || method.detached || method.providerCustomerId !== input.providerCustomerId || method.type !== input.methodType) {
      throw new PaymentProviderError(`No such PaymentMethod: '${input.paymentMethodId}'`, 'not_found');
    }
    const now = this.clock();
    const manual = method.type === 'card' && input.captureMethod === 'manual';
    let status: IntentStatus = manual ? 'requires_capture' : 'succeeded';
    let lastError = '';
    let settleAt: Date | null = null;
    if (method.type === 'acss_debit') {
      status = 'processing';
      settleAt = new Date(now.getTime() + this.padDelayMs);
    } else if (method.behaviour === 'decline') {
      status = 'requires_payment_method';
      lastError = declineCodeFor(method.brand, method.last4);
    } else if (method.behaviour === 'authenticate') {
      status = 'requires_action';
    }
    await this.db
      .insert(sandboxIntents)
      .values({
        id: newId('pi'),
        kind: 'payment',
        providerCustomerId: input.providerCustomerId,
        amountCents: input.amountCents,
        methodType: method.type,
        paymentMethodId: method.id,
        status,
        settleAt,
        lastError,
        metadata: { ...input.metadata, [IDEMPOTENCY_METADATA_KEY]: input.idempotencyKey },
        idempotencyKey: input.idempotencyKey,
        captureMethod: manual ? 'manual' : 'automatic',
        authorizedAt: status === 'requires_capture' ? now : null,
        amountReceivedCents: status === 'succeeded' ? input.amountCents : 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: sandboxIntents.idempotencyKey });
    // A concurrent call with the same key may have won the insert: both answer the stored intent.
    const stored = await this.intentByKey(input.idempotencyKey);
    return this.view(stored!);
  }

  async findPayment(providerCustomerId: string, idempotencyKey: string): Promise<ProviderIntent | null> {
    const row = await this.intentByKey(idempotencyKey);
    if (!row || row.kind !== 'payment' || row.providerCustomerId !== providerCustomerId) return null;
    return this.view(await this.settle(row));
  }

  async capturePayment(input: CaptureInput): Promise<ProviderIntent> {
    const row = await this.settle(await this.intentRow(input.intentId, 'payment'));
    // Stripe's Idempotency-Key: the same capture again answers the captured intent.
    if (row.captureKey === input.idempotencyKey) return this.view(row);
    if (row.status !== 'requires_capture') {
      throw new PaymentProviderError(
        `This PaymentIntent could not be captured because it has a status of ${row.status}.`,
        'invalid_request',
        'payment_intent_unexpected_state',
      );
    }
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError('The amount to capture must be a positive integer.', 'invalid_request', 'parameter_invalid_integer');
    }
    if (input.amountCents > row.amountCents) {
      throw new PaymentProviderError(
        `The amount to capture (${input.amountCents}) is greater than the amount capturable (${row.amountCents}).`,
        'invalid_request',
        'amount_too_large',
      );
    }
    const now = this.clock();
    // One conditional UPDATE: of two racing captures one wins; the other reads what the winner did.
    await this.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', amountReceivedCents: input.amountCents, captureKey: input.idempotencyKey, updatedAt: now })
      .where(and(eq(sandboxIntents.id, row.id), eq(sandboxIntents.status, 'requires_capture')));
    const fresh = await this.intentRow(row.id, 'payment');
    if (fresh.captureKey !== input.idempotencyKey) {
      throw new PaymentProviderError(
        `This PaymentIntent could not be captured because it has a status of ${fresh.status}.`,
        'invalid_request',
        'payment_intent_unexpected_state',
      );
    }
    return this.view(fresh);
  }

  refundPayment(input: RefundInput): Promise<ProviderRefund> {
    return this.refunds.create(input);
  }

  retrieveRefund(id: string): Promise<ProviderRefund> {
    return this.refunds.retrieve(id);
  }

  findRefund(intentId: string, idempotencyKey: string): Promise<ProviderRefund | null> {
    return this.refunds.find(intentId, idempotencyKey);
  }

  async retrievePayment(id: string): Promise<ProviderIntent> {
    return this.view(await this.settle(await this.intentRow(id, 'payment')));
  }

  async cancelPayment(id: string): Promise<ProviderIntent> {
    const row = await this.settle(await this.intentRow(id, 'payment'));
    await this.db
      .update(sandboxIntents)
      .set({ status: 'canceled', cancellationReason: 'requested_by_customer', updatedAt: this.clock() })
      .where(
        and(
          eq(sandboxIntents.id, row.id),
          sql`${sandboxIntents.status} in ('requires_action', 'requires_payment_method', 'requires_confirmation', 'requires_capture')`,
        ),
      );
    return this.view(await this.intentRow(id, 'payment'));
  }

  parseWebhook(): ProviderEvent {
    throw new WebhookSignatureError('the sandbox sends no webhooks');
  }

  async createPadMethod(input: { providerCustomerId: string; bank: PadBankDetails; mandate: PadMandate }): Promise<ProviderIntent> {
    const method = await this.insertBankMethod(input.providerCustomerId, input.bank);
    const now = this.clock();
    const [row] = await this.db
      .insert(sandboxIntents)
      .values({
        id: newId('seti'),
        kind: 'setup',
        providerCustomerId: input.providerCustomerId,
        methodType: 'acss_debit',
        paymentMethodId: method.id,
        // Like a micro-deposit verification: the bank confirms the account later.
        status: 'processing',
        settleAt: new Date(now.getTime() + this.padDelayMs),
        metadata: bankMetadata(input.bank),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return this.view(row!);
  }

  // ---- Sandbox-only stand-ins for what Stripe.js does in the browser ----

  /** Stripe Elements' confirmCardSetup: the card number reaches our server only here, in the sandbox. */
  async confirmCardSetup(setupIntentId: string, providerCustomerId: string, card: SandboxCardInput): Promise<SavedCard> {
    const check = checkTestCard(card, this.clock());
    if (!check.ok) throw new PaymentProviderError(`card refused: ${check.reason}`, 'invalid_request');
    const intent = await this.openSetupIntent(setupIntentId, providerCustomerId, 'card');
    // Confirm first: of two racing confirmations only one saves a card.
    const methodId = newId('pm');
    await this.completeSetup(intent.id, methodId, {});
    const [method] = await this.db
      .insert(sandboxPaymentMethods)
      .values({
        id: methodId,
        providerCustomerId,
        type: 'card',
        brand: check.card.brand,
        last4: check.card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        behaviour: check.card.behaviour,
        // The database's own time, not the (injectable) clock: cards list in the order they were saved.
      })
      .returning();
    return cardView(method!);
  }

  /** Stripe.js' confirmAcssDebitSetup with instant verification: the online bank connection. */
  async confirmBankSetup(setupIntentId: string, providerCustomerId: string, bank: PadBankDetails): Promise<ProviderIntent> {
    const intent = await this.openSetupIntent(setupIntentId, providerCustomerId, 'acss_debit');
    const methodId = newId('pm');
    const failed = bank.accountNumber === PAD_ACCOUNT_NOT_FOUND;
    await this.completeSetup(intent.id, methodId, bankMetadata(bank), failed ? 'bank_account_not_found' : undefined);
    await this.insertBankMethod(providerCustomerId, bank, methodId);
    return this.retrieveSetupIntent(intent.id);
  }

  /** The test 3-D Secure page (4000 0025 0000 3155): complete → succeeded, fail → requires_payment_method. */
  async authenticate(intentId: string, providerCustomerId: string, outcome: 'complete' | 'fail'): Promise<ProviderIntent> {
    const row = await this.intentRow(intentId, 'payment');
    if (row.providerCustomerId !== providerCustomerId) throw new PaymentProviderError(`No such PaymentIntent: '${intentId}'`, 'not_found');
    if (row.status !== 'requires_action') throw new PaymentProviderError('This PaymentIntent does not need authentication.', 'invalid_request');
    const now = this.clock();
    const manual = row.captureMethod === 'manual';
    await this.db
      .update(sandboxIntents)
      .set(
        outcome === 'complete'
          ? manual
            ? { status: 'requires_capture', lastError: '', authorizedAt: now, updatedAt: now }
            : { status: 'succeeded', lastError: '', amountReceivedCents: row.amountCents, updatedAt: now }
          : { status: 'requires_payment_method', lastError: 'payment_intent_authentication_failure', updatedAt: now },
      )
      .where(and(eq(sandboxIntents.id, row.id), eq(sandboxIntents.status, 'requires_action')));
    return this.retrievePayment(intentId);
  }

  // ---- records ----

  private async intentRow(id: string, kind: 'payment' | 'setup'): Promise<IntentRow> {
    const [row] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).limit(1);
    if (!row || row.kind !== kind) {
      throw new PaymentProviderError(`No such ${kind === 'payment' ? 'PaymentIntent' : 'SetupIntent'}: '${id}'`, 'not_found');
    }
    return row;
  }

  private async intentByKey(key: string): Promise<IntentRow | undefined> {
    const [row] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.idempotencyKey, key)).limit(1);
    return row;
  }

  private async methodRow(id: string): Promise<MethodRow | undefined> {
    const [row] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id)).limit(1);
    return row;
  }

  private async openSetupIntent(id: string, providerCustomerId: string, methodType: 'card' | 'acss_debit'): Promise<IntentRow> {
    const row = await this.intentRow(id, 'setup');
    if (row.providerCustomerId !== providerCustomerId || row.methodType !== methodType) {
      throw new PaymentProviderError(`No such SetupIntent: '${id}'`, 'not_found');
    }
    if (row.status !== 'requires_payment_method' || row.paymentMethodId) {
      throw new PaymentProviderError('This SetupIntent has already been confirmed.', 'invalid_request');
    }
    return row;
  }

  /** Confirms a fresh setup intent once: a second confirmation of the same intent is refused. */
  private async completeSetup(id: string, paymentMethodId: string, metadata: Record<string, string>, failure?: string) {
    const done = await this.db
      .update(sandboxIntents)
      .set({
        status: failure ? 'requires_payment_method' : 'succeeded',
        paymentMethodId,
        metadata,
        lastError: failure ?? '',
        updatedAt: this.clock(),
      })
      .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.status, 'requires_payment_method'), isNull(sandboxIntents.paymentMethodId)))
      .returning({ id: sandboxIntents.id });
    if (done.length === 0) throw new PaymentProviderError('This SetupIntent has already been confirmed.', 'invalid_request');
  }

  private async insertBankMethod(providerCustomerId: string, bank: PadBankDetails, id = newId('pm')): Promise<MethodRow> {
    const [method] = await this.db
      .insert(sandboxPaymentMethods)
      .values({
        id,
        providerCustomerId,
        type: 'acss_debit',
        brand: `${bank.institutionNumber}-${bank.transitNumber}`,
        last4: bank.accountNumber.slice(-4),
        behaviour: bank.accountNumber === PAD_INSUFFICIENT_FUNDS ? 'decline' : 'succeed',
        createdAt: this.clock(),
      })
      .returning();
    return method!;
  }

  /**
   * Time passing, looked at whenever an intent is read (one conditional UPDATE each): PAD debits and
   * cheque bindings move on once the clock passes settle_at; an authorization lapses 7 days after it
   * was given.
   */
  private async settle(row: IntentRow): Promise<IntentRow> {
    const now = this.clock();
    if (row.status === 'requires_capture' && row.authorizedAt && now.getTime() - row.authorizedAt.getTime() >= AUTHORIZATION_VALID_MS) {
      await this.db
        .update(sandboxIntents)
        .set({ status: 'canceled', cancellationReason: 'automatic', updatedAt: now })
        .where(and(eq(sandboxIntents.id, row.id), eq(sandboxIntents.status, 'requires_capture')));
      return this.intentRow(row.id, row.kind);
    }
    if (row.status !== 'processing' || !row.settleAt || row.settleAt.getTime() > now.getTime()) return row;
    let failure = '';
    if (row.kind === 'setup') {
      if (row.metadata.account_not_found === '1') failure = 'bank_account_not_found';
    } else {
      const method = row.paymentMethodId ? await this.methodRow(row.paymentMethodId) : undefined;
      if (method?.behaviour === 'decline') failure = 'bank_insufficient_funds';
    }
    await this.db
      .update(sandboxIntents)
      .set({
        status: failure ? 'requires_payment_method' : 'succeeded',
        lastError: failure,
        amountReceivedCents: failure || row.kind !== 'payment' ? 0 : row.amountCents,
        updatedAt: now,
      })
      .where(and(eq(sandboxIntents.id, row.id), eq(sandboxIntents.status, 'processing'), lte(sandboxIntents.settleAt, now)));
    const [fresh] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, row.id)).limit(1);
    return fresh!;
  }

  private view(row: IntentRow): ProviderIntent {
    const code = row.lastError || null;
    const meta = row.metadata;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status as IntentStatus,
      amountCents: row.amountCents,
      // Sandbox intents are confirmed through our own routes; the secret only identifies them.
      clientSecret: `${row.id}_secret_sandbox`,
      paymentMethodId: row.paymentMethodId,
      lastError: code ? (DECLINE_MESSAGES[code] ?? code) : null,
      lastErrorCode: code,
      metadata: meta,
      providerCustomerId: row.providerCustomerId,
      methodType: row.methodType,
      captureMethod: row.captureMethod,
      amountCapturableCents: row.status === 'requires_capture' ? row.amountCents : 0,
      amountReceivedCents: row.amountReceivedCents,
      cancellationReason: row.cancellationReason || null,
      bankAccount:
        row.kind === 'setup' && row.methodType === 'acss_debit' && meta.institution_number
          ? {
              institutionNumber: meta.institution_number,
              transitNumber: meta.transit_number ?? '',
              last4: meta.account_number_last4 ?? '',
              holderName: meta.holder_name ?? '',
            }
          : null,
    };
  }
}

/** What the setup intent keeps of the bank account (never the full account number). */
function bankMetadata(bank: PadBankDetails): Record<string, string> {
  return {
    institution_number: bank.institutionNumber,
    transit_number: bank.transitNumber,
    account_number_last4: bank.accountNumber.slice(-4),
    holder_name: bank.holderName,
    ...(bank.accountNumber === PAD_ACCOUNT_NOT_FOUND ? { account_not_found: '1' } : {}),
  };
}

function cardView(row: MethodRow): SavedCard {
  return { id: row.id, brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear };
}
