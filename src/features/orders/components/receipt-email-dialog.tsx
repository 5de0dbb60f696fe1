import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendReceipt } from '../api/send-receipt';
import { DialogActions, DialogCloseButton } from '../../../components/ui/dialog-parts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Receipt by e-mail (spec §2.8 e-mail modal, §5 Other forms): the address is required and checked;
 * an address the receipt cannot reach reads "This email cannot receive receipt, please try again".
 */
export function ReceiptEmailDialog({
  open,
  onOpenChange,
  orderId,
  defaultEmail,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderId: number;
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/55 animate-fade-in" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-[60] rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(28rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{t('orders.ui.receipt.title')}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1.5 text-sm text-ink-muted">{t('orders.ui.receipt.lead')}</Dialog.Description>
          <ReceiptForm orderId={orderId} defaultEmail={defaultEmail} onBusyChange={setBusy} onSent={onSent} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The form mounts with the dialog's content, so every opening starts from the default address. */
function ReceiptForm({
  orderId,
  defaultEmail,
  onBusyChange,
  onSent,
}: {
  orderId: number;
  defaultEmail: string;
  onBusyChange: (busy: boolean) => void;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendReceipt();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const value = email.trim();
    if (!value) return setError(t('orders.ui.receipt.email_required'));
    if (!EMAIL.test(value) || value.length > 200) return setError(t('orders.ui.receipt.email_invalid'));
    setError(null);
    onBusyChange(true);
    send.mutate(
      { orderId, email: value },
      {
        onSettled: () => onBusyChange(false),
        onSuccess: () => onSent(value),
        onError: (caught) => {
          // The server says why in the caller's language (RECEIPT_EMAIL_REFUSED: "This email cannot receive receipt…").
          if (caught instanceof ApiRequestError && caught.issues?.length) setError(caught.issues[0]!.message);
          else if (caught instanceof ApiRequestError && caught.message) setError(caught.message);
          else setError(t('orders.ui.receipt.cannot_receive'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4" aria-busy={send.isPending}>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('orders.ui.receipt.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          className={clsx(
            'w-full rounded-control border bg-surface px-3 py-2.5 text-base text-ink focus:outline-2 focus:outline-offset-0 focus:outline-brand-700',
            error ? 'border-danger-700' : 'border-line-strong',
          )}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
      <DialogActions cancel={{ label: t('orders.ui.actions.cancel') }} action={{ label: t('orders.ui.receipt.send'), busyLabel: t('orders.ui.receipt.sending'), busy: send.isPending }} />
    </form>
  );
}
