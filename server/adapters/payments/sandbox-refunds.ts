import { randomBytes } from 'node:crypto';
import { and, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxIntents, sandboxRefunds } from '../../db/schema';
import { IDEMPOTENCY_METADATA_KEY, PaymentProviderError, type ProviderIntent, type ProviderRefund, type RefundInput, type RefundStatus } from './payment-provider';

type RefundRow = typeof sandboxRefunds.$inferSelect;

/**
 * The sandbox's refunds, kept in the database like Stripe keeps them: a refund gives back at most what
 * the payment captured minus what earlier refunds (not failed) gave back; card refunds succeed at once,
 * PAD refunds are pending until PAD_SANDBOX_DELAY_MS passes (read lazily, like debits). The same
 * idempotency key answers the first refund.
 */
export class SandboxRefunds {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly padDelayMs: number,
    /** The payment as the provider sees it now (settles PAD debits and lapsed authorizations first). */
    private readonly retrievePayment: (id: string) => Promise<ProviderIntent>,
  ) {}

  async create(input: RefundInput): Promise<ProviderRefund> {
    const earlier = await this.byKey(input.idempotencyKey);
    if (earlier) return view(await this.settle(earlier));
    const intent = await this.retrievePayment(input.intentId);
    if (intent.status !== 'succeeded') {
      throw new PaymentProviderError(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'invalid_request',
        'charge_not_refundable',
      );
    }
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError('The refund amount must be a positive integer.', 'invalid_request', 'parameter_invalid_integer');
    }
    const now = this.clock();
    const pad = intent.methodType === 'acss_debit';
    const id = `re_sbx_${randomBytes(12).toString('hex')}`;
    const inserted = await this.db.transaction(async (tx) => {
      // The intent's row is the lock: two refunds of one payment are checked one after the other.
      await tx.select({ id: sandboxIntents.id }).from(sandboxIntents).where(eq(sandboxIntents.id, intent.id)).for('update');
      const [again] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey)).limit(1);
      if (again) return again;
      const [given] = await tx
        .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.paymentIntentId, intent.id), notInArray(sandboxRefunds.status, ['failed', 'canceled'])));
      const left = (intent.amountReceivedCents ?? intent.amountCents) - Number(given?.cents ?? 0);
      if (input.amountCents > left) {
        throw new PaymentProviderError(
          `Refund amount (${input.amountCents}) is greater than unrefunded amount on charge (${left}).`,
          'invalid_request',
          'amount_too_large',
        );
      }
      const [row] = await tx
        .insert(sandboxRefunds)
        .values({
          id,
          paymentIntentId: intent.id,
          amountCents: input.amountCents,
          status: pad ? 'pending' : 'succeeded',
          settleAt: pad ? new Date(now.getTime() + this.padDelayMs) : null,
          metadata: { ...input.metadata, [IDEMPOTENCY_METADATA_KEY]: input.idempotencyKey },
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
        })
        .returning();
      return row!;
    });
    return view(inserted);
  }

  async retrieve(id: string): Promise<ProviderRefund> {
    const [row] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id)).limit(1);
    if (!row) throw new PaymentProviderError(`No such refund: '${id}'`, 'not_found');
    return view(await this.settle(row));
  }

  async find(intentId: string, idempotencyKey: string): Promise<ProviderRefund | null> {
    const row = await this.byKey(idempotencyKey);
    return row && row.paymentIntentId === intentId ? view(await this.settle(row)) : null;
  }

  private async byKey(key: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, key)).limit(1);
    return row;
  }

  /** A PAD refund reaches the bank once the clock passes settle_at. */
  private async settle(row: RefundRow): Promise<RefundRow> {
    const now = this.clock();
    if (row.status !== 'pending' || !row.settleAt || row.settleAt.getTime() > now.getTime()) return row;
    await this.db
      .update(sandboxRefunds)
      .set({ status: 'succeeded' })
      .where(and(eq(sandboxRefunds.id, row.id), eq(sandboxRefunds.status, 'pending'), lte(sandboxRefunds.settleAt, now)));
    const [fresh] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, row.id)).limit(1);
    return fresh!;
  }
}

function view(row: RefundRow): ProviderRefund {
  return {
    id: row.id,
    paymentIntentId: row.paymentIntentId,
    amountCents: row.amountCents,
    status: row.status as RefundStatus,
    failureReason: null,
    metadata: row.metadata,
  };
}
