import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemindChannel } from '../../../../core/orders/payment-remind';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ApiRequestError } from '../../../lib/api-client';
import { useRemindPayment } from '../api/remind-payment';
import { DialogActions, DialogCloseButton } from '../../../components/ui/dialog-parts';

/**
 * "Remind me to pay" (spec §2.8 remind dialog, issue 19): on an unpaid order, a button that opens a
 * dialog to pick SMS or e-mail; the server sends the order's pay link there. The answer (sent, or why
 * not: no e-mail on the account, already paid, asked too soon) shows in the dialog.
 */
export function RemindPayButton({ orderId, orderNo, className }: { orderId: number; orderNo: string; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
    >
      <Dialog.Trigger className={className ?? buttonStyles.outline} aria-label={t('payment.remind.ui.open_named', { no: orderNo })}>
        {t('payment.remind.ui.open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/55 animate-fade-in" />
        <Dialog.Content
          // The channel choice takes the focus first (the checked radio), not the close button.
          onOpenAutoFocus={(event) => {
            const checked = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
            if (checked) {
              event.preventDefault();
              checked.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-[60] rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(28rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{t('payment.remind.ui.title')}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1.5 text-sm text-ink-muted">{t('payment.remind.ui.lead', { no: orderNo })}</Dialog.Description>
          <RemindForm orderId={orderId} onBusyChange={setBusy} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted with the dialog's content, so every opening starts fresh. */
function RemindForm({ orderId, onBusyChange }: { orderId: number; onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const remind = useRemindPayment();
  const [channel, setChannel] = useState<RemindChannel>('sms');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remind.isPending) return;
    setError(null);
    setSent(null);
    onBusyChange(true);
    remind.mutate(
      { orderId, channel },
      {
        onSettled: () => onBusyChange(false),
        onSuccess: (data) => setSent(`${data.message} ${t('payment.remind.ui.sent_to', { to: data.sent_to })}`),
        onError: (caught) => {
          if (caught instanceof ApiRequestError && caught.issues?.length) setError(caught.issues[0]!.message);
          else if (caught instanceof ApiRequestError && caught.message) setError(caught.message);
          else setError(t('payment.remind.ui.generic_error'));
        },
      },
    );
  };

  const option = (value: RemindChannel) => (
    <label
      key={value}
      className={clsx(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-control border px-3 py-2.5',
        channel === value ? 'border-brand-700 bg-brand-50' : 'border-line-strong bg-surface hover:bg-canvas',
      )}
    >
      <input
        type="radio"
        name={`${id}-channel`}
        value={value}
        checked={channel === value}
        onChange={() => {
          setChannel(value);
          setError(null);
          setSent(null);
        }}
        className="mt-1 size-4 accent-brand-700"
        aria-describedby={`${id}-${value}-hint`}
      />
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-ink">{t(`payment.remind.ui.${value}`)}</span>
        <span id={`${id}-${value}-hint`} className="text-xs text-ink-muted">
          {t(`payment.remind.ui.${value}_hint`)}
        </span>
      </span>
    </label>
  );

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4" aria-busy={remind.isPending}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t('payment.remind.ui.channel_legend')}</legend>
        {option('sms')}
        {option('email')}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
          {sent}
        </p>
      ) : null}
      <DialogActions
        cancel={{ label: sent ? t('common.close') : t('orders.ui.actions.cancel'), disabled: remind.isPending }}
        action={sent ? undefined : { label: t('payment.remind.ui.send'), busyLabel: t('payment.remind.ui.sending'), busy: remind.isPending }}
      />
    </form>
  );
}
