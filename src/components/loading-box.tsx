import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** Spec §2.3: the small loading placeholder, a box with a spinner. */
export function LoadingBox({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(
        'flex min-h-40 flex-col items-center justify-center gap-3 rounded-card border border-line bg-surface p-8 text-ink-muted',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-3 border-brand-100 border-t-brand-700 motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="text-sm">{label ?? t('common.loading')}</span>
    </div>
  );
}
