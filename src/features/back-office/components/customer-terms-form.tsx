import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import { customerTermsBodySchema, type CustomerDetail } from '../../../../core/schemas/customer-terms';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { useLocale } from '../../../hooks/use-locale';
import { useChangeCustomer } from '../api/customers';

/** '1500', '1500.5', '1 500,50' → cents; '' → null (no limit); anything else → undefined. */
export function dollarsToCents(text: string): number | null | undefined {
  const cleaned = text.replace(/[\s$]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const centsToInput = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Pay later on or off, the credit limit (empty: none) and the payment terms in days, with the unpaid balance beside them. */
export function CustomerTermsForm({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const change = useChangeCustomer();
  const [payLater, setPayLater] = useState(customer.pay_later);
  const [limit, setLimit] = useState(centsToInput(customer.credit_limit_cents));
  const [days, setDays] = useState(customer.payment_terms_days === null ? '' : String(customer.payment_terms_days));
  const [errors, setErrors] = useState<{ limit?: string; days?: string; form?: string }>({});
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const limitCents = dollarsToCents(limit);
    const daysValue = days.trim() === '' ? null : /^\d+$/.test(days.trim()) ? Number(days.trim()) : NaN;
    const body = customerTermsBodySchema.safeParse({ pay_later: payLater, credit_limit_cents: limitCents, payment_terms_days: daysValue });
    const next: typeof errors = {};
    if (limitCents === undefined || (limitCents !== null && !customerTermsBodySchema.shape.credit_limit_cents.safeParse(limitCents).success)) {
      next.limit = t('backOffice.customers.terms.invalid_limit');
    }
    if (daysValue !== null && !customerTermsBodySchema.shape.payment_terms_days.safeParse(daysValue).success) next.days = t('backOffice.customers.terms.invalid_days');
    setErrors(next);
    if (!body.success || next.limit || next.days) {
      document.getElementById(next.limit ? `${id}-limit` : `${id}-days`)?.focus();
      return;
    }
    try {
      await change.mutateAsync({ kind: 'terms', customerId: customer.id, body: body.data });
      setSaved(true);
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-surface p-4">
      <h2 id={`${id}-title`} className="mb-1 font-semibold text-ink">
        {t('backOffice.customers.terms.title')}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">
        {t('backOffice.customers.detail.unpaid')}: <strong className="text-ink tabular-nums">{formatCents(customer.unpaid_cents, locale)}</strong>
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
          <input type="checkbox" checked={payLater} onChange={(event) => setPayLater(event.target.checked)} className="size-5 accent-brand-700" />
          {t('backOffice.customers.terms.pay_later')}
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-limit`} className="text-sm font-semibold text-ink">
              {t('backOffice.customers.terms.credit_limit')}
            </label>
            <input
              id={`${id}-limit`}
              inputMode="decimal"
              autoComplete="off"
              value={limit}
              onChange={(event) => setLimit(event.target.value)}
              aria-invalid={errors.limit ? true : undefined}
              aria-describedby={`${id}-limit-hint`}
              className={inputStyles(Boolean(errors.limit))}
            />
            <p id={`${id}-limit-hint`} className={errors.limit ? 'text-xs font-medium text-danger-700' : 'text-xs text-ink-muted'}>
              {errors.limit ?? t('backOffice.customers.terms.credit_limit_hint')}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-days`} className="text-sm font-semibold text-ink">
              {t('backOffice.customers.terms.days')}
            </label>
            <input
              id={`${id}-days`}
              inputMode="numeric"
              autoComplete="off"
              value={days}
              onChange={(event) => setDays(event.target.value)}
              aria-invalid={errors.days ? true : undefined}
              aria-describedby={`${id}-days-hint`}
              className={inputStyles(Boolean(errors.days))}
            />
            <p id={`${id}-days-hint`} className={errors.days ? 'text-xs font-medium text-danger-700' : 'text-xs text-ink-muted'}>
              {errors.days ?? t('backOffice.customers.terms.days_hint')}
            </p>
          </div>
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
            {change.isPending && change.variables?.kind === 'terms' ? <Spinner light /> : null}
            {t('backOffice.customers.terms.save')}
          </button>
          <p role="status" className="text-sm text-brand-800">
            {saved ? t('backOffice.customers.terms.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
