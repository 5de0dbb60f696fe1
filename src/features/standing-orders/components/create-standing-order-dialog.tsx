import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingOrderView } from '../../../../core/schemas/standing-order';
import { inputStyles } from '../../../components/ui/input-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatWeekday } from '../../../lib/format-date';
import { errorMessage } from '../../../lib/request-parsed';
import { useChangeStandingOrder, type StandingLineInput } from '../api/change-standing-order';
import { useStandingPaymentChoices } from '../api/get-standing-orders';
import { SheetDialog } from './sheet-dialog';
import { STANDING_PAYMENT_TYPES } from '../../../../core/schemas/standing-order';
import { DELIVERY_WEEKDAYS, LEAD_CHOICES, type StandingPayment } from './standing-choices';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogActions } from '../../../components/ui/dialog-parts';

export interface CartLineForStanding extends StandingLineInput {
  name: string;
}

export interface AddressChoice {
  id: number;
  label: string;
}

/**
 * "Save cart as standing order" (issue 20): the cart's lines, the weekdays to deliver on, the address,
 * the payment method and how long before the cut-off it is placed. Products with options cannot repeat
 * on their own and are left out (the dialog says how many).
 */
export function CreateStandingOrderDialog({
  open,
  onOpenChange,
  shopId,
  lines,
  leftOut,
  addresses,
  defaultContactId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopId: number;
  lines: CartLineForStanding[];
  leftOut: number;
  addresses: AddressChoice[];
  defaultContactId: number | null;
  onCreated: (view: StandingOrderView) => void;
}) {
  const { t } = useTranslation();
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={t('standingOrders.create.title')} description={t('standingOrders.create.lead')}>
      {open ? (
        <CreateForm
          shopId={shopId}
          lines={lines}
          leftOut={leftOut}
          addresses={addresses}
          defaultContactId={defaultContactId}
          onCancel={() => onOpenChange(false)}
          onCreated={onCreated}
        />
      ) : null}
    </SheetDialog>
  );
}

