import { describe, expect, it } from 'vitest';
import { translator } from '../../server/i18n';
import { paymentLogNote } from '../../server/services/payments/apply-intent';
import { statusLogNote } from '../../server/services/orders/order-detail';

describe('payment notes in the status log (issue 14: buyers read "Card payment pi_sbx_… failed")', () => {
  it('are written as keys and read in the reader’s language, with the decline reason', () => {
    const note = paymentLogNote('card', 'failed', 'insufficient_funds');
    expect(note).toBe('orders.log.card_failed?reason=insufficient_funds');
    expect(statusLogNote(note, translator('en'))).toBe('Card payment failed: Your card has insufficient funds.');
    expect(statusLogNote(note, translator('fr'))).toMatch(/^Échec du paiement par carte\u00a0: /);
    expect(statusLogNote(paymentLogNote('pad', 'paid'), translator('cn'))).toBe('预授权借记扣款成功');
  });

  it('an unknown or missing decline code reads as a plain decline', () => {
    expect(statusLogNote(paymentLogNote('card', 'failed', null), translator('en'))).toBe('Card payment failed: Your payment was declined.');
    expect(statusLogNote(paymentLogNote('card', 'failed', 'do_not_honor'), translator('en'))).toBe('Card payment failed: Your payment was declined.');
  });

  it('notes stored before carried the provider id: they read the same way, without it', () => {
    expect(statusLogNote('Card payment pi_sbx_3f9c2 failed: Your card was declined.', translator('en'))).toBe(
      'Card payment failed: Your payment was declined.',
    );
    expect(statusLogNote('PAD debit pi_sbx_77 succeeded', translator('fr'))).toBe('Débit préautorisé reçu');
    expect(statusLogNote('Card payment pi_3Nabc awaits authentication', translator('en'))).toBe('Card payment waiting for your bank to confirm it');
    // Anything else is shown as written.
    expect(statusLogNote('Called the buyer about the gate code', translator('en'))).toBe('Called the buyer about the gate code');
  });

  it('a step’s reason is the words staff typed; a ledger movement’s reason is a failure code in the reader’s language', () => {
    const note = `orders.steps.cancel_by_staff?${new URLSearchParams({ reason: 'Truck broke down & no spare' }).toString()}`;
    expect(statusLogNote(note, translator('en'))).toBe('Cancelled by our team: Truck broke down & no spare');
    expect(statusLogNote('fulfilment.log.movement_failed?reason=authorization_expired', translator('en'))).toBe(
      'A payment step did not go through: the card authorization expired',
    );
    expect(statusLogNote('fulfilment.log.movement_failed?reason=bank_insufficient_funds', translator('fr'))).toMatch(/^Une étape de paiement n’a pas abouti\u00a0: /);
  });
});
