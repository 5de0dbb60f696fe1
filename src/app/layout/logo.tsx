import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/logo-mark';

/** The mark and wordmark; the surrounding link supplies the accessible name. */
export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark inverted={inverted} className="shrink-0" />
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
