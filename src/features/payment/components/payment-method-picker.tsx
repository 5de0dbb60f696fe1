import clsx from 'clsx';
import { useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TYPES, type PaymentType } from '../../../../core/checkout/order-totals';
import type { ShippingType } from '../../../../core/schemas/common';
import { PadAccountList } from './pad-account-list';
import { SavedCardList } from './saved-card-list';

/** The customer's payment choice: the type, and the card or bank account it uses. */
export interface PaymentChoice {
  type: PaymentType;
  /** The saved card's provider id (pm_…) when type is card. */
  cardId: string | null;
  /** The bound PAD account's id when type is pad. */
  padAccountId: number | null;
}

/** Spec §4 Shipping type and payment: cash (pay on arrival) is for delivery orders only. */
export function isSelectable(
  type: PaymentType,
  shippingType: ShippingType,
  allowedTypes: readonly PaymentType[],
  unavailable: Partial<Record<PaymentType, string>> = {},
): boolean {
  return allowedTypes.includes(type) && !(type === 'cash' && shippingType === 'pickup') && unavailable[type] === undefined;
}

/** Whether the choice can be paid as it stands ('Please choose a credit card' / 'Please select bank card'). */
export function choiceProblem(choice: PaymentChoice): 'card_required' | 'pad_required' | null {
  if (choice.type === 'card' && !choice.cardId) return 'card_required';
  if (choice.type === 'pad' && choice.padAccountId === null) return 'pad_required';
  return null;
}

const NONE_UNAVAILABLE: Partial<Record<PaymentType, string>> = {};

const LABEL_KEYS = {
  card: 'payment.ui.types.card',
  pad: 'payment.ui.types.pad',
  cash: 'payment.ui.types.cash',
  pay_later: 'payment.ui.types.pay_later',
} as const;
const NOTE_KEYS = {
  card: 'payment.ui.types.card_note',
  pad: 'payment.ui.types.pad_note',
  cash: 'payment.ui.types.cash_note',
  pay_later: 'payment.ui.types.pay_later_note',
} as const;

/**
 * Payment option and method (spec §2.8 checkout, §3 Payments, §9 Payment): Credit / Debit Card
 * (2% channel fee) with the card list, Pre-authorized debit (PAD) with the bank accounts (1%
 * cashback), Pay On Arrival (Cash) for delivery orders, Pay Later for shops that allow it.
 * A type that becomes unavailable (pickup while cash is chosen) moves the choice to the first one left.
 */
export function PaymentMethodPicker({
  shippingType,
  allowedTypes,
  value,
  onChange,
  unavailable = NONE_UNAVAILABLE,
}: {
  shippingType: ShippingType;
  allowedTypes: readonly PaymentType[];
  value: PaymentChoice;
  onChange: (next: PaymentChoice) => void;
  /** Shown, disabled, with this reason as the note (Pay Later over the credit limit). */
  unavailable?: Partial<Record<PaymentType, string>>;
}) {
  const { t } = useTranslation();
  const name = useId();
  const legendId = useId();
  // Show every allowed type in the spec's order; cash stays visible on pickup, disabled with the reason.
  const shown = PAYMENT_TYPES.filter((type) => allowedTypes.includes(type));
  const selectable = shown.filter((type) => isSelectable(type, shippingType, allowedTypes, unavailable));

  useEffect(() => {
    if (selectable.length > 0 && !selectable.includes(value.type)) {
      onChange({ ...value, type: selectable[0]! });
    }
    // Only the set of selectable types matters here, not every value change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectable.join(','), value.type]);

  const setCard = useCallback((cardId: string | null) => {
    if (cardId !== value.cardId) onChange({ ...value, cardId });
  }, [value, onChange]);
  const setPad = useCallback((padAccountId: number | null) => {
    if (padAccountId !== value.padAccountId) onChange({ ...value, padAccountId });
  }, [value, onChange]);

  if (shown.length === 0) {
    return <p className="text-sm text-ink-muted">{t('payment.ui.no_types')}</p>;
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend id={legendId} className="sr-only">
        {t('payment.ui.method_legend')}
      </legend>
      {shown.map((type) => {
        const enabled = selectable.includes(type);
        const checked = value.type === type;
        const noteId = `${name}-${type}-note`;
        return (
          <div
            key={type}
            className={clsx(
              'rounded-card border bg-surface transition-colors',
              checked ? 'border-brand-700 shadow-card' : 'border-line',
              !enabled && !unavailable[type] && 'opacity-70',
            )}
          >
            <label className={clsx('flex items-start gap-3 px-4 py-3.5', enabled ? 'cursor-pointer' : 'cursor-not-allowed')}>
              <input
                type="radio"
                name={name}
                value={type}
                checked={checked}
                disabled={!enabled}
                aria-describedby={noteId}
                onChange={() => onChange({ ...value, type })}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
                  {t(LABEL_KEYS[type])}
                  {type === 'card' ? <Tag tone="muted">{t('payment.ui.types.card_fee_tag')}</Tag> : null}
                  {type === 'pad' ? <Tag tone="brand">{t('payment.ui.types.pad_cashback_tag')}</Tag> : null}
                </span>
                <span id={noteId} className={clsx('text-sm', unavailable[type] ? 'font-medium text-danger-700' : 'text-ink-muted')} data-testid={`payment-note-${type}`}>
                  {unavailable[type] ??
                    (type === 'cash' && shippingType === 'pickup' ? t('payment.ui.types.cash_pickup_disabled') : t(NOTE_KEYS[type]))}
                </span>
              </span>
            </label>
            {checked && type === 'card' ? (
              <div className="border-t border-line px-4 py-3.5">
                <SavedCardList value={value.cardId} onChange={setCard} />
              </div>
            ) : null}
            {checked && type === 'pad' ? (
              <div className="border-t border-line px-4 py-3.5">
                <PadAccountList value={value.padAccountId} onChange={setPad} />
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

function Tag({ tone, children }: { tone: 'brand' | 'muted'; children: string }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'brand' ? 'bg-brand-50 text-brand-800' : 'bg-canvas text-ink-muted ring-1 ring-line',
      )}
    >
      {children}
    </span>
  );
}
