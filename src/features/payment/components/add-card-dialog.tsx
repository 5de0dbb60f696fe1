import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentConfig, SavedCard } from '../../../../core/schemas/payment';
import { useLocale } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { createCardSetupIntent, confirmSandboxCardSetup, type SetupIntent } from '../api/card-setup';
import { usePaymentConfig } from '../api/get-payment-config';
import { PAYMENT_QUERY_ROOT } from '../api/query-root';
import { errorMessage } from '../../../lib/request-parsed';
import { getStripe } from '../utils/stripe-loader';
import { getSavedCards, savedCardsQueryKey } from '../api/saved-cards';
import { emptyCardForm, formatCardNumber, formatExpiry, validateCardForm, type CardField, type CardFormValues } from '../utils/card-form';
import { FormError, PaymentDialog } from './payment-ui';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { DialogActions } from '../../../components/ui/dialog-parts';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * 'Add card' (spec §2.8 credit card list): the sandbox shows its own card form and the test cards it
 * accepts; Stripe mode shows Stripe Elements, so the card number never reaches our server.
 * `onAdded` receives the new card's id once the list has it.
 */
export function AddCardDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (cardId: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <PaymentDialog
      open={open}
      onOpenChange={onOpenChange}
      closable={!busy}
      title={t('payment.ui.card.add_title')}
      description={t('payment.ui.card.add_lead')}
    >
      {open ? <AddCardBody onBusyChange={setBusy} onCancel={() => onOpenChange(false)} onAdded={onAdded} /> : null}
    </PaymentDialog>
  );
}

