import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';

export { FormAlert as FormError } from '../../../components/ui/form-alert';

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
