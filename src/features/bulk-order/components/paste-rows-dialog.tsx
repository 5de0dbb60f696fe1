import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_MAX_ROWS } from '../../../../core/schemas/agent';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { DialogCloseButton } from '../../../components/ui/dialog-parts';

/** "Paste rows": a text area for many "SKU-or-name qty" lines, read by the same rules as a paste into the grid. */
export function PasteRowsDialog({
  open,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (text: string) => void;
}) {
  const { t } = useTranslation();
  // After "Add rows" the cursor goes to the grid (the first row to fix), not back to the button.
  const submitted = useRef(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) submitted.current = false;
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/55 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (submitted.current) event.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-[60] rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{t('bulk.paste.title')}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1.5 text-sm text-ink-muted">{t('bulk.paste.lead', { max: BULK_MAX_ROWS })}</Dialog.Description>
          <PasteForm
            onSubmit={(text) => {
              submitted.current = true;
              onSubmit(text);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PasteForm({ onSubmit }: { onSubmit: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') onSubmit(text);
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <label htmlFor="bulk-paste-text" className="sr-only">
        {t('bulk.paste.label')}
      </label>
      <textarea
        id="bulk-paste-text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
        rows={10}
        spellCheck={false}
        placeholder={t('bulk.paste.placeholder')}
        className={`${inputStyles()} font-mono text-sm`}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close className={buttonStyles.secondary}>{t('bulk.paste.cancel')}</Dialog.Close>
        <button type="submit" className={buttonStyles.primary} disabled={text.trim() === ''}>
          {t('bulk.paste.submit')}
        </button>
      </div>
    </form>
  );
}
