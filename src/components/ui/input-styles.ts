import clsx from 'clsx';

/** A text input's look; `invalid` draws the error border (inputs also carry aria-invalid). */
export const inputStyles = (invalid = false) =>
  clsx(
    'w-full rounded-control border bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 disabled:bg-canvas disabled:text-ink-muted aria-invalid:border-danger-700',
    invalid ? 'border-danger-700' : 'border-line-strong',
  );
