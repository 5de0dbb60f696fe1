import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/ui/input-styles';
import { DialogActions, DialogCloseButton } from '../../../components/ui/dialog-parts';

/** Rejecting a claim asks for the reason the buyer will read (required, at most 500 characters). */
export function RejectClaimDialog({
  claimId,
  open,
  onOpenChange,
  pending,
  error,
  onReject,
  trigger,
}: {
  /** The button that opens it (a Radix trigger: focus comes back to it on close). */
  trigger: ReactNode;
  claimId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) return setMissing(true);
    onReject(reason.trim());
  };
  const problem = missing ? t('validation.reason_required') : error;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/55 animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-[60] rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(30rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{t('claims.staff.reject_title', { id: claimId })}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="sr-only">{t('claims.staff.reject_reason')}</Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <div>
              <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold text-ink">
                {t('claims.staff.reject_reason')}
              </label>
              <textarea
                id={`${id}-reason`}
                rows={4}
                maxLength={500}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setMissing(false);
                }}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                className={inputStyles(Boolean(problem))}
              />
              {problem ? (
                <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
                  {problem}
                </p>
              ) : null}
            </div>
            <DialogActions cancel={{ label: t('claims.staff.cancel') }} action={{ label: t('claims.staff.confirm_reject'), busy: pending, tone: 'danger' }} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
