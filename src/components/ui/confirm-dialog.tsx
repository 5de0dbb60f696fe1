import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { buttonStyles } from './button-styles';
import { Spinner } from './spinner';

/** A Radix alert dialog asking to confirm a destructive action; Escape and Cancel keep things as they are. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const messageId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/45 animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          aria-describedby={messageId}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-raised animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
          <p id={messageId} className="mt-2 text-sm leading-relaxed break-words text-ink-muted">
            {message}
          </p>
          {error ? (
            <p role="alert" className="mt-3 rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonStyles.secondary} disabled={busy}>
              {cancelLabel}
            </Dialog.Close>
            <button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy} className={buttonStyles.danger}>
              {busy ? <Spinner light /> : null}
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
