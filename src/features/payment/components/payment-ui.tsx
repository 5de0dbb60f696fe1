import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';

/** Button looks of the payment screens (the codebase's tokens: brand greens, rounded-control, 44 px targets). */
export const buttonStyles = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-60',
  outline:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-brand-700 bg-surface px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-danger-700 px-4 text-sm font-semibold text-white hover:bg-danger-700/90 disabled:cursor-not-allowed disabled:opacity-60',
  quiet:
    'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-control px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60',
  quietDanger:
    'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-control px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50 disabled:cursor-not-allowed disabled:opacity-60',
} as const;

export const inputStyles = (invalid: boolean) =>
  clsx(
    'w-full rounded-control border bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 disabled:bg-canvas disabled:text-ink-muted',
    invalid ? 'border-danger-700' : 'border-line-strong',
  );

export function Spinner({ light = false }: { light?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'size-4 shrink-0 animate-spin rounded-full border-2',
        light ? 'border-white/40 border-t-white' : 'border-brand-100 border-t-brand-700',
      )}
    />
  );
}

/** A labelled input; hint and error are tied to it with aria-describedby, the error is announced. */
export function Field({
  id,
  label,
  hint,
  error,
  inputRef,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-describedby' | 'aria-invalid'>) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputStyles(Boolean(error))}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} role="alert" className="rounded-control bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-700">
      {children}
    </p>
  );
}

/**
 * The dialog frame of the payment screens: a bottom sheet on phones, centred from 640 px; Radix
 * traps focus, closes on Escape and returns focus to the opener.
 */
export function PaymentDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  closable = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** False while a request runs: Escape, outside clicks and the close button do nothing. */
  closable?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (closable || next ? onOpenChange(next) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/55 animate-fade-in" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={(event) => event.preventDefault()}
          className={clsx(
            'fixed inset-x-0 bottom-0 z-[60] max-h-[94dvh] overflow-y-auto rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7',
            size === 'lg' ? 'sm:w-[min(44rem,calc(100vw-3rem))]' : 'sm:w-[min(32rem,calc(100vw-3rem))]',
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
            <Dialog.Close
              disabled={!closable}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-canvas disabled:opacity-40"
            >
              <CloseIcon />
              <span className="sr-only">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-1.5 text-sm text-ink-muted">{description}</Dialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