function CreateForm({
  shopId,
  lines,
  leftOut,
  addresses,
  defaultContactId,
  onCancel,
  onCreated,
}: {
  shopId: number;
  lines: CartLineForStanding[];
  leftOut: number;
  addresses: AddressChoice[];
  defaultContactId: number | null;
  onCancel: () => void;
  onCreated: (view: StandingOrderView) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const change = useChangeStandingOrder();
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [contactId, setContactId] = useState<number | null>(
    defaultContactId !== null && addresses.some((a) => a.id === defaultContactId) ? defaultContactId : (addresses[0]?.id ?? null),
  );
  const [chosenPayment, setPayment] = useState<StandingPayment>('card');
  const choices = useStandingPaymentChoices(shopId, true);
  const choiceOf = (type: StandingPayment) => choices.data?.find((c) => c.type === type);
  // Offered: the three everyone has, and pay later where the terms allow it. Until the answer comes,
  // all are offered (the server refuses what is not on file, with what to do).
  const offered = STANDING_PAYMENT_TYPES.filter((type) => type !== 'pay_later' || choiceOf(type)?.available === true);
  const usable = (type: StandingPayment) => choices.data === undefined || choiceOf(type)?.available === true;
  const missingOnFile = choices.data?.some((c) => (c.type === 'card' || c.type === 'pad') && !c.available) ?? false;
  // A choice that turns out not to work gives way to the first that does (a card on file, else a bank account, else cash).
  const payment = usable(chosenPayment) ? chosenPayment : (choices.data?.find((c) => c.available)?.type ?? chosenPayment);
  const [lead, setLead] = useState<number>(120);
  const [error, setError] = useState<string | null>(null);
  const [weekdayError, setWeekdayError] = useState(false);

  const toggle = (day: number) => {
    setWeekdayError(false);
    setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setError(null);
    if (weekdays.length === 0) {
      setWeekdayError(true);
      document.getElementById(`${id}-day-${DELIVERY_WEEKDAYS[0]}`)?.focus();
      return;
    }
    if (contactId === null) {
      setError(t('standingOrders.create.no_address'));
      return;
    }
    change.mutate(
      {
        kind: 'create',
        body: {
          shop_id: shopId,
          contact_id: contactId,
          weekdays,
          lead_minutes: lead,
          payment_type: payment,
          lines: lines.map(({ product_id, qty, note }) => ({ product_id, qty, note })),
        },
      },
      {
        onSuccess: (result) => {
          if (result.kind === 'view') onCreated(result.view);
        },
        onError: (caught) => setError(errorMessage(caught, t('standingOrders.create.failed'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5" aria-busy={change.isPending}>
      <section aria-labelledby={`${id}-lines`}>
        <h3 id={`${id}-lines`} className="text-sm font-semibold text-ink">
          {t('standingOrders.create.lines_title', { count: lines.length })}
        </h3>
        <ul className="mt-2 divide-y divide-line rounded-control border border-line text-sm">
          {lines.map((line) => (
            <li key={line.product_id} className="flex items-baseline justify-between gap-3 px-3 py-2">
              <span className="min-w-0 break-words text-ink">{line.name}</span>
              <span className="shrink-0 font-semibold text-ink tabular-nums">× {line.qty}</span>
            </li>
          ))}
        </ul>
        {leftOut > 0 ? <p className="mt-2 text-xs text-ink-muted">{t('standingOrders.create.left_out', { count: leftOut })}</p> : null}
      </section>

      <fieldset aria-describedby={weekdayError ? `${id}-days-error` : `${id}-days-hint`}>
        <legend className="text-sm font-semibold text-ink">{t('standingOrders.create.weekdays')}</legend>
        <p id={`${id}-days-hint`} className="mt-0.5 text-xs text-ink-muted">
          {t('standingOrders.create.weekdays_hint')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {DELIVERY_WEEKDAYS.map((day) => {
            const checked = weekdays.includes(day);
            return (
              <label
                key={day}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-control border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${checked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-line-strong bg-surface text-ink'}`}
              >
                <input
                  id={`${id}-day-${day}`}
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={checked}
                  onChange={() => toggle(day)}
                  aria-label={formatWeekday(day, locale, 'long')}
                />
                <span aria-hidden="true">{formatWeekday(day, locale)}</span>
              </label>
            );
          })}
        </div>
        {weekdayError ? (
          <p id={`${id}-days-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {t('standingOrders.create.weekdays_required')}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-address`} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('standingOrders.create.address')}
          </label>
          {addresses.length === 0 ? (
            <p id={`${id}-address`} className="text-sm text-danger-700">
              {t('standingOrders.create.no_address')}
            </p>
          ) : (
            <select
              id={`${id}-address`}
              className={inputStyles()}
              value={contactId ?? ''}
              onChange={(event) => setContactId(Number(event.target.value))}
            >
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.label}
                </option>
              ))}
            </select>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-payment`} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('standingOrders.create.payment')}
          </label>
          <select
            id={`${id}-payment`}
            className={inputStyles()}
            value={payment}
            aria-describedby={missingOnFile ? `${id}-payment-hint` : undefined}
            onChange={(event) => setPayment(event.target.value as StandingPayment)}
          >
            {offered.map((type) => {
              const method = t(`agentOrders.payment_types.${type}`);
              const last4 = choiceOf(type)?.last4;
              return (
                <option key={type} value={type} disabled={!usable(type)}>
                  {last4
                    ? t('standingOrders.create.payment_on_file', { method, last4 })
                    : usable(type)
                      ? method
                      : t('standingOrders.create.payment_missing', { method })}
                </option>
              );
            })}
          </select>
          {missingOnFile ? (
            <p id={`${id}-payment-hint`} className="mt-1.5 text-xs text-ink-muted">
              {t('standingOrders.create.payment_hint')}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-lead`} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('standingOrders.create.lead_time')}
          </label>
          <select id={`${id}-lead`} className={inputStyles()} value={lead} onChange={(event) => setLead(Number(event.target.value))}>
            {LEAD_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('standingOrders.create.lead_option', { hours: minutes / 60 })}
              </option>
            ))}
          </select>
        </div>
      </div>

      <FormAlert>{error}</FormAlert>
      <DialogActions cancel={{ label: t('standingOrders.cancel'), onClick: onCancel }} action={{ label: t('standingOrders.create.save'), busyLabel: t('standingOrders.create.saving'), busy: change.isPending, disabled: addresses.length === 0 }} />
    </form>
  );
}
