import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** The mark and wordmark; the surrounding link supplies the accessible name. */
export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="32" height="32" rx="9" className={inverted ? 'fill-white' : 'fill-brand-700'} />
        <path
          d="M9 21c0-6.6 5.4-12 14.5-12C22.6 17.4 18 22.5 12 22.5c-1.2 0-2.2-.4-3-1.5z"
          className={inverted ? 'fill-brand-700' : 'fill-white'}
        />
        <path
          d="M10.5 22.5c2.5-4.2 5.4-6.8 9-8.5"
          fill="none"
          strokeWidth="1.6"
          strokeLinecap="round"
          className={inverted ? 'stroke-white' : 'stroke-brand-700'}
        />
      </svg>
      <span
        className={clsx(
          'text-lg font-bold tracking-tight whitespace-nowrap',
          inverted ? 'text-white' : 'text-ink',
        )}
      >
        {t('common.app_name')}
      </span>
    </span>
  );
}
