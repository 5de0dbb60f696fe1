import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customers } from './accounts';
import { orders } from './orders';

/** Checkout payment attempts, provider customers, the sandbox provider's own records, PAD accounts and webhook events. */

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().default(''),
    method: text('method', { enum: ['card', 'pad', 'cash', 'pay_later'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), uniqueIndex('payments_idempotency_key').on(t.idempotencyKey)],
);

/** The payment provider's customer object for one of our customers (Stripe `cus_…`, sandbox `cus_sbx_…`). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.provider] })],
);

/**
 * The offline sandbox's own records, so it behaves like Stripe across restarts and servers: saved
 * payment methods (published test cards only) and intents (payment and setup).
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  providerCustomerId: text('provider_customer_id').notNull(),
  type: text('type', { enum: ['card', 'acss_debit'] }).notNull(),
  brand: text('brand').notNull().default(''),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull().default(0),
  expYear: integer('exp_year').notNull().default(0),
  /** What a charge on it does: the test card's published behaviour. */
  behaviour: text('behaviour', { enum: ['succeed', 'decline', 'authenticate'] }).notNull(),
  detached: boolean('detached').notNull().default(false),
  createdAt: createdAt(),
});

export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['payment', 'setup'] }).notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  amountCents: integer('amount_cents').notNull().default(0),
  currency: text('currency').notNull().default('cad'),
  methodType: text('method_type', { enum: ['card', 'acss_debit'] }).notNull(),
  paymentMethodId: text('payment_method_id'),
  /** Stripe's intent statuses. */
  status: text('status').notNull(),
  /** PAD debits settle (processing → succeeded) at this time. */
  settleAt: timestamp('settle_at', { withTimezone: true }),
  lastError: text('last_error').notNull().default(''),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  idempotencyKey: text('idempotency_key').unique(),
  /** Stripe's capture_method: 'manual' cards stop at requires_capture until captured (or expire). */
  captureMethod: text('capture_method', { enum: ['automatic', 'manual'] }).notNull().default('automatic'),
  /** When a manual intent reached requires_capture: the authorization lapses 7 days later. */
  authorizedAt: timestamp('authorized_at', { withTimezone: true }),
  /** What was captured (partial capture releases the rest). */
  amountReceivedCents: integer('amount_received_cents').notNull().default(0),
  /** The Idempotency-Key of the capture call: the same key again answers the captured intent. */
  captureKey: text('capture_key'),
  /** Stripe's cancellation_reason: 'requested_by_customer' (void) or 'automatic' (the authorization lapsed). */
  cancellationReason: text('cancellation_reason').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The sandbox's refunds: card refunds succeed at once, PAD refunds settle after PAD_SANDBOX_DELAY_MS like debits. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Stripe's refund statuses: pending, succeeded, failed, canceled. */
    status: text('status').notNull(),
    settleAt: timestamp('settle_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_refunds_intent_idx').on(t.paymentIntentId)],
);

/**
 * PAD bank accounts (spec §3 Payments, §5 PAD bank form): bound from a cheque or an online bank
 * connection; a debit needs a verified account and the accepted PAD agreement.
 */
export const padAccounts = pgTable(
  'pad_accounts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    provider: text('provider').notNull(),
    /** The provider's acss_debit payment method. */
    providerRef: text('provider_ref').notNull().default(''),
    source: text('source', { enum: ['cheque', 'online'] }).notNull(),
    institutionNumber: text('institution_number').notNull(),
    transitNumber: text('transit_number').notNull(),
    accountLast4: text('account_last4').notNull(),
    holderName: text('holder_name').notNull(),
    /** The uploaded cheque image (PNG/JPEG, < 5 MB), kept for the bank's mandate review. */
    chequeImage: text('cheque_image'),
    chequeMime: text('cheque_mime'),
    status: text('status', { enum: ['pending', 'verified', 'failed'] }).notNull().default('pending'),
    /** Binding completes within 48 h (spec §9); the sandbox verifies at this time. */
    verifyAt: timestamp('verify_at', { withTimezone: true }),
    removed: boolean('removed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pad_accounts_customer_idx').on(t.customerId)],
);

/** The customer accepted the PAD agreement (spec §2.8 PAD binding: accept_pad_statement). */
export const padStatements = pgTable('pad_statements', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id),
  version: text('version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text('ip_address').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
});

/** Webhook events already applied (providers retry; each event id is applied once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
