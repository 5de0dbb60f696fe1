import { and, asc, eq } from 'drizzle-orm';
import type { PadAccount, PadBankFields } from '../../../core/schemas/payment';
import type { ProviderIntent } from '../../adapters/payments/payment-provider';
import { customers, padAccounts } from '../../db/schema';
import { badRequest, notFound } from '../../http/api-error';
import { decodeChequeImage } from './cheque-image';
import { type PaymentContext, viaProvider } from './payment-context';
import { acceptedStatement, acceptPadStatement } from './pad-statement';
import { ensureProviderCustomer, findProviderCustomer } from './provider-customers';

type PadAccountRow = typeof padAccounts.$inferSelect;

/** Spec §9: PAD binding completes within 48 hours (what Stripe's micro-deposit verification takes). */
const BINDING_WINDOW_MS = 48 * 3_600_000;

export function padAccountView(row: PadAccountRow): PadAccount {
  return {
    id: row.id,
    source: row.source,
    institution_number: row.institutionNumber,
    transit_number: row.transitNumber,
    account_last4: row.accountLast4,
    holder_name: row.holderName,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** pending while the provider verifies; verified once its SetupIntent succeeded; failed when it gave up. */
function bindingStatus(intent: ProviderIntent): PadAccountRow['status'] {
  if (intent.status === 'succeeded') return 'verified';
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') return 'failed';
  return 'pending';
}

/** Reads a pending account's SetupIntent from the provider (the sandbox verifies once verify_at has passed). */
export async function refreshPadAccount(ctx: PaymentContext, row: PadAccountRow): Promise<PadAccountRow> {
  if (row.status !== 'pending' || !row.providerRef || row.provider !== ctx.payments.name) return row;
  const intent = await viaProvider(() => ctx.payments.retrieveSetupIntent(row.providerRef), 'pad.account_not_found');
  return setBindingStatus(ctx, row, bindingStatus(intent));
}

async function setBindingStatus(ctx: PaymentContext, row: PadAccountRow, status: PadAccountRow['status']): Promise<PadAccountRow> {
  if (status === row.status) return row;
  const [updated] = await ctx.db
    .update(padAccounts)
    .set({ status, updatedAt: ctx.clock() })
    .where(and(eq(padAccounts.id, row.id), eq(padAccounts.status, 'pending')))
    .returning();
  return updated ?? row;
}

/** Webhook: a SetupIntent of one of our PAD accounts moved (setup_intent.succeeded / setup_failed). */
export async function applySetupIntent(ctx: PaymentContext, intent: ProviderIntent): Promise<boolean> {
  const [row] = await ctx.db
    .select()
    .from(padAccounts)
    .where(and(eq(padAccounts.provider, ctx.payments.name), eq(padAccounts.providerRef, intent.id)))
    .limit(1);
  if (!row) return false;
  const updated = await setBindingStatus(ctx, row, bindingStatus(intent));
  return updated !== row;
}

/** GET /api/pad/payment_method: the caller's bank accounts (pending ones re-read first) and the agreement. */
export async function padPaymentMethods(ctx: PaymentContext, customerId: number): Promise<{ accounts: PadAccount[]; statement_accepted: boolean }> {
  const rows = await ctx.db
    .select()
    .from(padAccounts)
    .where(and(eq(padAccounts.customerId, customerId), eq(padAccounts.removed, false)))
    .orderBy(asc(padAccounts.id));
  const fresh = [];
  for (const row of rows) fresh.push(await refreshPadAccount(ctx, row));
  return { accounts: fresh.map(padAccountView), statement_accepted: (await acceptedStatement(ctx.db, customerId)) !== undefined };
}

export async function ownPadAccount(ctx: PaymentContext, customerId: number, id: number): Promise<PadAccountRow> {
  const [row] = await ctx.db
    .select()
    .from(padAccounts)
    .where(and(eq(padAccounts.id, id), eq(padAccounts.customerId, customerId), eq(padAccounts.removed, false)))
    .limit(1);
  if (!row) throw notFound('PAD_ACCOUNT_NOT_FOUND', 'pad.account_not_found');
  return row;
}

export interface ChequeApplication {
  customerId: number;
  fields: PadBankFields;
  chequeImage: string;
  ipAddress: string;
  userAgent: string;
}

/**
 * POST /api/pad/apply_by_cheque (spec §5 PAD bank form): checks the photo is really a PNG or JPEG under
 * 5 MB, records the agreement the form's checkbox accepted, and has the provider save the account
 * (sandbox: verified once PAD_SANDBOX_DELAY_MS has passed; Stripe: an acss_debit payment method
 * verified by micro-deposits). A repeated submission of the same account answers the first one.
 */
export async function applyByCheque(ctx: PaymentContext, input: ChequeApplication): Promise<PadAccount> {
  const image = decodeChequeImage(input.chequeImage);
  if (!image.ok) {
    if (image.reason === 'too_large') throw badRequest('CHEQUE_IMAGE_TOO_LARGE', 'validation.cheque_image_too_large');
    if (image.reason === 'type') throw badRequest('CHEQUE_IMAGE_TYPE', 'validation.cheque_image_type');
    throw badRequest('CHEQUE_IMAGE_INVALID', 'validation.cheque_image_invalid');
  }
  const f = input.fields;
  const last4 = f.account_number.slice(-4);
  const [same] = await ctx.db
    .select()
    .from(padAccounts)
    .where(
      and(
        eq(padAccounts.customerId, input.customerId),
        eq(padAccounts.removed, false),
        eq(padAccounts.provider, ctx.payments.name),
        eq(padAccounts.institutionNumber, f.institution_number),
        eq(padAccounts.transitNumber, f.transit_number),
        eq(padAccounts.accountLast4, last4),
        eq(padAccounts.holderName, f.holder_name),
      ),
    )
    .limit(1);
  if (same && same.status !== 'failed') return padAccountView(await refreshPadAccount(ctx, same));

  const now = ctx.clock();
  const statement = await acceptPadStatement(ctx.db, { customerId: input.customerId, ipAddress: input.ipAddress, userAgent: input.userAgent, now });
  const [customer] = await ctx.db.select({ email: customers.email }).from(customers).where(eq(customers.id, input.customerId)).limit(1);
  if (ctx.payments.name === 'stripe' && !customer?.email) throw badRequest('EMAIL_REQUIRED', 'pad.email_required');
  const providerCustomerId = await ensureProviderCustomer(ctx, input.customerId);
  const intent = await viaProvider(() =>
    ctx.payments.createPadMethod({
      providerCustomerId,
      bank: {
        institutionNumber: f.institution_number,
        transitNumber: f.transit_number,
        accountNumber: f.account_number,
        holderName: f.holder_name,
        email: customer?.email ?? '',
      },
      mandate: { ipAddress: statement.ipAddress, userAgent: statement.userAgent, acceptedAt: statement.acceptedAt },
    }),
  );
  // The sandbox verifies after PAD_SANDBOX_DELAY_MS; Stripe's micro-deposits within 48 hours.
  const delay = ctx.payments.name === 'sandbox' ? ctx.config.PAD_SANDBOX_DELAY_MS : BINDING_WINDOW_MS;
  const [row] = await ctx.db
    .insert(padAccounts)
    .values({
      customerId: input.customerId,
      provider: ctx.payments.name,
      providerRef: intent.id,
      source: 'cheque',
      institutionNumber: f.institution_number,
      transitNumber: f.transit_number,
      accountLast4: last4,
      holderName: f.holder_name,
      chequeImage: image.bytes.toString('base64'),
      chequeMime: image.mime,
      status: bindingStatus(intent),
      verifyAt: new Date(now.getTime() + delay),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return padAccountView(row!);
}

/**
 * POST /api/pad/bind_bank_token/v3: after Stripe's online bank connection confirmed the SetupIntent
 * (sandbox: POST /api/payment/sandbox/confirm_bank_setup), saves the bank account it holds.
 */
export async function bindOnlineAccount(ctx: PaymentContext, input: { customerId: number; setupIntentId: string }): Promise<PadAccount> {
  const providerCustomerId = await findProviderCustomer(ctx, input.customerId);
  if (!providerCustomerId) throw notFound('SETUP_INTENT_NOT_FOUND', 'pad.setup_intent_not_found');
  const intent = await viaProvider(() => ctx.payments.retrieveSetupIntent(input.setupIntentId), 'pad.setup_intent_not_found');
  if (intent.providerCustomerId !== providerCustomerId) throw notFound('SETUP_INTENT_NOT_FOUND', 'pad.setup_intent_not_found');
  if (intent.methodType !== 'acss_debit') throw badRequest('NOT_A_BANK_SETUP', 'pad.setup_intent_not_bank');
  const status = bindingStatus(intent);
  if (intent.status === 'requires_payment_method' && !intent.lastErrorCode) throw badRequest('SETUP_NOT_CONFIRMED', 'pad.setup_not_confirmed');
  if (status === 'failed') throw badRequest('BINDING_FAILED', 'pad.binding_failed');
  if (!intent.bankAccount) throw badRequest('SETUP_NOT_CONFIRMED', 'pad.setup_not_confirmed');
  const [existing] = await ctx.db
    .select()
    .from(padAccounts)
    .where(and(eq(padAccounts.customerId, input.customerId), eq(padAccounts.providerRef, intent.id), eq(padAccounts.removed, false)))
    .limit(1);
  if (existing) return padAccountView(await setBindingStatus(ctx, existing, status));
  const now = ctx.clock();
  const [row] = await ctx.db
    .insert(padAccounts)
    .values({
      customerId: input.customerId,
      provider: ctx.payments.name,
      providerRef: intent.id,
      source: 'online',
      institutionNumber: intent.bankAccount.institutionNumber,
      transitNumber: intent.bankAccount.transitNumber,
      accountLast4: intent.bankAccount.last4,
      holderName: intent.bankAccount.holderName,
      status,
      verifyAt: status === 'verified' ? now : new Date(now.getTime() + BINDING_WINDOW_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return padAccountView(row!);
}

/** GET /api/pad/setup_intent: a SetupIntent for Stripe's online bank connection (confirmAcssDebitSetup). */
export async function padSetupIntent(ctx: PaymentContext, customerId: number): Promise<{ setup_intent_id: string; client_secret: string }> {
  const providerCustomerId = await ensureProviderCustomer(ctx, customerId);
  const intent = await viaProvider(() => ctx.payments.createSetupIntent(providerCustomerId, 'acss_debit'));
  return { setup_intent_id: intent.id, client_secret: intent.clientSecret ?? '' };
}

/** POST /api/pad/delete_method: the account disappears from the list; past debits keep their record. */
export async function removePadAccount(ctx: PaymentContext, customerId: number, id: number): Promise<void> {
  const removed = await ctx.db
    .update(padAccounts)
    .set({ removed: true, updatedAt: ctx.clock() })
    .where(and(eq(padAccounts.id, id), eq(padAccounts.customerId, customerId), eq(padAccounts.removed, false)))
    .returning({ id: padAccounts.id });
  if (removed.length === 0) throw notFound('PAD_ACCOUNT_NOT_FOUND', 'pad.account_not_found');
}
