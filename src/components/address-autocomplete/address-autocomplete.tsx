import clsx from 'clsx';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacePrediction } from '../../../core/schemas/maps';
import { useCombobox } from '../../hooks/use-combobox';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { usePlacePredictions, type LatLng } from '../../lib/maps/get-place-predictions';
import { MapPinIcon } from '../icons';

/** Spec §9: address suggestions wait for 700 ms without typing. */
const ADDRESS_DEBOUNCE_MS = 700;

export type AddressProblem = 'required' | 'not-picked';

/**
 * An address field with suggestions (spec §2.6, §5), used by the position dialog and the address
 * book: required, checked on blur, and the address must be one of the suggestions. What happens to
 * text typed without picking (cleared, or kept with a message) is the caller's choice via onProblem.
 */
export function AddressAutocomplete({
  inputRef,
  text,
  onTextChange,
  pickedLabel,
  onPick,
  onProblem,
  error,
  near = null,
  label,
  placeholder,
}: {
  inputRef?: Ref<HTMLInputElement>;
  text: string;
  onTextChange: (text: string) => void;
  /** The label of the picked address; the field is valid while it shows exactly this. */
  pickedLabel: string | null;
  onPick: (prediction: PlacePrediction) => void;
  onProblem: (problem: AddressProblem) => void;
  error: string | null;
  /** Biases the suggestions toward this point. */
  near?: LatLng | null;
  /** Defaults to 'Delivery address'. */
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  // 'Required' is checked on blur once the visitor has typed: tabbing past an untouched field is fine.
  const [touched, setTouched] = useState(false);
  const query = useDebouncedValue(text.trim(), ADDRESS_DEBOUNCE_MS);
  const searching = open && query.length > 0 && query !== pickedLabel;
  const predictions = usePlacePredictions(searching ? query : '', near);
  const items = searching ? (predictions.data ?? []) : [];

  const combobox = useCombobox({
    id,
    items,
    getKey: (p) => p.place_id,
    open,
    onOpenChange: setOpen,
    onSelect: (prediction) => {
      setOpen(false);
      onPick(prediction);
    },
  });

  const errorId = `${id}-error`;
  const statusText = !searching
    ? ''
    : predictions.isFetching && items.length === 0
      ? t('common.loading')
      : predictions.isError
        ? t('position.suggestions_failed')
        : predictions.isSuccess && items.length === 0 && query === text.trim()
          ? t('position.no_results')
          : '';

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-semibold text-ink">
        {label ?? t('position.address_label')}
      </label>
      <div className="relative">
        <MapPinIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder ?? t('position.address_placeholder')}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setTouched(true);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // Leaving the window is not leaving the field.
            if (!document.hasFocus()) return;
            if (!text.trim()) {
              if (touched) onProblem('required');
            }
            else if (text !== pickedLabel) onProblem('not-picked');
          }}
          {...combobox.inputProps}
          className={clsx(
            'w-full rounded-control border bg-surface py-3 pr-3 pl-10 text-base text-ink placeholder:text-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-brand-700',
            error ? 'border-danger-700' : 'border-line-strong',
          )}
        />
      </div>
      <ul
        {...combobox.listboxProps}
        aria-label={t('position.suggestions_label')}
        hidden={!combobox.expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-card border border-line bg-surface p-1 shadow-raised"
      >
        {items.map((prediction, index) => (
          <li
            key={prediction.place_id}
            {...combobox.getOptionProps(index)}
            className={clsx(
              'flex cursor-pointer items-start gap-2.5 rounded-md px-3 py-2.5',
              index === combobox.activeIndex ? 'bg-brand-50' : 'hover:bg-canvas',
            )}
          >
            <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{prediction.main_text || prediction.description}</span>
              {prediction.secondary_text ? (
                <span className="block text-xs text-ink-muted">{prediction.secondary_text}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className={statusText ? 'mt-1.5 text-sm text-ink-muted' : 'sr-only'}>
        {statusText}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
