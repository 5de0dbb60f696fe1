import { useEffect, useRef, useState, type ReactNode } from 'react';
import { inputStyles } from '../../../components/ui/input-styles';

const label = 'mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase';
const control = `${inputStyles()} min-h-11 py-2 text-sm`;

/** A labelled native select (keyboard and screen readers for free); '' is the "any" choice. */
export function SelectField({
  id,
  label: labelText,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {labelText}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={control}>
        {children}
      </select>
    </div>
  );
}

export function DateField({
  id,
  label: labelText,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {labelText}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={control}
      />
    </div>
  );
}

/**
 * A text field that reports its value once typing pauses (debounced), and follows the URL when the
 * value changes from outside (Back, clear filters) without echoing that change back.
 */
export function DebouncedTextField({
  id,
  label: labelText,
  value,
  onCommit,
  placeholder,
  inputMode,
  type = 'search',
  delayMs = 350,
  sanitize = (raw) => raw,
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  inputMode?: 'numeric' | 'text' | 'search';
  type?: 'search' | 'text';
  delayMs?: number;
  sanitize?: (raw: string) => string;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  if (value !== seen) {
    // The URL moved (Back, clear): show what it says, unless it is what we just committed.
    setSeen(value);
    if (value !== sanitize(text)) setText(value);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const commit = (next: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onCommit(sanitize(next)), delayMs);
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {labelText}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            window.clearTimeout(timer.current);
            onCommit(sanitize(text));
          }
        }}
        className={control}
      />
    </div>
  );
}
