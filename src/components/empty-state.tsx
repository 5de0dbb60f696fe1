import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxIcon } from './icons';

/** Spec §2.3: the empty-data placeholder. */
export function EmptyState({
  title,
  children,
  className,
}: {
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <BoxIcon width={24} height={24} />
      </span>
      <p className="font-medium text-ink">{title ?? t('common.empty')}</p>
      {children}
    </div>
  );
}
