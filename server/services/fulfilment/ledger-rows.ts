import type { Database } from '../../db/client';
import type { LedgerKind } from '../../../core/schemas/fulfilment';
import { type LedgerMethod, orderLedger } from '../../db/schema';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type LedgerRow = typeof orderLedger.$inferSelect;

/** The buyer's plain-words line for a ledger row: fulfilment.ledger.<kind>_<method> (locales). */
export const ledgerNoteKey = (kind: LedgerKind, method: LedgerMethod): string => `fulfilment.ledger.${kind}_${method}`;

export interface CheckoutMovement {
  orderId: number;
  /** The checkout attempt (payments row). */
  paymentId: number;
  kind: Extract<LedgerKind, 'authorize' | 'capture' | 'debit'>;
  method: Extract<LedgerMethod, 'card' | 'pad'>;
  amountCents: number;
  provider: string;
  /** The PaymentIntent (a card hold or charge) or, for a PAD mandate, the bank account's payment method. */
  intentId: string;
  actor: string;
  now: Date;
}

/**
 * What checkout did, as a settled ledger row, in the caller's transaction: the card authorized (or, for
 * orders charged in full, captured) or the PAD mandate recorded. The provider has already answered, so
 * the row is written succeeded; its key is derived from the attempt, so applying the same outcome
 * twice (a webhook after our own call) writes it once.
 */
export async function recordCheckoutMovement(tx: Tx, m: CheckoutMovement): Promise<void> {
  await tx
    .insert(orderLedger)
    .values({
      orderId: m.orderId,
      kind: m.kind,
      method: m.method,
      amountCents: m.amountCents,
      status: 'succeeded',
      provider: m.provider,
      targetRef: m.intentId,
      providerRef: m.intentId,
      idempotencyKey: `checkout:${m.paymentId}:${m.kind}`,
      noteKey: ledgerNoteKey(m.kind, m.method),
      paymentId: m.paymentId,
      actor: m.actor,
      createdAt: m.now,
      settledAt: m.now,
    })
    .onConflictDoNothing({ target: orderLedger.idempotencyKey });
}
