import { describe, expect, it } from 'vitest';
import { CHEQUE_IMAGE_MAX_BYTES } from '../../core/schemas/payment';
import { cardExpired, checkTestCard, formatCardNumber, luhnValid, TEST_CARDS } from '../../server/adapters/payments/sandbox-test-cards';
import { attemptStatusOf } from '../../server/services/payments/apply-intent';
import { decodeChequeImage } from '../../server/services/payments/cheque-image';
import { parseStripeForm } from '../helpers/fake-stripe-server';

const NOW = new Date('2026-11-20T15:00:00Z');

describe('sandbox test cards', () => {
  it('every published test number the sandbox takes is Luhn-valid and unique', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });

  it('Luhn rejects a changed digit and non-digits', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242-4242-4242-4242')).toBe(false);
    expect(luhnValid('42424')).toBe(false);
  });

  it('a card is good through the end of its expiry month', () => {
    expect(cardExpired(11, 2026, NOW)).toBe(false);
    expect(cardExpired(10, 2026, NOW)).toBe(true);
    expect(cardExpired(1, 2027, NOW)).toBe(false);
    expect(cardExpired(12, 2025, NOW)).toBe(true);
  });

  it('checks number, list, expiry and CVC length (4 digits for Amex)', () => {
    const card = (number: string, cvc = '123', expYear = 2030) => checkTestCard({ number, expMonth: 6, expYear, cvc }, NOW);
    expect(card('4242 4242 4242 4242')).toMatchObject({ ok: true, card: { brand: 'visa', behaviour: 'succeed' } });
    expect(card('4000 0000 0000 0002')).toMatchObject({ ok: true, card: { behaviour: 'decline', declineCode: 'card_declined' } });
    expect(card('4000 0025 0000 3155')).toMatchObject({ ok: true, card: { behaviour: 'authenticate' } });
    expect(card('378282246310005', '1234')).toMatchObject({ ok: true, card: { brand: 'amex' } });
    expect(card('378282246310005', '123')).toEqual({ ok: false, reason: 'cvc_invalid' });
    expect(card('4111111111111111')).toEqual({ ok: false, reason: 'not_test_card' });
    expect(card('4242424242424243')).toEqual({ ok: false, reason: 'number_invalid' });
    expect(card('4242424242424242', '123', 2025)).toEqual({ ok: false, reason: 'expired' });
  });

  it('formats numbers the way cards print them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});

describe('cheque image decoding', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10)]);
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0, 0]);

  it('takes PNG and JPEG by their bytes, bare base64 or data: URLs', () => {
    expect(decodeChequeImage(png.toString('base64'))).toMatchObject({ ok: true, mime: 'image/png' });
    expect(decodeChequeImage(`data:image/jpeg;base64,${jpeg.toString('base64')}`)).toMatchObject({ ok: true, mime: 'image/jpeg' });
    // The declared type does not matter: the bytes are a PNG.
    expect(decodeChequeImage(`data:image/jpeg;base64,${png.toString('base64')}`)).toMatchObject({ ok: true, mime: 'image/png' });
    expect(decodeChequeImage(`data:image/png;base64,${png.toString('base64url')}`)).toMatchObject({ ok: true, mime: 'image/png' });
  });

  it('refuses other bytes, broken base64 and anything over the limit', () => {
    expect(decodeChequeImage(Buffer.from('%PDF-1.7 not an image').toString('base64'))).toEqual({ ok: false, reason: 'type' });
    expect(decodeChequeImage('data:image/png,rawtext')).toEqual({ ok: false, reason: 'invalid' });
    expect(decodeChequeImage('abc$def')).toEqual({ ok: false, reason: 'invalid' });
    expect(decodeChequeImage('')).toEqual({ ok: false, reason: 'invalid' });
    const limit = Buffer.concat([png, Buffer.alloc(CHEQUE_IMAGE_MAX_BYTES - png.length)]);
    expect(decodeChequeImage(limit.toString('base64'))).toMatchObject({ ok: true });
    expect(decodeChequeImage(Buffer.concat([limit, Buffer.alloc(1)]).toString('base64'))).toEqual({ ok: false, reason: 'too_large' });
  });
});

describe('intent statuses', () => {
  it('requires_action and processing are authorizing; requires_payment_method is a failure', () => {
    expect(attemptStatusOf({ status: 'succeeded' })).toBe('succeeded');
    expect(attemptStatusOf({ status: 'requires_action' })).toBe('authorizing');
    expect(attemptStatusOf({ status: 'processing' })).toBe('authorizing');
    expect(attemptStatusOf({ status: 'requires_payment_method' })).toBe('failed');
    expect(attemptStatusOf({ status: 'canceled' })).toBe('canceled');
  });
});

describe('the fake Stripe server’s form parser', () => {
  it('reads Stripe’s nested form encoding', () => {
    const body = 'amount=100&metadata%5Border_id%5D=7&allowed_payment_method_types%5B0%5D=card&expand%5B0%5D=a&expand%5B1%5D=b';
    expect(parseStripeForm(body)).toEqual({ amount: '100', metadata: { order_id: '7' }, allowed_payment_method_types: ['card'], expand: ['a', 'b'] });
  });
});
