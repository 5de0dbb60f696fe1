/**
 * The offline sandbox accepts only Stripe's published test card numbers (DECISIONS.md), each with the
 * behaviour Stripe documents for it, so nothing typed into the sandbox form can be a real card.
 * https://docs.stripe.com/testing#cards
 */

export type TestCardBehaviour = 'succeed' | 'decline' | 'authenticate';

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  behaviour: TestCardBehaviour;
  /** For declines: Stripe's decline code and (English) message. */
  declineCode?: 'card_declined' | 'insufficient_funds';
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeed' },
  { number: '4000056655665556', brand: 'visa', behaviour: 'succeed' },
  /** Visa, Canada. */
  { number: '4000001240000000', brand: 'visa', behaviour: 'succeed' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeed' },
  { number: '2223003122003222', brand: 'mastercard', behaviour: 'succeed' },
  { number: '378282246310005', brand: 'amex', behaviour: 'succeed' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'decline', declineCode: 'card_declined' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'decline', declineCode: 'insufficient_funds' },
  /** Saves fine, every charge is declined. */
  { number: '4000000000000341', brand: 'visa', behaviour: 'decline', declineCode: 'card_declined' },
  /** 3-D Secure: the payment waits for the sandbox's authentication page. */
  { number: '4000002500003155', brand: 'visa', behaviour: 'authenticate' },
  { number: '4000002760003184', brand: 'visa', behaviour: 'authenticate' },
];

/** Stripe's English decline messages, which the server translates by code. */
export const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  bank_insufficient_funds: 'The bank account has insufficient funds.',
  bank_account_not_found: 'The bank account could not be found.',
};

/** The cards the config call lists beside the sandbox form (one per behaviour worth trying). */
export const SHOWN_TEST_CARDS = ['4242424242424242', '5555555555554444', '4000001240000000', '4000000000000002', '4000002500003155'];

export function formatCardNumber(number: string): string {
  return number.length === 15 ? `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}` : number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every real card number carries. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i -= 1) {
    let digit = number.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export type TestCardCheck =
  | { ok: true; card: TestCard }
  | { ok: false; reason: 'number_invalid' | 'not_test_card' | 'expired' | 'cvc_invalid' };

/** Whether the sandbox takes this card: a Luhn-valid published test number, not expired, a CVC of the right length. */
export function checkTestCard(input: { number: string; expMonth: number; expYear: number; cvc: string }, now: Date): TestCardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) return { ok: false, reason: 'number_invalid' };
  const card = TEST_CARDS.find((c) => c.number === number);
  if (!card) return { ok: false, reason: 'not_test_card' };
  if (cardExpired(input.expMonth, input.expYear, now)) return { ok: false, reason: 'expired' };
  if (!new RegExp(card.brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(input.cvc)) return { ok: false, reason: 'cvc_invalid' };
  return { ok: true, card };
}

/** The decline a saved sandbox card gives, found from what is stored (brand and last four digits only). */
export function declineCodeFor(brand: string, last4: string): string {
  const card = TEST_CARDS.find((c) => c.behaviour === 'decline' && c.brand === brand && c.number.endsWith(last4));
  return card?.declineCode ?? 'card_declined';
}

/**
 * PAD in the sandbox. Stripe's table of ACSS test accounts was not available offline, so the sandbox
 * follows Stripe's published US bank test numbers for its failures (any 3-digit institution, any
 * 5-digit transit):
 * - account 000111111116: the bank finds no such account, so binding fails ('Card binding failed');
 * - account 000222222227: binding succeeds, every debit fails for insufficient funds when it settles;
 * - any other account: binding verifies and debits settle.
 */
export const PAD_ACCOUNT_NOT_FOUND = '000111111116';
export const PAD_INSUFFICIENT_FUNDS = '000222222227';
