import clsx from 'clsx';

/** A small busy indicator beside a button label; `light` on dark buttons. */
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
