import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import { toCents } from '../../../../core/money';
import type { UserCoupon } from '../../../../core/schemas/account';
import type { PromoCouponResult } from '../../../../core/schemas/promo';
import { CheckIcon, CloseIcon, TicketIcon } from '../../../components/icons';
import { useLocale } from '../../../hooks/use-locale';
import { CheckoutSection } from './checkout-ui';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { Spinner } from '../../../components/ui/spinner';

/** Codes per order at most (the place-order body's bound). */
export const MAX_PROMO_CODES = 10;

/**
 * Spec §2.8 coupons: 'you currently have N available coupons', a code typed in, 'calculate optimal'
 * (the best combination the server finds), and what each code did in the latest quote.
 */
export function CouponsSection({
  available,
  agentOrder,
  codes,
  results,
  updating,
  onAdd,
  onRemove,
  onOptimal,
}: {
  /** The customer's available coupons; undefined while loading. */
  available: UserCoupon[] | undefined;
  agentOrder: boolean;
  /** The codes asked for; none means the server picks the best combination (auto-match). */
  codes: readonly string[];
  /** The latest quote's coupon results. */
  results: readonly PromoCouponResult[];
  /** A new quote is on its way. */
  updating: boolean;
  onAdd: (code: string) => void;
  onRemove: (code: string) => void;
  /** 'Calculate optimal': no codes, the server's auto-match. */
  onOptimal: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const count = available?.length ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    if (!code) {
      setDraftError(t('checkout.coupons.enterCode'));
      return;
    }
    if (codes.some((c) => c.toUpperCase() === code)) {
      setDraftError(t('checkout.coupons.already'));
      return;
    }
    if (codes.length >= MAX_PROMO_CODES) {
      setDraftError(t('checkout.coupons.tooMany', { max: MAX_PROMO_CODES }));
      return;
    }
    setDraftError(null);
    setDraft('');
    onAdd(code);
  };

  const auto = codes.length === 0;
  const resultOf = (code: string) => results.find((r) => r.code.toUpperCase() === code.toUpperCase());
  // Auto-match lists what the server applied; otherwise each code asked for, with what it did.
  const shown = auto ? results.filter((r) => r.applied).map((r) => r.code) : [...codes];
  const unused = (available ?? []).filter((coupon) => !shown.some((c) => c.toUpperCase() === coupon.code.toUpperCase()));

  return (
    <CheckoutSection title={t('checkout.coupons.title')}>
      <p className="flex items-center gap-2 text-sm text-ink" data-testid="available-coupons">
        <TicketIcon width={18} height={18} className="shrink-0 text-brand-700" />
        {agentOrder
          ? t('checkout.coupons.agentOrder')
          : available === undefined
            ? t('checkout.coupons.loading')
            : t('checkout.coupons.available', { count })}
      </p>

      <form onSubmit={submit} className="mt-3 flex flex-wrap items-start gap-2" noValidate>
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={inputId} className="sr-only">
            {t('checkout.coupons.code')}
          </label>
          <input
            id={inputId}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(null);
            }}
            placeholder={t('checkout.coupons.code')}
            autoComplete="off"
            maxLength={40}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? errorId : undefined}
            className={inputStyles()}
          />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          {t('checkout.coupons.apply')}
        </button>
        <button type="button" onClick={onOptimal} disabled={auto} className={buttonStyles.quiet}>
          {t('checkout.coupons.optimal')}
        </button>
      </form>
      {draftError ? (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {draftError}
        </p>
      ) : null}
      <p role="status" className="mt-2 flex items-center gap-2 text-sm text-ink-muted empty:hidden">
        {updating ? (
          <>
            <Spinner />
            {t('checkout.coupons.checking')}
          </>
        ) : auto && shown.length > 0 ? (
          t('checkout.coupons.autoApplied')
        ) : null}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label={t('checkout.coupons.applied')}>
          {shown.map((code) => {
            const result = resultOf(code);
            const applied = result?.applied ?? false;
            const refused = result !== undefined && !result.valid;
            return (
              <li
                key={code}
                className={clsx(
                  'flex items-start gap-2 rounded-control border px-3 py-2 text-sm',
                  refused ? 'border-danger-700/30 bg-danger-50' : applied ? 'border-brand-200 bg-brand-50' : 'border-line bg-canvas',
                )}
              >
                {applied ? <CheckIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" /> : null}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-all text-ink">
                    {code}
                    {result?.name ? <span className="ml-2 font-normal text-ink-muted">{result.name}</span> : null}
                  </p>
                  {applied && result ? (
                    <p className="text-brand-900">{t('checkout.coupons.saves', { amount: formatCents(toCents(result.discount), locale) })}</p>
                  ) : result?.message ? (
                    <p className={refused ? 'text-danger-700' : 'text-ink-muted'}>{result.message}</p>
                  ) : result && !applied ? (
                    <p className="text-ink-muted">{t('checkout.coupons.notApplied')}</p>
                  ) : null}
                </div>
                {auto ? null : (
                <button
                  type="button"
                  onClick={() => onRemove(code)}
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface hover:text-ink"
                >
                  <CloseIcon width={16} height={16} />
                  <span className="sr-only">{t('checkout.coupons.remove', { code })}</span>
                </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      {!agentOrder && unused.length > 0 ? (
        <details className="mt-3 rounded-control border border-line">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800">
            {t('checkout.coupons.showMine')}
          </summary>
          <ul className="divide-y divide-line border-t border-line">
            {unused.map((coupon) => (
              <li key={coupon.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{coupon.name}</p>
                  <p className="text-xs text-ink-muted">
                    {coupon.description} · <span className="break-all">{coupon.code}</span>
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onAdd(coupon.code)}
                  disabled={shown.length >= MAX_PROMO_CODES}
                  className={buttonStyles.quiet}
                  aria-label={t('checkout.coupons.useNamed', { name: coupon.name })}
                >
                  {t('checkout.coupons.use')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </CheckoutSection>
  );
}
