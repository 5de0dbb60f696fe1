import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../../../../locales/en.json';
import { deliverBodySchema, type DriverStop } from '../../../../core/schemas/fulfilment';
import { CloseIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/request-parsed';
import { useDeliverOrder } from '../api/deliver-order';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { photoFileProblem } from '../utils/photo-file';
import { DialogActions } from '../../../components/ui/dialog-parts';

/**
 * "Mark delivered": who received the order (required) and an optional photo of the drop-off, taken
 * with the phone's camera (png/jpg, at most 5 MB, refused here with the server's words before any
 * upload). Closed after the save; `onDelivered` then moves the focus to the stop.
 */
export function DeliverDialog({ stop, onDelivered }: { stop: DriverStop; onDelivered: (stop: DriverStop) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const deliver = useDeliverOrder();
  const delivered = useRef<DriverStop | null>(null);
  const id = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (deliver.isPending) return;
        setOpen(next);
        if (next) deliver.reset();
      }}
    >
      <Dialog.Trigger className={`${buttonStyles.primary} w-full sm:w-auto`}>{t('driver.mark_delivered')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/55 animate-fade-in" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            // Straight to the one field the driver must fill.
            event.preventDefault();
            document.getElementById(`${id}-receiver`)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // The trigger is gone once the stop is delivered: the page puts the focus on the stop instead.
            if (delivered.current) {
              event.preventDefault();
              onDelivered(delivered.current);
              delivered.current = null;
            }
          }}
          className="fixed inset-x-0 bottom-0 z-[60] max-h-[92dvh] overflow-y-auto rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(30rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{t('driver.dialog.title', { no: stop.order_no })}</Dialog.Title>
            <Dialog.Close disabled={deliver.isPending} className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink hover:bg-canvas">
              <CloseIcon />
              <span className="sr-only">{t('driver.dialog.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1.5 text-sm text-ink-muted">{t('driver.dialog.description')}</Dialog.Description>
          <DeliverForm
            id={id}
            stop={stop}
            pending={deliver.isPending}
            serverError={deliver.isError ? errorMessage(deliver.error, t('driver.dialog.failed')) : null}
            onSubmit={(body) =>
              deliver.mutate(body, {
                onSuccess: (after) => {
                  delivered.current = after;
                  setOpen(false);
                },
              })
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const CameraIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);

/** core's schema messages are keys of these two sections. */
type TranslationKey = `validation.${keyof (typeof en)['validation']}` | `errors.${keyof (typeof en)['errors']}`;

function DeliverForm({
  id,
  stop,
  pending,
  serverError,
  onSubmit,
}: {
  id: string;
  stop: DriverStop;
  pending: boolean;
  serverError: string | null;
  onSubmit: (body: { order_id: number; receiver_name: string; photo?: string }) => void;
}) {
  const { t } = useTranslation();
  const [receiver, setReceiver] = useState('');
  const [receiverError, setReceiverError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const receiverRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPhoto(null);
    setPhotoError(null);
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setPhotoError(t(problem));
      event.target.value = '';
      return;
    }
    try {
      setPhoto(await readAsDataUrl(file));
    } catch {
      setPhotoError(t('validation.photo_invalid'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deliverBodySchema.safeParse({ order_id: stop.order_id, receiver_name: receiver, ...(photo ? { photo } : {}) });
    if (!parsed.success) {
      // core's messages are locale keys (validation.*, the unsupported-characters text).
      const issue = parsed.error.issues[0];
      const message = t((issue?.message ?? 'validation.photo_invalid') as TranslationKey);
      if (issue?.path[0] === 'receiver_name') {
        setReceiverError(message);
        receiverRef.current?.focus();
      } else setPhotoError(message);
      return;
    }
    setReceiverError(null);
    onSubmit({ order_id: parsed.data.order_id, receiver_name: parsed.data.receiver_name, ...(parsed.data.photo ? { photo: parsed.data.photo } : {}) });
  };

  const photoId = `${id}-photo`;
  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="mt-5 flex flex-col gap-5">
      <TextField
        id={`${id}-receiver`}
        inputRef={receiverRef}
        label={t('driver.dialog.receiver')}
        value={receiver}
        onChange={(event) => {
          setReceiver(event.target.value);
          setReceiverError(null);
        }}
        error={receiverError}
        autoComplete="off"
        maxLength={80}
        required
      />
      <div>
        <label htmlFor={photoId} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('driver.dialog.photo')}
        </label>
        <input
          ref={fileRef}
          id={photoId}
          type="file"
          accept="image/png,image/jpeg"
          capture="environment"
          onChange={(event) => void pickPhoto(event)}
          aria-describedby={`${photoId}-hint${photoError ? ` ${photoId}-error` : ''}`}
          aria-invalid={photoError ? true : undefined}
          className="peer sr-only"
        />
        {/* The browser's own file button speaks the browser's language: this one speaks the page's. */}
        <label
          htmlFor={photoId}
          aria-hidden
          className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700`}
        >
          <CameraIcon />
          {photo ? t('driver.dialog.photo_change') : t('driver.dialog.photo_pick')}
        </label>
        <p id={`${photoId}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {t('driver.dialog.photo_hint')}
        </p>
        {photoError ? (
          <p id={`${photoId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {photoError}
          </p>
        ) : null}
        {photo ? (
          <div className="mt-3 flex items-end gap-3">
            <img src={photo} alt={t('driver.dialog.photo_preview')} className="max-h-48 max-w-[60%] rounded-control border border-line object-contain" />
            <button
              type="button"
              className={buttonStyles.quietDanger}
              onClick={() => {
                setPhoto(null);
                if (fileRef.current) fileRef.current.value = '';
                fileRef.current?.focus();
              }}
            >
              {t('driver.dialog.photo_remove')}
            </button>
          </div>
        ) : null}
      </div>
      {serverError ? (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {serverError}
        </p>
      ) : null}
      <DialogActions cancel={{ label: t('driver.dialog.cancel') }} action={{ label: t('driver.dialog.submit'), busyLabel: t('driver.dialog.submitting'), busy: pending }} />
    </form>
  );
}
