import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** One card of the checkout form, titled by its heading (a landmark-free region: a section with a name). */
export function CheckoutSection({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx('rounded-card border border-line bg-surface p-4 shadow-card sm:p-5', className)}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-bold text-ink sm:text-lg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * A native radio drawn as a selectable card or chip: the input stays in the page (keyboard arrows,
 * screen readers), the label around it is the target.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  children,
  compact = false,
  disabled = false,
  describedBy,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  compact?: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <label
      className={clsx(
        'relative flex cursor-pointer items-center gap-3 rounded-control border bg-surface text-sm text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
        compact ? 'min-h-11 px-3 py-2' : 'min-h-14 px-4 py-3',
        checked ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-line-strong hover:border-brand-600',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={() => onChange(value)}
        className="size-4 shrink-0 accent-brand-700 focus:outline-none"
      />
      {children}
    </label>
  );
}

