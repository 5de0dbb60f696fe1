import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';

/**
 * The filters box: `primary` (the search) always shows; the other fields fold away on phones behind
 * a "Show filters" button so the rows are not a screen away. From 768 px everything shows.
 */
export function FilterPanel({
  active,
  onClear,
  primary,
  children,
  footer,
}: {
  /** How many filters are set (shown on the phone toggle; "Clear filters" when > 0). */
  active: number;
  onClear: () => void;
  primary?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className={`flex min-h-10 flex-wrap items-center justify-between gap-x-3 gap-y-1 ${open || primary ? 'mb-3' : 'md:mb-3'}`}>
        <h2 id={`${id}-title`} className="text-base font-bold text-ink">
          {t('agentOrders.filters.title')}
        </h2>
        <div className="flex items-center gap-1">
          {active > 0 ? (
            <button type="button" className={buttonStyles.quiet} onClick={onClear}>
              {t('agentOrders.filters.clear')}
            </button>
          ) : null}
          <button
            type="button"
            className={`${buttonStyles.quiet} md:hidden`}
            aria-expanded={open}
            aria-controls={`${id}-more`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('agentOrders.filters.hide') : t('agentOrders.filters.show', { count: active })}
            <ChevronDownIcon width={16} height={16} className={open ? 'rotate-180' : undefined} />
          </button>
        </div>
      </div>
      {primary ? <div className="mb-3">{primary}</div> : null}
      <div id={`${id}-more`} className={open ? 'block' : 'hidden md:block'}>
        {children}
      </div>
      {footer}
    </section>
  );
}
