import { SUBSTITUTION_CHOICES, type SubstitutionChoice } from '../../../../core/schemas/order';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import { toCents } from '../../../../core/money';
import type { OrderQuote } from '../../../../core/schemas/checkout';
import type { ShippingType } from '../../../../core/schemas/common';
import { AlertIcon, GiftIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/product/product-image';
import { useLocale } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import type { CheckoutLine } from './checkout-types';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';

/** A long order shows this many lines, then "Show N more products" (no scroll area inside the summary). */
const COLLAPSED_LINES = 4;

/**
 * Spec §2.8 order details side bar: the lines (those that block pickup marked with the server's
 * message), the fee lines of the server's quote, the total and 'Place order'. The page scrolls, the
 * summary never does: a long order folds after a few lines behind a button saying how many follow.
 */
export function OrderSummary({
  shippingType,
  lines,
  count,
  quote,
  quoteUpdating,
  quoteError,
  feeHint,
  blockedReason,
  placing,
  onPlace,
  onSwitchToDelivery,
  onEditCart,
  placeButtonClassName,
  substitution,
}: {
  /** Issue 20: each line's substitution choice and how to change it (absent: no choice shown). */
  substitution?: { valueOf: (productId: number) => SubstitutionChoice; onChange: (productId: number, choice: SubstitutionChoice) => void };
  shippingType: ShippingType;
  lines: readonly CheckoutLine[];
  count: number;
  quote: OrderQuote | undefined;
  quoteUpdating: boolean;
  quoteError: unknown;
  feeHint: 'none' | 'fee' | 'waived';
  /** Why 'Place order' cannot be pressed now (the server's refusal, a missing choice), or null. */
  blockedReason: string | null;
  placing: boolean;
  onPlace: () => void;
  onSwitchToDelivery: () => void;
  onEditCart: () => void;
  /** The side bar's own button hides on phones, where a bar at the bottom carries it. */
  placeButtonClassName?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reasonId = useId();
  const linesId = useId();
  const [showAllLines, setShowAllLines] = useState(false);
  const money = (dollars: number) => formatCents(toCents(dollars), locale);
  const notPickable = new Set(shippingType === 'pickup' ? (quote?.not_pickable_product_ids ?? []) : []);
  const messages = quote?.messages ?? [];
  const total = quote?.fee_lines.find((line) => line.code === 'total');
  // Lines with something to say (cannot be picked up, a price or stock message) are never folded away.
  const anyNotes = lines.some((line) => notPickable.has(line.productId) || messages.some((m) => m.product_id === line.productId));
  const foldable = lines.length > COLLAPSED_LINES + 1 && !anyNotes;
  const shownLines = foldable && !showAllLines ? lines.slice(0, COLLAPSED_LINES) : lines;
  const foldedCount = lines.length - shownLines.length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">
          {t('checkout.summary.title')}{' '}
          <span className="ml-1 text-sm font-medium text-ink-muted">{t('checkout.summary.itemCount', { count })}</span>
        </h2>
        <button type="button" onClick={onEditCart} className={buttonStyles.quiet}>
          {t('checkout.summary.editCart')}
        </button>
      </div>

      {notPickable.size > 0 ? (
        <div role="alert" className="rounded-control border border-warning-800/25 bg-warning-50 p-3 text-sm text-warning-800">
          <p className="flex items-start gap-2 font-semibold">
            <AlertIcon width={18} height={18} className="mt-px shrink-0" />
            {t('checkout.summary.pickupBlocked', { count: notPickable.size })}
          </p>
          <button type="button" onClick={onSwitchToDelivery} className={clsx(buttonStyles.secondary, 'mt-2 min-h-10')}>
            {t('checkout.summary.switchToDelivery')}
          </button>
        </div>
      ) : null}

      <div>
        <ul id={linesId} className="flex flex-col divide-y divide-line" aria-label={t('checkout.summary.lines')}>
          {shownLines.map((line) => {
            const blocked = notPickable.has(line.productId);
            const notes = messages.filter((m) => m.product_id === line.productId).map((m) => m.message);
            return (
              <li key={line.key} className="flex gap-3 py-2.5" data-testid="checkout-line">
                {line.isGift ? (
                  <span className="grid size-12 shrink-0 place-items-center rounded-control bg-brand-50 text-brand-800">
                    <GiftIcon width={22} height={22} />
                  </span>
                ) : (
                  <ProductImage src={line.image} alt="" sizes="48px" className="size-12 shrink-0 rounded-control border border-line bg-canvas object-contain" />
                )}
                <div className="min-w-0 flex-1 text-sm">
                  <p className={clsx('leading-snug font-medium break-words', blocked ? 'text-warning-800' : 'text-ink')}>{line.name}</p>
                  {/* The quantity and the line's substitution choice share a row: the folded summary stays in view at 1280 × 800. */}
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
                    <span>{line.isGift ? t('checkout.summary.gift') : line.quantityText}</span>
                    {substitution && !line.isGift ? (
                      <label className="inline-flex items-center gap-1.5">
                        <span>{t('substitutions.choice_label')}</span>
                        <select
                          className="min-h-8 max-w-full rounded-control border border-line-strong bg-surface px-1.5 text-xs text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
                          value={substitution.valueOf(line.productId)}
                          onChange={(e) => substitution.onChange(line.productId, e.target.value as SubstitutionChoice)}
                          data-testid="line-substitution"
                        >
                          {SUBSTITUTION_CHOICES.map((choice) => (
                            <option key={choice} value={choice}>
                              {t(`substitutions.choice_${choice}`)}
                            </option>
                          ))}
                        </select>
                      </label>
                    ) : null}
                  </div>
                  {notes.map((note) => (
                    <p key={note} className="mt-1 rounded-control bg-warning-50 px-2 py-1 text-xs text-warning-800">
                      {note}
                    </p>
                  ))}
                </div>
                <p className="shrink-0 text-right text-sm">
                  <span className="block font-semibold text-ink">{formatCents(line.rowTotalCents, locale)}</span>
                  {line.orgRowTotalCents > line.rowTotalCents ? (
                    <s className="block text-xs text-ink-muted">
                      <span className="sr-only">{t('checkout.summary.regularPrice')}: </span>
                      {formatCents(line.orgRowTotalCents, locale)}
                    </s>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
        {foldable ? (
          <div className="relative">
            {/* The folded list fades out above the button: more lines follow. */}
            {foldedCount > 0 ? <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 -top-10 h-10 bg-linear-to-t from-surface" /> : null}
            <button
              type="button"
              aria-expanded={foldedCount === 0}
              aria-controls={linesId}
              onClick={() => setShowAllLines((shown) => !shown)}
              className={clsx(buttonStyles.quiet, 'w-full justify-center')}
              data-testid="checkout-lines-toggle"
            >
              {foldedCount > 0 ? t('checkout.summary.showMoreLines', { count: foldedCount }) : t('checkout.summary.showFewerLines')}
            </button>
          </div>
        ) : null}
      </div>

      <div className="border-t border-line pt-3" aria-live="polite" aria-busy={quoteUpdating}>
        {quoteError && !quote ? (
          <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {quoteError instanceof ApiRequestError ? quoteError.message : t('checkout.summary.quoteFailed')}
          </p>
        ) : !quote ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner />
            {t('checkout.summary.calculating')}
          </p>
        ) : (
          <dl className={clsx('flex flex-col gap-1.5 text-sm transition-opacity', quoteUpdating && 'opacity-60')} data-testid="fee-lines">
            {quote.fee_lines
              .filter((line) => line.code !== 'total')
              .map((line) => (
                <div key={line.code} className="flex justify-between gap-3">
                  <dt className="text-ink-muted">{line.code === 'discount' ? t('fees.discount') : t(`checkout.fees.${line.code}`)}</dt>
                  <dd className={clsx('font-medium', line.amount < 0 ? 'text-brand-800' : 'text-ink')}>{money(line.amount)}</dd>
                </div>
              ))}
            <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-2">
              <dt className="text-base font-bold text-ink">{t('checkout.fees.total')}</dt>
              <dd className="text-xl font-bold text-ink" data-testid="checkout-total">
                {money(total?.amount ?? quote.total)}
              </dd>
            </div>
          </dl>
        )}
        {quote && quote.cashback > 0 ? (
          <p className="mt-2 text-xs text-brand-900">{t('checkout.summary.cashback', { amount: money(quote.cashback) })}</p>
        ) : null}
        {feeHint === 'waived' ? <p className="mt-2 text-xs text-ink-muted">{t('checkout.summary.feeWaived')}</p> : null}
        {quote && quoteError ? (
          <p role="alert" className="mt-2 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {quoteError instanceof ApiRequestError ? quoteError.message : t('checkout.summary.quoteFailed')}
          </p>
        ) : null}
      </div>

      <div className={placeButtonClassName}>
        <PlaceOrderButton blockedReason={blockedReason} reasonId={reasonId} placing={placing} onPlace={onPlace} />
      </div>
    </div>
  );
}

/** 'Place order': aria-disabled (still focusable) with the reason beside it when the order cannot be placed. */
export function PlaceOrderButton({
  blockedReason,
  reasonId,
  placing,
  onPlace,
  compact = false,
}: {
  blockedReason: string | null;
  reasonId: string;
  placing: boolean;
  onPlace: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const blocked = blockedReason !== null;
  return (
    <div className="flex flex-col gap-2">
      {blocked && !compact ? (
        <p id={reasonId} className="flex items-start gap-2 text-sm text-danger-700" data-testid="place-order-reason">
          <AlertIcon width={16} height={16} className="mt-0.5 shrink-0" />
          {blockedReason}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => (blocked || placing ? undefined : onPlace())}
        aria-disabled={blocked || placing || undefined}
        aria-describedby={blocked && !compact ? reasonId : undefined}
        aria-busy={placing || undefined}
        className={clsx(buttonStyles.primary, 'min-h-12 w-full text-base')}
      >
        {placing ? <Spinner light /> : null}
        {t('checkout.placeOrder')}
      </button>
    </div>
  );
}
