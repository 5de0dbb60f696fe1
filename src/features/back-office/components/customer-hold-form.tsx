import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customerHoldBodySchema, HOLD_REASON_MAX, type CustomerDetail } from '../../../../core/schemas/customer-terms';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { useChangeCustomer } from '../api/customers';

/** Put the customer on hold with a reason they will read, or release the hold; the history below says who and when. */
export function CustomerHoldForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const change = useChangeCustomer();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string>('');

  const run = async (action: () => Promise<unknown>, message: string) => {
    setError(null);
    setDone('');
    try {
      await action();
      setDone(message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const hold = (event: FormEvent) => {
    event.preventDefault();
    const body = customerHoldBodySchema.safeParse({ reason });
    if (!body.success) {
      setError(t('backOffice.customers.hold.reason_required'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    void run(async () => {
      await change.mutateAsync({ kind: 'hold', customerId: customer.id, body: body.data });
      setReason('');
    }, t('backOffice.customers.hold.done_set'));
  };

  const busy = change.isPending && change.variables?.kind !== 'terms';
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-2 font-semibold text-ink">
        {t('backOffice.customers.hold.title')}
      </h2>
      {customer.hold ? (
        <div className="flex flex-col gap-3">
          <div className="rounded-control border border-danger-700/25 bg-danger-50 p-3 text-sm" data-testid="customer-hold">
            <p className="font-semibold text-danger-700">
              {t('backOffice.customers.hold.active', { date: formatDateTime(customer.hold.set_at, locale), name: customer.hold.set_by })}
            </p>
            <p className="mt-1 text-ink">
              <span className="text-ink-muted">{t('backOffice.customers.hold.reason_shown')}: </span>
              {customer.hold.reason}
            </p>
          </div>
          <div>
            <button
              type="button"
              className={buttonStyles.outline}
              disabled={busy}
              onClick={() =>
                void run(() => change.mutateAsync({ kind: 'release', customerId: customer.id }), t('backOffice.customers.hold.done_release'))
              }
            >
              {busy ? <Spinner /> : null}
              {t('backOffice.customers.hold.release')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={hold} noValidate className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">{t('backOffice.customers.hold.not_on_hold')}</p>
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-ink">
            {t('backOffice.customers.hold.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            maxLength={HOLD_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputStyles(Boolean(error))}
          />
          <div>
            <button type="submit" className={buttonStyles.danger} disabled={busy}>
              {busy ? <Spinner light /> : null}
              {t('backOffice.customers.hold.set')}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm text-brand-800">
        {done}
      </p>
      {customer.holds.length > 0 ? (
        <div className="mt-3 border-t border-line pt-3">
          <h3 className="mb-2 text-sm font-semibold text-ink">{t('backOffice.customers.hold.history')}</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {customer.holds.map((h) => (
              <li key={h.id} className="rounded-control bg-canvas px-3 py-2">
                <p className="text-ink">{h.reason}</p>
                <p className="text-xs text-ink-muted">
                  {t('backOffice.customers.hold.history_set', { date: formatDateTime(h.set_at, locale), name: h.set_by })}
                  {h.released_at && h.released_by
                    ? ` · ${t('backOffice.customers.hold.history_released', { date: formatDateTime(h.released_at, locale), name: h.released_by })}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
