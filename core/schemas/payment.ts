import { z } from 'zod';
import { REMIND_CHANNELS } from '../orders/payment-remind';
import { idParam, okEnvelope } from './common';
import { paymentStatusSchema } from './order';

/**
 * Payments (spec §3 Payments, §4 Payment flow, §5 PAD bank form, §7 Payments and PAD). Card paths sit
 * under /api/payment/stripe/… whichever provider runs: the offline sandbox answers the same calls
 * with Stripe's published test cards. Card numbers reach our server only in the sandbox.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** GET /api/payment/config: which provider the renderer talks to. */
export const paymentConfigSchema = z.object({
  provider: paymentProviderSchema,
  /** Stripe's publishable key (pk_…), null in the sandbox. */
  publishable_key: z.string().nullable(),
  /** Sandbox only: the test cards it accepts, to show beside the form. */
  test_cards: z.array(z.object({ number: z.string(), behaviour: z.enum(['succeed', 'decline', 'authenticate']) })),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
export const paymentConfigResponseSchema = okEnvelope(paymentConfigSchema);

export const savedCardSchema = z.object({
  /** The provider's payment method id (pm_…). */
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
/** GET /api/payment/stripe/credit_card/page_list */
export const savedCardListSchema = z.object({ list: z.array(savedCardSchema) });
export const savedCardListResponseSchema = okEnvelope(savedCardListSchema);

/** GET /api/payment/stripe/credit_card/setup_intent: Stripe Elements confirms it with the card. */
export const setupIntentSchema = z.object({ setup_intent_id: z.string(), client_secret: z.string() });
export const setupIntentResponseSchema = okEnvelope(setupIntentSchema);

/** POST /api/payment/stripe/credit_card/card_delete */
export const cardDeleteBodySchema = z.object({ payment_method_id: z.string().min(3).max(100) });

/** POST /api/payment/sandbox/confirm_setup: the sandbox's stand-in for Stripe Elements' confirmCardSetup. */
export const sandboxCardBodySchema = z.object({
  setup_intent_id: z.string().min(3).max(100),
  card_no: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'validation.card_number_invalid')),
  exp_month: z.coerce.number().int().min(1, 'validation.card_expiry_invalid').max(12, 'validation.card_expiry_invalid'),
  exp_year: z.coerce.number().int().min(2000, 'validation.card_expiry_invalid').max(2100, 'validation.card_expiry_invalid'),
  cvc: z.string().regex(/^\d{3,4}$/, 'validation.card_cvc_invalid'),
  zipcode: z.string().trim().max(10).default(''),
});
export type SandboxCardBody = z.infer<typeof sandboxCardBodySchema>;

/** POST /api/payment/stripe/order_payment_intent: charge an order on a saved card. */
export const orderPaymentIntentBodySchema = z.object({
  order_id: idParam,
  payment_method_id: z.string().min(3).max(100),
  /** One per pay attempt: a doubled click charges once. */
  idempotency_key: z.string().min(8).max(100).optional(),
});

/** Stripe's outcome of a pay attempt, reduced to what the renderer acts on. */
export const paymentAttemptStatusSchema = z.enum(['succeeded', 'requires_action', 'processing', 'failed']);
export type PaymentAttemptStatus = z.infer<typeof paymentAttemptStatusSchema>;

export const paymentAttemptSchema = z.object({
  order_id: z.number().int(),
  intent_id: z.string(),
  status: paymentAttemptStatusSchema,
  /** For stripe.handleNextAction (Stripe) when status is requires_action. */
  client_secret: z.string().nullable(),
  /** The decline reason in the caller's language when failed. */
  message: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
export const paymentAttemptResponseSchema = okEnvelope(paymentAttemptSchema);

/** POST /api/payment/sandbox/authenticate: the sandbox's test 3-D Secure page (4000 0025 0000 3155). */
export const sandboxAuthenticateBodySchema = z.object({
  intent_id: z.string().min(3).max(100),
  outcome: z.enum(['complete', 'fail']),
});

/** GET /api/payment/stripe/checking_status?order_id= and POST /api/pad/check_payment_status {order_id} */
export const checkingStatusQuerySchema = z.object({ order_id: idParam });
export const checkingStatusSchema = z.object({
  order_id: z.number().int(),
  payment_status: paymentStatusSchema,
  /** The latest attempt: 'authorizing' covers requires_action and processing (spec §4 Payment flow). */
  attempt: z.enum(['none', 'authorizing', 'succeeded', 'failed']),
  message: z.string().nullable(),
});
export type CheckingStatus = z.infer<typeof checkingStatusSchema>;
export const checkingStatusResponseSchema = okEnvelope(checkingStatusSchema);

// ---- PAD (pre-authorized debit) ----

/** Spec §5 PAD bank form and the bounds: institution 3 digits, transit 5, account 7–12; holder without spaces. */
export const padBankFieldsSchema = z.object({
  institution_number: z.string().trim().min(1, 'validation.pad_number_required').regex(/^\d{3}$/, 'validation.pad_number_invalid'),
  transit_number: z.string().trim().min(1, 'validation.pad_number_required').regex(/^\d{5}$/, 'validation.pad_number_invalid'),
  account_number: z.string().trim().min(1, 'validation.pad_number_required').regex(/^\d{7,12}$/, 'validation.pad_number_invalid'),
  holder_name: z
    .string()
    .trim()
    .min(1, 'validation.pad_holder_required')
    .max(80)
    .regex(/^\S+$/, 'validation.pad_holder_spaces'),
});
export type PadBankFields = z.infer<typeof padBankFieldsSchema>;

export const CHEQUE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest cheque_image: the base64 of the largest image, with room for a data: URL prefix. */
export const CHEQUE_IMAGE_MAX_CHARS = Math.ceil(CHEQUE_IMAGE_MAX_BYTES / 3) * 4 + 64;
export const CHEQUE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** POST /api/pad/apply_by_cheque: the image travels base64 (a data: URL or bare); its bytes decide the type. */
export const padChequeBodySchema = padBankFieldsSchema.extend({
  cheque_image: z.string().min(16, 'validation.cheque_image_required').max(CHEQUE_IMAGE_MAX_CHARS, 'validation.cheque_image_too_large'),
  /** The PAD agreement was read and checked (spec §5). */
  accept: z.literal(true, { message: 'validation.pad_accept_required' }),
});
export type PadChequeBody = z.infer<typeof padChequeBodySchema>;

export const padAccountSchema = z.object({
  id: z.number().int(),
  source: z.enum(['cheque', 'online']),
  institution_number: z.string(),
  transit_number: z.string(),
  account_last4: z.string(),
  holder_name: z.string(),
  /** pending: binding in progress (up to 48 hours); verified: debits allowed; failed: 'Card binding failed'. */
  status: z.enum(['pending', 'verified', 'failed']),
  created_at: z.string(),
});
export type PadAccount = z.infer<typeof padAccountSchema>;

/** GET /api/pad/payment_method */
export const padPaymentMethodsSchema = z.object({
  accounts: z.array(padAccountSchema),
  statement_accepted: z.boolean(),
});
export type PadPaymentMethods = z.infer<typeof padPaymentMethodsSchema>;
export const padPaymentMethodsResponseSchema = okEnvelope(padPaymentMethodsSchema);
export const padAccountResponseSchema = okEnvelope(padAccountSchema);

/** GET /api/pad/create_pad_statement: the PAD agreement in the caller's language. */
export const padStatementSchema = z.object({ version: z.string(), title: z.string(), paragraphs: z.array(z.string()) });
export const padStatementResponseSchema = okEnvelope(padStatementSchema);
/** POST /api/pad/accept_pad_statement */
export const padAcceptBodySchema = z.object({ accept: z.literal(true, { message: 'validation.pad_accept_required' }) });

/** POST /api/pad/bind_bank_token/v3: after Stripe's online bank connection confirmed the SetupIntent. */
export const padBindOnlineBodySchema = z.object({ setup_intent_id: z.string().min(3).max(100) });

/** POST /api/pad/pay */
export const padPayBodySchema = z.object({
  order_id: idParam,
  pad_account_id: idParam,
  idempotency_key: z.string().min(8).max(100).optional(),
});

// ---- Answers and stand-ins added with the payments server ----

/** POST /api/payment/sandbox/confirm_setup answers the saved card. */
export const savedCardResponseSchema = okEnvelope(savedCardSchema);

/** POST /api/payment/stripe/credit_card/card_delete: "Delete succeeded" in the caller's language. */
export const cardDeleteResultSchema = z.object({ payment_method_id: z.string(), message: z.string() });
export const cardDeleteResponseSchema = okEnvelope(cardDeleteResultSchema);

/** POST /api/payment/stripe/webhook */
export const webhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** POST /api/pad/accept_pad_statement */
export const padStatementAcceptedSchema = z.object({ version: z.string(), accepted_at: z.string() });
export const padStatementAcceptedResponseSchema = okEnvelope(padStatementAcceptedSchema);

/** POST /api/pad/check_cheque: the bank fields pass (the image is checked by apply_by_cheque). */
export const padChequeCheckResponseSchema = okEnvelope(z.object({ valid: z.literal(true) }));

/** POST /api/pad/delete_method */
export const padDeleteMethodBodySchema = z.object({ id: idParam });
export const padDeleteMethodResponseSchema = okEnvelope(z.object({ id: z.number().int(), message: z.string() }));

/**
 * POST /api/payment/sandbox/confirm_bank_setup: the sandbox's stand-in for Stripe.js'
 * confirmAcssDebitSetup (online bank connection) on a setup intent from GET /api/pad/setup_intent.
 */
export const sandboxBankSetupBodySchema = padBankFieldsSchema.extend({ setup_intent_id: z.string().min(3).max(100) });

/**
 * POST /api/payment/remind (spec §2.8 remind dialog, §7 Payment remind; issue 19): the pay link of the
 * caller's own unpaid order by SMS (to the account's phone) or e-mail (to the account's address).
 */
export const paymentRemindBodySchema = z.object({
  order_id: idParam,
  channel: z.enum(REMIND_CHANNELS, { message: 'validation.remind_channel' }),
});
export type PaymentRemindBody = z.infer<typeof paymentRemindBodySchema>;
export const paymentRemindSentSchema = z.object({
  order_id: z.number().int(),
  channel: z.enum(REMIND_CHANNELS),
  /** Where it went, partly hidden: "•••• 0142" or "w•••@goldendragon.ca". */
  sent_to: z.string(),
  message: z.string(),
});
export type PaymentRemindSent = z.infer<typeof paymentRemindSentSchema>;
export const paymentRemindResponseSchema = okEnvelope(paymentRemindSentSchema);
