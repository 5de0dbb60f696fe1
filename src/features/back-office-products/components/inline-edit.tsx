import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon, PencilIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/request-parsed';

/**
 * A table cell a manager changes in place (price, one shop's stock): the value with a pencil button;
 * editing shows the inputs with save and cancel (Enter saves, Escape cancels). The change is one PATCH;
 * a refusal (the form's rule or the server's message) stays under the inputs.
 */
export function InlineEdit({
  display,
  editLabel,
  renderInputs,
  onSave,
  onOpen,
}: {
  display: ReactNode;
  /** The pencil's accessible name, e.g. "Change the price of Baby Spinach". */
  editLabel: string;
  /** The inputs; `inputId` goes on the first so it takes the focus. */
  renderInputs: (inputId: string, invalid: boolean, errorId: string) => ReactNode;
  /** Checks and saves; resolves to an error text to show, or null when saved. */
  onSave: () => Promise<string | null>;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pencil = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => pencil.current?.focus());
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSaving(true);
    try {
      const problem = await onSave();
      if (problem) setError(problem);
      else close();
    } catch (caught) {
      setError(errorMessage(caught, t('errors.internal')));
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      void submit();
    }
  };

  if (!editing) {
    return (
      <span className="inline-flex items-center justify-end gap-1">
        {display}
        <button
          ref={pencil}
          type="button"
          aria-label={editLabel}
          title={editLabel}
          onClick={() => {
            onOpen();
            setEditing(true);
            requestAnimationFrame(() => document.getElementById(`${id}-input`)?.focus());
          }}
          className="grid size-9 shrink-0 place-items-center rounded-control text-ink-muted hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <PencilIcon width={16} height={16} aria-hidden="true" />
        </button>
      </span>
    );
  }
  return (
    // A group, not a <form>: the table's row is not a form's place, and Enter is handled here.
    <div role="group" aria-label={editLabel} className="flex flex-col items-end gap-1" onKeyDown={onKeyDown} data-row-ignore="">
      <div className="flex items-center gap-1">
        {renderInputs(`${id}-input`, error !== null, `${id}-error`)}
        <button
          type="button"
          onClick={() => void submit()}
          disabled={saving}
          aria-label={t('backOffice.products.inline.save')}
          title={t('backOffice.products.inline.save')}
          className="grid size-9 shrink-0 place-items-center rounded-control bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <CheckIcon width={16} height={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={close}
          aria-label={t('backOffice.products.inline.cancel')}
          title={t('backOffice.products.inline.cancel')}
          className="grid size-9 shrink-0 place-items-center rounded-control border border-line-strong bg-surface text-ink hover:bg-canvas"
        >
          <CloseIcon width={16} height={16} aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="max-w-56 text-left text-xs font-normal text-danger-700 normal-case">
          {error}
        </p>
      ) : null}
    </div>
  );
}
