import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CLAIM_KINDS, CLAIM_RESOLUTIONS, CLAIM_STATUSES } from '../../../core/orders/claims';
import { LEDGER_KINDS, LEDGER_STATUSES } from '../../../core/schemas/fulfilment';
import { staffAccounts, customers } from './accounts';
import { createdAt } from './columns';
import { orderLines, orders } from './orders';
import { payments } from './payments';

/** After checkout (issue 15): every money movement of an order, and the buyer's claims. */

/**
 * What a ledger row records. Money in: capture (card, at the settled amount), debit (PAD),
 * cash_collected (cash on delivery, or a pay-later invoice marked paid). Money out: refund (to the
 * card or bank account), credit (store credit). The rest move no money but belong to the story:
 * authorize (the card hold or the PAD mandate at checkout), void (a hold released), invoice (cash and
 * pay-later orders invoiced at the settled amount).
 */
export const LEDGER_METHODS = ['card', 'pad', 'cash', 'pay_later', 'store_credit'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/**
 * The per-order ledger (server/services/fulfilment/ledger.ts). A movement through the provider is
 * written `pending` with its idempotency key BEFORE the provider is called, and completed after; a
 * crash in between leaves the pending row, which reconcilePendingPayments settles with the provider.
 * Rows are never deleted or rewritten except pending → succeeded | failed.
 */
export const orderLedger = pgTable(
  'order_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    method: text('method', { enum: LEDGER_METHODS }).notNull(),
    /** Always ≥ 0; the kind says which way it went. */
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: LEDGER_STATUSES }).notNull().default('pending'),
    /** 'sandbox' | 'stripe' for provider movements; '' for cash, pay-later and store credit. */
    provider: text('provider').notNull().default(''),
    /** What the movement acts on: the authorized PaymentIntent (capture, void, refund) or the PAD payment method (debit). */
    targetRef: text('target_ref').notNull().default(''),
    /** What the provider answered: the PaymentIntent (authorize, capture, debit) or the refund (re_…); '' until known. */
    providerRef: text('provider_ref').notNull().default(''),
    /** Sent to the provider as its Idempotency-Key: a retry or the reconciler never moves money twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The i18n key of the buyer's plain-words line (fulfilment.ledger.*). */
    noteKey: text('note_key').notNull().default(''),
    /** Why it failed (the provider's code, or ours), '' otherwise. */
    failureCode: text('failure_code').notNull().default(''),
    /** The checkout attempt an authorize row records. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The claim a refund or credit answers. */
    claimId: integer('claim_id').references(() => orderClaims.id),
    /** Who caused it: 'customer', 'agent:7', 'staff:3', 'system'. */
    actor: text('actor').notNull().default(''),
    createdAt: createdAt(),
    /** When it left pending. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('order_ledger_order_idx').on(t.orderId, t.id),
    // The reconciler's queue: only pending rows, oldest first.
    index('order_ledger_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('order_ledger_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** A buyer's claim on one delivered line (spec §9: fresh goods within 24 h, unopened dry goods within 15 days). */
export const orderClaims = pgTable(
  'order_claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: CLAIM_KINDS }).notNull(),
    qty: integer('qty').notNull(),
    /** Weighed lines: the weight claimed, in grams; null otherwise. */
    weightGrams: integer('weight_grams'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    /** Approved: back to the original payment method, or store credit. */
    resolution: text('resolution', { enum: CLAIM_RESOLUTIONS }),
    /** What the approval gives back (core claimRefund), in cents; null until approved. */
    amountCents: integer('amount_cents'),
    /** The approval's note or the rejection's reason, shown to the buyer. */
    decisionReason: text('decision_reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => staffAccounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who filed it: 'customer' or 'agent:7'. */
    actor: text('actor').notNull().default('customer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_claims_order_idx').on(t.orderId),
    index('order_claims_status_idx').on(t.status, t.createdAt),
    check('order_claims_qty_check', sql`${t.qty} > 0`),
  ],
);

/** The photos of a claim (png/jpg ≤ 5 MB each): `path` is where it is served (/api/photos/<id>; the bytes are in table photos). */
export const orderClaimPhotos = pgTable(
  'order_claim_photos',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => orderClaims.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_claim_photos_claim_idx').on(t.claimId)],
);
