import { describe, expect, it } from 'vitest';
import type { LedgerKind, LedgerStatus } from '../../core/schemas/fulfilment';
import type { LedgerMethod } from '../../server/db/schema';
import { ledgerBalance, planMovements } from '../../server/services/fulfilment/ledger';
import type { LedgerRow } from '../../server/services/fulfilment/ledger-rows';

/** What the ledger decides to move to bring an order's money to what it owes (pure; no database). */

let id = 0;
function row(kind: LedgerKind, method: LedgerMethod, amountCents: number, refs: { target?: string; provider?: string; status?: LedgerStatus } = {}): LedgerRow {
  id += 1;
  return {
    id,
    orderId: 1,
    kind,
    method,
    amountCents,
    status: refs.status ?? 'succeeded',
    provider: 'sandbox',
    targetRef: refs.target ?? '',
    providerRef: refs.provider ?? '',
    idempotencyKey: `k${id}`,
    noteKey: '',
    failureCode: '',
    paymentId: null,
    claimId: null,
    actor: '',
    createdAt: new Date(0),
    settledAt: null,
  };
}

describe('planMovements', () => {
  it('card held for 120.71, settled at 95.70: capture 95.70 (the partial capture releases the rest)', () => {
    const balance = ledgerBalance([row('authorize', 'card', 120_71, { target: 'pi_1' })]);
    expect(balance.holds).toEqual([{ intentId: 'pi_1', amountCents: 120_71 }]);
    expect(planMovements(balance, 95_70, 'card')).toEqual([{ kind: 'capture', method: 'card', amountCents: 95_70, targetRef: 'pi_1' }]);
  });

  it('card held, owes nothing (cancelled, out of stock): release the hold', () => {
    const balance = ledgerBalance([row('authorize', 'card', 40_00, { target: 'pi_1' })]);
    expect(planMovements(balance, 0, 'card')).toEqual([{ kind: 'void', method: 'card', amountCents: 40_00, targetRef: 'pi_1' }]);
  });

  it('card held, owes the small order fee (cancelled the next day): capture the fee only', () => {
    const balance = ledgerBalance([row('authorize', 'card', 40_00, { target: 'pi_1' })]);
    expect(planMovements(balance, 9_90, 'card')).toEqual([{ kind: 'capture', method: 'card', amountCents: 9_90, targetRef: 'pi_1' }]);
  });

  it('captured 95.70, a claim brings it to 80.00: refund 15.70 to that payment; a second claim refunds only what is left', () => {
    const rows = [row('authorize', 'card', 120_71, { target: 'pi_1' }), row('capture', 'card', 95_70, { target: 'pi_1', provider: 'pi_1' })];
    const balance = ledgerBalance(rows);
    expect(balance.holds).toEqual([]);
    expect(balance.netCents).toBe(95_70);
    expect(planMovements(balance, 80_00, 'card')).toEqual([{ kind: 'refund', method: 'card', amountCents: 15_70, targetRef: 'pi_1' }]);
    const after = ledgerBalance([...rows, row('refund', 'card', 15_70, { target: 'pi_1' })]);
    expect(after.refundable).toEqual([{ ref: 'pi_1', method: 'card', amountCents: 80_00 }]);
    expect(planMovements(after, 0, 'card')).toEqual([{ kind: 'refund', method: 'card', amountCents: 80_00, targetRef: 'pi_1' }]);
  });

  it('a lapsed hold recharged: refunds go to the payment that holds the money, not the lapsed hold', () => {
    const rows = [row('authorize', 'card', 60_00, { target: 'pi_old' }), row('capture', 'card', 55_00, { target: 'pi_old', provider: 'pi_new' })];
    expect(planMovements(ledgerBalance(rows), 50_00, 'card')).toEqual([{ kind: 'refund', method: 'card', amountCents: 5_00, targetRef: 'pi_new' }]);
  });

  it('failed rows moved nothing; pending ones count as on their way', () => {
    const rows = [
      row('authorize', 'card', 50_00, { target: 'pi_1' }),
      row('capture', 'card', 50_00, { target: 'pi_1', status: 'failed' }),
      row('refund', 'card', 10_00, { target: 'pi_1', status: 'pending' }),
    ];
    const balance = ledgerBalance(rows);
    expect(balance).toMatchObject({ receivedCents: 0, returnedCents: 10_00, holds: [], pendingRows: 1 });
  });

  it('PAD mandate: debit the settled amount; already debited in full: refund the difference', () => {
    const mandate = ledgerBalance([row('authorize', 'pad', 226_00, { target: 'pm_bank' })]);
    expect(mandate.mandate).toBe('pm_bank');
    expect(planMovements(mandate, 189_38, 'pad')).toEqual([{ kind: 'debit', method: 'pad', amountCents: 189_38, targetRef: 'pm_bank' }]);
    const debited = ledgerBalance([row('debit', 'pad', 226_00, { target: 'pi_debit', provider: 'pi_debit' })]);
    expect(planMovements(debited, 189_38, 'pad')).toEqual([{ kind: 'refund', method: 'pad', amountCents: 36_62, targetRef: 'pi_debit' }]);
  });

  it('cash and pay later: invoiced at the settled amount; collecting records what came in', () => {
    expect(planMovements(ledgerBalance([]), 58_40, 'cash')).toEqual([{ kind: 'invoice', method: 'cash', amountCents: 58_40, targetRef: '' }]);
    const invoiced = ledgerBalance([row('invoice', 'pay_later', 58_40)]);
    expect(invoiced.netCents).toBe(0);
    expect(planMovements(invoiced, 58_40, 'pay_later', { collect: true })).toEqual([{ kind: 'cash_collected', method: 'pay_later', amountCents: 58_40, targetRef: '' }]);
    const collected = ledgerBalance([row('invoice', 'cash', 58_40), row('cash_collected', 'cash', 58_40)]);
    expect(planMovements(collected, 50_00, 'cash')).toEqual([{ kind: 'refund', method: 'cash', amountCents: 8_40, targetRef: 'cash' }]);
  });

  it('an order that never held money and owes something gets nothing: its buyer pays through checkout', () => {
    expect(planMovements(ledgerBalance([]), 25_00, 'card')).toEqual([]);
    expect(planMovements(ledgerBalance([]), 25_00, 'pad')).toEqual([]);
  });
});
