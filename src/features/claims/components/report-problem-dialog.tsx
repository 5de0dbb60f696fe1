import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_KINDS, type ClaimKind } from '../../../../core/orders/claims';
import type { ClaimableLine } from '../../../../core/schemas/claims';
import { CLAIM_PHOTOS_MAX } from '../../../../core/schemas/fulfilment';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { errorMessage } from '../../../lib/request-parsed';
import { useFileClaim } from '../api/file-claim';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { checkPhotoFiles } from '../utils/photo-files';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogActions, DialogCloseButton } from '../../../components/ui/dialog-parts';

/**
 * "Report a problem" on a delivered line (spec §9): what is wrong, how many, a note and up to four
 * photos (png or jpg, 5 MB each, checked here before upload and again by the server), each previewed
 * and removable. The server's refusal (window closed, quantity) is shown in the dialog as it says it.
 */
export function ReportProblemDialog({
  orderId,
  line,
  open,
  onOpenChange,
  onSent,
  returnFocusTo,
}: {
  orderId: number;
  line: ClaimableLine | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
  /** The line's button that opened the dialog: focus goes back to it on close (one dialog serves every line). */
  returnFocusTo: RefObject<HTMLElement | null>;
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
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-[60] max-h-[92vh] overflow-y-auto rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(34rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{t('claims.buyer.dialog_title')}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1.5 text-sm text-ink-muted">
            {line ? t('claims.buyer.dialog_lead', { name: line.name, count: line.delivered_qty }) : ''}
          </Dialog.Description>
          {line ? <ReportForm orderId={orderId} line={line} onBusyChange={setBusy} onSent={onSent} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface Photo {
  key: string;
  name: string;
  dataUrl: string;
}

function ReportForm({ orderId, line, onBusyChange, onSent }: { orderId: number; line: ClaimableLine; onBusyChange: (busy: boolean) => void; onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const file = useFileClaim();
  const max = Math.max(1, line.delivered_qty - line.claimed_qty);
  const [kind, setKind] = useState<ClaimKind>('damaged');
  const [qty, setQty] = useState(String(Math.min(1, max)));
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, problems } = checkPhotoFiles(photos.length, files);
    setPhotoProblems(
      problems.map((p) =>
        p.reason === 'type'
          ? t('claims.buyer.photo_type', { name: p.name })
          : p.reason === 'too_large'
            ? t('claims.buyer.photo_too_large', { name: p.name })
            : t('claims.buyer.too_many_photos'),
      ),
    );
    const read = await Promise.all(
      accepted.map(async (index) => {
        sequence.current += 1;
        return { key: `p${sequence.current}`, name: files[index]!.name, dataUrl: await readAsDataUrl(files[index]!) };
      }),
    );
    setPhotos((current) => [...current, ...read].slice(0, CLAIM_PHOTOS_MAX));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file.isPending) return;
    const count = Number(qty);
    if (!Number.isInteger(count) || count < 1 || count > max) {
      setQtyError(t('claims.buyer.qty_invalid', { max }));
      return;
    }
    setQtyError(null);
    setError(null);
    onBusyChange(true);
    file.mutate(
      { order_id: orderId, line_id: line.line_id, qty: count, kind, note: note.trim(), photos: photos.map((p) => p.dataUrl) },
      {
        onSettled: () => onBusyChange(false),
        onSuccess: () => onSent(),
        onError: (caught) => setError(errorMessage(caught, t('claims.buyer.failed'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5" aria-busy={file.isPending}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('claims.buyer.kind_label')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {CLAIM_KINDS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-control border border-line-strong px-3 text-sm text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} className="size-4 accent-brand-700" />
              {t(`claims.kind.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-qty`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('claims.buyer.qty_label')}
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={qty}
          onChange={(e) => {
            setQty(e.target.value);
            setQtyError(null);
          }}
          aria-invalid={qtyError ? true : undefined}
          aria-describedby={`${id}-qty-hint${qtyError ? ` ${id}-qty-error` : ''}`}
          className={`${inputStyles(Boolean(qtyError))} max-w-32 tabular-nums`}
        />
        <p id={`${id}-qty-hint`} className="mt-1 text-xs text-ink-muted">
          {t('claims.buyer.qty_hint', { max })}
        </p>
        {qtyError ? (
          <p id={`${id}-qty-error`} role="alert" className="mt-1 text-sm font-medium text-danger-700">
            {qtyError}
          </p>
        ) : null}
      </div>

      <div>
        <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('claims.buyer.note_label')}
        </label>
        <textarea id={`${id}-note`} rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} className={inputStyles()} />
      </div>

      <div>
        <p id={`${id}-photos`} className="text-sm font-semibold text-ink">
          {t('claims.buyer.photos_label')}
        </p>
        <p id={`${id}-photos-hint`} className="mb-2 text-xs text-ink-muted">
          {t('claims.buyer.photos_hint')}
        </p>
        {photos.length > 0 ? (
          <ul aria-labelledby={`${id}-photos`} className="mb-2 flex flex-wrap gap-2">
            {photos.map((photo, index) => (
              <li key={photo.key} className="relative">
                <img src={photo.dataUrl} alt={t('claims.buyer.photo_alt', { n: index + 1 })} className="size-20 rounded-control border border-line object-cover" />
                <button
                  type="button"
                  onClick={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}
                  className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full border border-line-strong bg-surface text-danger-700 shadow-card hover:bg-danger-50"
                >
                  <TrashIcon width={14} height={14} />
                  <span className="sr-only">{t('claims.buyer.remove_photo', { n: index + 1 })}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(e) => void addFiles(e)}
          className="peer sr-only"
          aria-describedby={`${id}-photos-hint`}
          disabled={photos.length >= CLAIM_PHOTOS_MAX}
        />
        <label
          htmlFor={`${id}-file`}
          className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ${photos.length >= CLAIM_PHOTOS_MAX ? 'pointer-events-none opacity-60' : ''}`}
        >
          <PlusIcon width={16} height={16} />
          {t('claims.buyer.add_photos')}
        </label>
        {photoProblems.length > 0 ? (
          <ul role="alert" className="mt-2 flex flex-col gap-1 text-sm font-medium text-danger-700">
            {photoProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <FormAlert>{error}</FormAlert>
      <DialogActions cancel={{ label: t('claims.buyer.cancel') }} action={{ label: t('claims.buyer.submit'), busyLabel: t('claims.buyer.sending'), busy: file.isPending }} />
    </form>
  );
}
