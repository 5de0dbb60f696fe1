import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentAttempt, SavedCard } from '../../../../core/schemas/payment';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { sessionStore } from '../../../lib/session/session-store';
import { paymentConfigQueryOptions } from '../api/get-payment-config';
import { payByPad } from '../api/pad';
import { PAYMENT_QUERY_ROOT } from '../api/query-root';
import { errorMessage } from '../../../lib/request-parsed';
import { authenticateSandboxPayment, createOrderPaymentIntent } from '../api/pay-by-card';
import { savedCardsQueryKey } from '../api/saved-cards';
import { askSandboxAuthentication } from '../components/three-d-secure-dialog';
import { choiceProblem, type PaymentChoice } from '../components/payment-method-picker';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { getStripe, StripeUnavailableError } from '../utils/stripe-loader';
import { cardBrand } from '../components/saved-card-list';

/**
 * Pays a placed order (spec §4 Payment flow) and goes to the payment result page:
 * - card: order_payment_intent with one idempotency key per attempt; requires_action opens the
 *   sandbox's 3-D Secure page (then sandbox/authenticate) or Stripe's own (handleNextAction);
 *   succeeded, failed and authorizing all end on the result page, which shows and polls the outcome;
 * - PAD: /api/pad/pay, then the result page;
 * - cash and pay later: nothing to charge now, straight to the result page.
 * A call the server refuses (already paid, amount too small, card gone) stays here as `error`.
 */
export function usePayOrder(): {
  pay: (orderId: number, choice: PaymentChoice) => Promise<void>;
  pending: boolean;
  error: string | null;
} {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const pay = useCallback(
    async (orderId: number, choice: PaymentChoice) => {
      // A doubled click while a pay attempt runs is ignored (the key also protects the server side).
      if (running.current) return;
      const problem = choiceProblem(choice);
      if (problem) {
        setError(t(problem === 'card_required' ? 'payment.ui.errors.card_required' : 'payment.ui.errors.pad_required'));
        return;
      }
      running.current = true;
      setPending(true);
      setError(null);
      const toResult = () => navigate(localized(paths.paymentResult(orderId)));
      try {
        if (choice.type === 'card') {
          const attempt = await createOrderPaymentIntent(
            { order_id: orderId, payment_method_id: choice.cardId!, idempotency_key: newIdempotencyKey('card') },
            locale,
          );
          if (attempt.status === 'requires_action') await authenticate(attempt, choice.cardId!);
        } else if (choice.type === 'pad') {
          await payByPad({ order_id: orderId, pad_account_id: choice.padAccountId!, idempotency_key: newIdempotencyKey('pad') }, locale);
        }
        // The result page asks for the outcome afresh.
        await queryClient.invalidateQueries({ queryKey: [PAYMENT_QUERY_ROOT, 'status', orderId] });
        await toResult();
      } catch (caught) {
        setError(
          caught instanceof StripeUnavailableError ? t('payment.ui.errors.stripe_unavailable') : errorMessage(caught, t('payment.ui.errors.generic')),
        );
      } finally {
        running.current = false;
        setPending(false);
      }

      async function authenticate(attempt: PaymentAttempt, cardId: string): Promise<void> {
        const config = await queryClient.fetchQuery(paymentConfigQueryOptions(locale));
        if (config.provider === 'stripe') {
          if (!attempt.client_secret) return;
          const stripe = await getStripe(config.publishable_key ?? '');
          // Stripe's own challenge; its result reaches our server through the webhook and checking_status.
          await stripe.handleNextAction({ clientSecret: attempt.client_secret });
          return;
        }
        const cards = queryClient.getQueryData<SavedCard[]>(savedCardsQueryKey(sessionStore.getState().user?.cid ?? 0));
        const card = cards?.find((c) => c.id === cardId);
        const outcome = await askSandboxAuthentication({
          amount: null,
          cardLabel: card ? t('payment.ui.card.card_named', { brand: cardBrand(card.brand), last4: card.last4 }) : null,
        });
        await authenticateSandboxPayment({ intent_id: attempt.intent_id, outcome }, locale);
      }
    },
    [t, locale, localized, navigate, queryClient],
  );

  return { pay, pending, error };
}
