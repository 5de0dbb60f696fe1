import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import {
  checkingStatusResponseSchema,
  padAccountResponseSchema,
  padPaymentMethodsResponseSchema,
  padStatementResponseSchema,
  paymentAttemptResponseSchema,
  setupIntentResponseSchema,
} from '../../core/schemas/payment';
import { coupons, orderLedger, padAccounts, padStatements, payments, sandboxIntents } from '../../server/db/schema';
import { insertOrder, orderRow } from '../helpers/order-fixture';
import { callAs, signInCustomer, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const START = Date.parse('2026-11-20T15:00:00Z');
const DELAY = 120_000;

/** A real (tiny) PNG and JPEG header: the bytes decide the type. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

const BANK = { institution_number: '004', transit_number: '12345', account_number: '000123456789', holder_name: 'TestKitchenInc' };

type Res = { statusCode: number; body: string; json(): unknown };

describe.each(dbTargets())('PAD with the sandbox provider on %s', (target) => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await createTestApp(target, { PAD_SANDBOX_DELAY_MS: DELAY }, { clock: () => new Date(now) });
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const errorOf = (res: Res, status = 400) => {
    expect(res.statusCode, res.body).toBe(status);
    return apiErrorSchema.parse(res.json());
  };
  const ok = (res: Res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: 1; data: unknown };
  };
  const applyCheque = (who: SignedIn, extra: Record<string, unknown> = {}, locale: 'en' | 'fr' = 'en') =>
    callAs(t, who, 'POST', '/api/pad/apply_by_cheque', { ...BANK, cheque_image: dataUrl(PNG), accept: true, ...extra }, locale);
  const methods = async (who: SignedIn) => padPaymentMethodsResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/pad/payment_method'))).data;
  const pay = (who: SignedIn, body: Record<string, unknown>, locale: 'en' | 'fr' = 'en') => callAs(t, who, 'POST', '/api/pad/pay', body, locale);
  const status = async (who: SignedIn, orderId: number) =>
    checkingStatusResponseSchema.parse(ok(await callAs(t, who, 'POST', '/api/pad/check_payment_status', { order_id: orderId }))).data;
  const verifiedAccount = async (who: SignedInCustomer, bank: Partial<typeof BANK> = {}) => {
    const account = padAccountResponseSchema.parse(ok(await applyCheque(who, bank))).data;
    now += DELAY;
    return account;
  };

  it('gives the PAD agreement in the caller’s language', async () => {
    const who = await signInCustomer(t);
    const en = padStatementResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/pad/create_pad_statement'))).data;
    expect(en.version).toBe('2023-11-01');
    expect(en.title).toBe('Pre-Authorized Debit (PAD) Agreement');
    const text = en.paragraphs.join('\n');
    for (const words of ['November 1, 2023', 'sporadic', '48 hours', 'cancel this agreement', 'recourse rights', 'www.payments.ca']) {
      expect(text).toContain(words);
    }
    const fr = padStatementResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/pad/create_pad_statement', undefined, 'fr'))).data;
    expect(fr.title).toBe('Accord de débit préautorisé (DPA)');
    expect(fr.paragraphs.join('\n')).toContain('1er novembre 2023');
    expect(fr.paragraphs).toHaveLength(en.paragraphs.length);
    const cn = padStatementResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/pad/create_pad_statement', undefined, 'cn'))).data;
    expect(cn.paragraphs.join('')).toContain('2023 年 11 月 1 日');
    expect((await callAs(t, undefined, 'GET', '/api/pad/create_pad_statement')).statusCode).toBe(401);
  });

  it('records the acceptance with the caller’s ip and user agent; accept must be true', async () => {
    const who = await signInCustomer(t);
    expect(errorOf(await callAs(t, who, 'POST', '/api/pad/accept_pad_statement', { accept: false })).message).toBe(
      'Please read and check the authorization first.',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pad/accept_pad_statement',
      headers: { ...who.headers(), 'user-agent': 'SupplyDesk-Test/1.0' },
      payload: { accept: true },
      remoteAddress: '203.0.113.7',
    });
    expect(ok(res).data).toEqual({ version: '2023-11-01', accepted_at: new Date(now).toISOString() });
    const [row] = await t.handle.db.select().from(padStatements).where(eq(padStatements.customerId, who.customerId));
    expect(row).toMatchObject({ ipAddress: '203.0.113.7', userAgent: 'SupplyDesk-Test/1.0', version: '2023-11-01' });
    expect((await methods(who)).statement_accepted).toBe(true);
  });

  it('check_cheque validates the bank fields with clear messages in en and fr', async () => {
    const who = await signInCustomer(t);
    const check = (fields: Record<string, unknown>, locale: 'en' | 'fr' = 'en') =>
      callAs(t, who, 'POST', '/api/pad/check_cheque', { ...BANK, ...fields }, locale);
    expect(ok(await check({})).data).toEqual({ valid: true });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ institution_number: '04' }, 'Invalid number', 'Numéro invalide'],
      [{ institution_number: '0040' }, 'Invalid number', 'Numéro invalide'],
      [{ transit_number: '1234' }, 'Invalid number', 'Numéro invalide'],
      [{ transit_number: '12a45' }, 'Invalid number', 'Numéro invalide'],
      [{ account_number: '123456' }, 'Invalid number', 'Numéro invalide'],
      [{ account_number: '1234567890123' }, 'Invalid number', 'Numéro invalide'],
      [{ account_number: '' }, 'Please input in the number', 'Veuillez saisir le numéro'],
      [{ holder_name: 'Test Kitchen' }, 'The account holder’s name must not contain spaces', 'Le nom du titulaire du compte ne doit pas contenir d’espaces'],
      [{ holder_name: '' }, 'Please enter the account holder’s name', 'Veuillez saisir le nom du titulaire du compte'],
    ];
    for (const [fields, en, fr] of cases) {
      expect(errorOf(await check(fields)).message, JSON.stringify(fields)).toContain(en);
      expect(errorOf(await check(fields, 'fr')).message, JSON.stringify(fields)).toContain(fr);
    }
  });

  it('apply_by_cheque checks the image bytes and size, in en and fr', async () => {
    const who = await signInCustomer(t);
    const textAsPng = dataUrl(Buffer.from('This is a plain text file, not a picture of a cheque.\n'));
    expect(errorOf(await applyCheque(who, { cheque_image: textAsPng })).message).toBe('The cheque image must be a .png, .jpg or .jpeg file.');
    expect(errorOf(await applyCheque(who, { cheque_image: textAsPng }, 'fr')).message).toBe(
      'L’image du chèque doit être un fichier .png, .jpg ou .jpeg.',
    );
    // A GIF renamed .png is still a GIF.
    expect(errorOf(await applyCheque(who, { cheque_image: dataUrl(Buffer.from('GIF89a...............')) })).error).toBe('CHEQUE_IMAGE_TYPE');

    const big = dataUrl(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]));
    expect(big.length).toBeGreaterThan(1_048_576);
    expect(errorOf(await applyCheque(who, { cheque_image: big })).message).toBe('The cheque image must be under 5 MB.');
    expect(errorOf(await applyCheque(who, { cheque_image: big }, 'fr')).message).toBe('L’image du chèque doit faire moins de 5 Mo.');
    expect(errorOf(await applyCheque(who, { cheque_image: 'data:image/png;base64,@@@@not-base64@@@@' })).error).toBe('CHEQUE_IMAGE_INVALID');
    expect(errorOf(await applyCheque(who, { accept: false })).message).toContain('Please read and check the authorization first.');
    expect(errorOf(await applyCheque(who, { holder_name: 'Two Words' })).message).toContain('must not contain spaces');
    expect((await methods(who)).accounts).toEqual([]);

    // The raised body limit belongs to apply_by_cheque alone.
    const other = await callAs(t, who, 'POST', '/api/pad/check_cheque', { ...BANK, padding: 'x'.repeat(1_100_000) });
    expect(other.statusCode).toBe(413);

    // A JPEG without a data: prefix is fine too.
    const jpeg = padAccountResponseSchema.parse(ok(await applyCheque(who, { cheque_image: JPEG.toString('base64') }))).data;
    expect(jpeg).toMatchObject({ source: 'cheque', status: 'pending', account_last4: '6789', institution_number: '004', transit_number: '12345' });
    const [stored] = await t.handle.db.select().from(padAccounts).where(eq(padAccounts.id, jpeg.id));
    expect(stored!.chequeMime).toBe('image/jpeg');
    expect(Buffer.from(stored!.chequeImage!, 'base64').equals(JPEG)).toBe(true);
  });

  it('pay needs the accepted agreement, then a verified account; it records the mandate (prepaid): nothing is debited until the order is packed', async () => {
    const who = await signInCustomer(t);
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'pad', totalCents: 226_00, cashbackCents: 2_26 });

    expect(errorOf(await pay(who, { order_id: order.orderId, pad_account_id: 1 })).message).toBe('Please read and accept the PAD agreement first.');
    expect(errorOf(await pay(who, { order_id: order.orderId, pad_account_id: 1 }, 'fr')).message).toBe(
      'Veuillez d’abord lire et accepter l’accord de DPA.',
    );

    const account = padAccountResponseSchema.parse(ok(await applyCheque(who))).data;
    expect(account.status).toBe('pending');
    // A doubled submission answers the same account.
    expect(padAccountResponseSchema.parse(ok(await applyCheque(who))).data.id).toBe(account.id);
    expect(errorOf(await pay(who, { order_id: order.orderId, pad_account_id: account.id })).message).toContain('Binding in progress');

    now += DELAY - 1;
    expect((await methods(who)).accounts[0]!.status).toBe('pending');
    now += 1;
    const listed = await methods(who);
    expect(listed.accounts.map((a) => [a.id, a.status])).toEqual([[account.id, 'verified']]);
    expect(listed.statement_accepted).toBe(true);

    const mandate = paymentAttemptResponseSchema.parse(ok(await pay(who, { order_id: order.orderId, pad_account_id: account.id, idempotency_key: 'pad-mandate-1' }))).data;
    expect(mandate).toMatchObject({ order_id: order.orderId, status: 'succeeded', message: null });
    expect((await orderRow(t.handle.db, order.orderId)).paymentStatus).toBe('prepaid');
    expect(await status(who, order.orderId)).toEqual({ order_id: order.orderId, payment_status: 'prepaid', attempt: 'succeeded', message: null });
    // The same call again answers the same attempt; another one is refused: the mandate is in place.
    expect(paymentAttemptResponseSchema.parse(ok(await pay(who, { order_id: order.orderId, pad_account_id: account.id, idempotency_key: 'pad-mandate-1' }))).data).toEqual(mandate);
    expect(errorOf(await pay(who, { order_id: order.orderId, pad_account_id: account.id, idempotency_key: 'another-pad-try' })).error).toBe(
      'ORDER_ALREADY_PAID',
    );
    expect(await t.handle.db.select().from(payments).where(eq(payments.orderId, order.orderId))).toMatchObject([
      { method: 'pad', status: 'authorized', amountCents: 226_00, providerRef: mandate.intent_id },
    ]);
    // No debit exists yet: the ledger holds the mandate, the provider holds no payment for it.
    expect(await t.handle.db.select().from(orderLedger).where(eq(orderLedger.orderId, order.orderId))).toMatchObject([
      { kind: 'authorize', method: 'pad', status: 'succeeded', amountCents: 226_00, targetRef: mandate.intent_id },
    ]);
    expect(await t.handle.db.select().from(sandboxIntents).where(eq(sandboxIntents.paymentMethodId, mandate.intent_id))).toEqual(
      [expect.objectContaining({ kind: 'setup' })],
    );
    // Days later, still nothing debited and no voucher: both come with the settled amount.
    now += 10 * DELAY;
    expect((await status(who, order.orderId)).payment_status).toBe('prepaid');
    expect(await t.handle.db.select().from(coupons).where(eq(coupons.code, `CB-${order.orderNo}`))).toEqual([]);
  });

  it('a card order cannot be paid by PAD, nor someone else’s account used', async () => {
    const who = await signInCustomer(t);
    const other = await signInCustomer(t);
    const account = await verifiedAccount(who);
    const theirs = await verifiedAccount(other);
    const cardOrder = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'card', totalCents: 30_00 });
    expect(errorOf(await pay(who, { order_id: cardOrder.orderId, pad_account_id: account.id })).error).toBe('WRONG_PAYMENT_TYPE');
    const padOrder = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'pad', totalCents: 30_00 });
    expect(errorOf(await pay(who, { order_id: padOrder.orderId, pad_account_id: theirs.id }), 404).message).toBe('This bank account was not found.');
    expect(await t.handle.db.select().from(payments).where(eq(payments.orderId, padOrder.orderId))).toEqual([]);
  });

  it('account 000111111116 fails to bind: "Card binding failed", no debit', async () => {
    const who = await signInCustomer(t);
    const missing = await verifiedAccount(who, { account_number: '000111111116' });
    expect((await methods(who)).accounts.find((a) => a.id === missing.id)!.status).toBe('failed');
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'pad', totalCents: 50_00 });
    expect(errorOf(await pay(who, { order_id: order.orderId, pad_account_id: missing.id })).message).toBe('Card binding failed');
  });

  it('online bank connection: a sandbox setup intent, confirmed, binds a verified account; removed accounts disappear', async () => {
    const who = await signInCustomer(t);
    const setup = setupIntentResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/pad/setup_intent'))).data;
    // Not confirmed yet: nothing to bind.
    expect(errorOf(await callAs(t, who, 'POST', '/api/pad/bind_bank_token/v3', { setup_intent_id: setup.setup_intent_id })).error).toBe(
      'SETUP_NOT_CONFIRMED',
    );
    const confirmed = padAccountResponseSchema.parse(
      ok(await callAs(t, who, 'POST', '/api/payment/sandbox/confirm_bank_setup', { ...BANK, setup_intent_id: setup.setup_intent_id })),
    ).data;
    expect(confirmed).toMatchObject({ source: 'online', status: 'verified', account_last4: '6789', holder_name: BANK.holder_name });
    const bound = padAccountResponseSchema.parse(
      ok(await callAs(t, who, 'POST', '/api/pad/bind_bank_token/v3', { setup_intent_id: setup.setup_intent_id })),
    ).data;
    expect(bound.id).toBe(confirmed.id);

    // Another customer cannot bind it.
    const other = await signInCustomer(t);
    await callAs(t, other, 'GET', '/api/pad/setup_intent');
    expect((await callAs(t, other, 'POST', '/api/pad/bind_bank_token/v3', { setup_intent_id: setup.setup_intent_id })).statusCode).toBe(404);
    // A card setup intent is not a bank connection.
    const cardSetup = setupIntentResponseSchema.parse(ok(await callAs(t, who, 'GET', '/api/payment/stripe/credit_card/setup_intent'))).data;
    expect(errorOf(await callAs(t, who, 'POST', '/api/pad/bind_bank_token/v3', { setup_intent_id: cardSetup.setup_intent_id })).error).toBe(
      'NOT_A_BANK_SETUP',
    );

    await callAs(t, who, 'POST', '/api/pad/accept_pad_statement', { accept: true });
    const order = await insertOrder(t.handle.db, { customerId: who.customerId, paymentType: 'pad', totalCents: 75_00 });
    expect(paymentAttemptResponseSchema.parse(ok(await pay(who, { order_id: order.orderId, pad_account_id: bound.id }))).data.status).toBe('succeeded');

    expect(ok(await callAs(t, who, 'POST', '/api/pad/delete_method', { id: bound.id })).data).toEqual({ id: bound.id, message: 'Delete succeeded' });
    expect((await methods(who)).accounts).toEqual([]);
    expect((await callAs(t, who, 'POST', '/api/pad/delete_method', { id: bound.id })).statusCode).toBe(404);
  });
});