function AddCardBody({
  onBusyChange,
  onCancel,
  onAdded,
}: {
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onAdded: (cardId: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = usePaymentConfig();
  const queryClient = useQueryClient();
  // A fresh SetupIntent each time the dialog opens (the body mounts with the dialog).
  const [nonce] = useState(() => Date.now());
  const setup = useQuery({
    queryKey: [PAYMENT_QUERY_ROOT, 'setup-intent', nonce] as const,
    queryFn: () => createCardSetupIntent(locale),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    enabled: config.isSuccess,
  });

  /** After the card was saved: reload the list and hand back the card that is new in it. */
  const finish = async (paymentMethodId: string | null) => {
    const key = savedCardsQueryKey(sessionStore.getState().user?.cid ?? 0);
    const before = new Set((queryClient.getQueryData<SavedCard[]>(key) ?? []).map((card) => card.id));
    const cards = await queryClient.fetchQuery({ queryKey: key, queryFn: () => getSavedCards(locale), staleTime: 0 });
    const added = (paymentMethodId && cards.find((card) => card.id === paymentMethodId)) || cards.find((card) => !before.has(card.id));
    const id = added?.id ?? paymentMethodId ?? cards[0]?.id;
    if (id) onAdded(id);
    else onCancel();
  };

  // Stripe mode: Stripe.js loads beside the SetupIntent, so being offline reads as such (STACK.md).
  const stripeMode = config.data?.provider === 'stripe';
  const stripeJs = useQuery({
    queryKey: [PAYMENT_QUERY_ROOT, 'stripe-js', config.data?.publishable_key ?? ''] as const,
    queryFn: () => getStripe(config.data?.publishable_key ?? ''),
    enabled: stripeMode,
    retry: false,
    staleTime: Infinity,
  });
  if (stripeMode && stripeJs.isError) {
    return (
      <div className="flex flex-col gap-4">
        <FormError>{t('payment.ui.errors.stripe_unavailable')}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {t('payment.ui.actions.cancel')}
          </button>
          <button type="button" className={buttonStyles.primary} onClick={() => void stripeJs.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }

  if (config.isPending || (config.isSuccess && setup.isPending)) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
        <Spinner />
        {t('payment.ui.card.preparing')}
      </p>
    );
  }
  if (config.isError || setup.isError) {
    return (
      <div className="flex flex-col gap-4">
        <FormError>{errorMessage(config.error ?? setup.error, t('payment.ui.errors.generic'))}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {t('payment.ui.actions.cancel')}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => void (config.isError ? config.refetch() : setup.refetch())}
          >
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const intent = setup.data!;
  if (config.data.provider === 'stripe') {
    return (
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
            <Spinner />
            {t('payment.ui.card.preparing')}
          </p>
        }
      >
        <StripeCardForm
          publishableKey={config.data.publishable_key ?? ''}
          clientSecret={intent.client_secret}
          onBusyChange={onBusyChange}
          onCancel={onCancel}
          onSaved={(paymentMethodId) => finish(paymentMethodId)}
        />
      </Suspense>
    );
  }
  return <SandboxCardForm config={config.data} intent={intent} onBusyChange={onBusyChange} onCancel={onCancel} onSaved={() => finish(null)} />;
}

const BEHAVIOUR_KEYS = {
  succeed: 'payment.ui.card.test_succeed',
  decline: 'payment.ui.card.test_decline',
  authenticate: 'payment.ui.card.test_authenticate',
} as const;

/** The offline sandbox's card form: number, expiry, CVC and postal code, checked against Stripe's published test cards. */
function SandboxCardForm({
  config,
  intent,
  onBusyChange,
  onCancel,
  onSaved,
}: {
  config: PaymentConfig;
  intent: SetupIntent;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<CardFormValues>(emptyCardForm);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = (field: CardField) => `${id}-${field}`;
  const set = (field: CardField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const checked = validateCardForm(values);
    if (!checked.ok) {
      const next: Partial<Record<CardField, string>> = {};
      for (const [field, key] of Object.entries(checked.errors) as [CardField, string][]) {
        next[field] = t(`payment.ui.card.errors.${key}` as 'payment.ui.card.errors.number_invalid');
      }
      setErrors(next);
      const first = (['cardNumber', 'expiry', 'cvc', 'postalCode'] as const).find((f) => next[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSaving(true);
    onBusyChange(true);
    try {
      await confirmSandboxCardSetup({ setup_intent_id: intent.setup_intent_id, ...checked.card }, locale);
      await onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues?.length) setFormError(error.issues.map((i) => i.message).join(' '));
      else setFormError(errorMessage(error, t('payment.ui.errors.generic')));
    } finally {
      setSaving(false);
      onBusyChange(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={saving} className="flex flex-col gap-4">
      <p className="rounded-control border border-dashed border-brand-300 bg-brand-50 px-3 py-2 text-xs text-brand-900">
        {t('payment.ui.card.sandbox_notice')}
      </p>
      <TextField
        id={fieldId('cardNumber')}
        label={t('payment.ui.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={values.cardNumber}
        error={errors.cardNumber}
        onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField
          id={fieldId('expiry')}
          label={t('payment.ui.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payment.ui.card.expiry_placeholder')}
          value={values.expiry}
          error={errors.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
        />
        <TextField
          id={fieldId('cvc')}
          label={t('payment.ui.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          value={values.cvc}
          error={errors.cvc}
          onChange={(e) => set('cvc', e.target.value.replace(/\D+/g, '').slice(0, 4))}
        />
        <TextField
          id={fieldId('postalCode')}
          className="col-span-2 sm:col-span-1"
          label={t('payment.ui.card.postal_code')}
          autoComplete="postal-code"
          maxLength={10}
          // eslint-disable-next-line i18next/no-literal-string -- a Canadian postal code, the same in every language
          placeholder="M5V 3L9"
          value={values.postalCode}
          error={errors.postalCode}
          onChange={(e) => set('postalCode', e.target.value.toUpperCase())}
        />
      </div>
      {config.test_cards.length > 0 ? (
        <section aria-labelledby={`${id}-tests`} className="rounded-control border border-line bg-canvas px-3 py-3">
          <h3 id={`${id}-tests`} className="text-sm font-semibold text-ink">
            {t('payment.ui.card.test_cards')}
          </h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {config.test_cards.map((card) => (
              <li key={card.number} className="flex items-center justify-between gap-3">
                <span className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-2">
                  <code className="font-mono text-sm tracking-wide text-ink">{formatCardNumber(card.number)}</code>
                  <span className="text-xs text-ink-muted">{t(BEHAVIOUR_KEYS[card.behaviour])}</span>
                </span>
                <button
                  type="button"
                  className="inline-flex min-h-9 items-center rounded-control px-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  aria-label={t('payment.ui.card.use_test_card_named', { number: formatCardNumber(card.number) })}
                  onClick={() => {
                    const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
                    setValues((v) => ({
                      cardNumber: formatCardNumber(card.number),
                      expiry: `12/${year}`,
                      cvc: '123',
                      postalCode: v.postalCode,
                    }));
                    setErrors({});
                  }}
                >
                  {t('payment.ui.card.use_test_card')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {formError ? <FormError>{formError}</FormError> : null}
      <DialogActions cancel={{ label: t('payment.ui.actions.cancel'), onClick: onCancel }} action={{ label: t('payment.ui.card.save'), busyLabel: t('payment.ui.card.saving'), busy: saving }} />
    </form>
  );
}
