import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { buttonStyles } from './button-styles';
import { Spinner } from './spinner';

/** The ✕ in a dialog's corner: closes it, named for screen readers. */
export function DialogCloseButton({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog.Close
      disabled={disabled}
      className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-canvas disabled:opacity-60"
    >
      <CloseIcon />
      <span className="sr-only">{t('common.close')}</span>
    </Dialog.Close>
  );
}

/**
 * A dialog's footer: the way out, then the action (stacked on a phone with the action on top). The
 * way out closes the dialog unless it has its own `onClick`; the action submits the dialog's form
 * unless it has its own `onClick`, and while `busy` it shows a spinner and its busy label.
 */
export function DialogActions({
  cancel,
  action,
  className,
}: {
  cancel: { label: string; onClick?: () => void; disabled?: boolean };
  action?: { label: string; busyLabel?: string; busy?: boolean; disabled?: boolean; tone?: 'primary' | 'danger'; onClick?: () => void };
  className?: string;
}) {
  const busy = action?.busy ?? false;
  const cancelDisabled = cancel.disabled ?? busy;
  return (
    <div className={clsx('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {cancel.onClick ? (
        <button type="button" onClick={cancel.onClick} disabled={cancelDisabled} className={buttonStyles.secondary}>
          {cancel.label}
        </button>
      ) : (
        <Dialog.Close type="button" disabled={cancelDisabled} className={buttonStyles.secondary}>
          {cancel.label}
        </Dialog.Close>
      )}
      {action ? (
        <button
          type={action.onClick ? 'button' : 'submit'}
          onClick={action.onClick}
          disabled={busy || action.disabled}
          aria-busy={busy}
          className={buttonStyles[action.tone ?? 'primary']}
        >
          {busy ? <Spinner light /> : null}
          {busy && action.busyLabel ? action.busyLabel : action.label}
        </button>
      ) : null}
    </div>
  );
}
