import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';

/**
 * A step that needs words first (staff's cancellation reason, the name of who collected a pickup): a
 * Radix dialog with one field; the server's refusal is shown inside, in the page's language.
 */
export function StepDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  multiline,
  maxLength,
  confirm,
  danger,
  required,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  multiline?: boolean;
  maxLength: number;
  confirm: string;
  danger?: boolean;
  /** The message when the field is left empty. */
  required: string;
  /** Resolves with the server's refusal (translated) or null when done. */
  onConfirm: (value: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setError(required);
      document.getElementById(`${id}-field`)?.focus();
      return;
    }
    setBusy(true);
    const refusal = await onConfirm(value.trim());
    setBusy(false);
    if (refusal) setError(refusal);
    else {
      setValue('');
      setError(null);
      onOpenChange(false);
    }
  };

  const fieldProps = {
    id: `${id}-field`,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: inputStyles(Boolean(error)),
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-5 shadow-raised animate-fade-in focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>
          <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-3">
            <label htmlFor={`${id}-field`} className="text-sm font-semibold text-ink">
              {label}
            </label>
            {multiline ? (
              <textarea {...fieldProps} rows={3} onChange={(event) => setValue(event.target.value)} />
            ) : (
              <input {...fieldProps} type="text" autoComplete="off" onChange={(event) => setValue(event.target.value)} />
            )}
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
                {error}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonStyles.secondary}>{t('warehouseDesk.actions.back')}</Dialog.Close>
              <button type="submit" disabled={busy} className={danger ? buttonStyles.danger : buttonStyles.primary}>
                {busy ? <Spinner light /> : null}
                {confirm}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
