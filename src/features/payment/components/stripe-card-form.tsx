import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe } from '@stripe/stripe-js';
import { getStripe } from '../utils/stripe-loader';
import { FormError } from './payment-ui';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { DialogActions } from '../../../components/ui/dialog-parts';

type LoadState = { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'failed' };

/**
 * Stripe mode's card form: Stripe Elements' CardElement and confirmCardSetup with the SetupIntent's
 * client secret. Stripe.js loads here only; offline (or blocked) it says so instead of hanging.
 */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  onBusyChange,
  onCancel,
  onSaved,
}: {
  publishableKey: string;
  clientSecret: string;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: (paymentMethodId: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    getStripe(publishableKey).then(
      (stripe) => live && setState({ kind: 'ready', stripe }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
        <Spinner />
        {t('payment.ui.card.preparing')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        <FormError>{t('payment.ui.errors.stripe_unavailable')}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {t('payment.ui.actions.cancel')}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <Elements stripe={state.stripe}>
      <CardForm clientSecret={clientSecret} onBusyChange={onBusyChange} onCancel={onCancel} onSaved={onSaved} />
    </Elements>
  );
}

function CardForm({
  clientSecret,
  onBusyChange,
  onCancel,
  onSaved,
}: {
  clientSecret: string;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: (paymentMethodId: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || saving) return;
    setError(null);
    setSaving(true);
    onBusyChange(true);
    try {
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (result.error) {
        setError(result.error.message ?? t('payment.ui.errors.card_failed'));
        return;
      }
      const method = result.setupIntent.payment_method;
      await onSaved(typeof method === 'string' ? method : (method?.id ?? null));
    } catch {
      setError(t('payment.ui.errors.generic'));
    } finally {
      setSaving(false);
      onBusyChange(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={saving} className="flex flex-col gap-4">
      <div>
        <span className="mb-1.5 block text-sm font-semibold text-ink">{t('payment.ui.card.details')}</span>
        <div className="rounded-control border border-line-strong bg-surface px-3 py-3.5">
          <CardElement options={{ hidePostalCode: false, style: { base: { fontSize: '16px', color: '#17201b' } } }} />
        </div>
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <DialogActions cancel={{ label: t('payment.ui.actions.cancel'), onClick: onCancel, disabled: saving }} action={{ label: t('payment.ui.card.save'), busyLabel: t('payment.ui.card.saving'), busy: saving, disabled: !stripe }} />
    </form>
  );
}
