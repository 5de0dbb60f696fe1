import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocalizedPath } from '../../../hooks/use-locale';

const tab = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700',
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink',
  );

/**
 * The frame of the warehouse pages: the two day views (orders, pick list) as tabs that keep the chosen
 * day and shop, then the page's title with its lead and actions.
 */
export function WarehouseFrame({
  title,
  lead,
  search,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** `?date=&shop=` carried by the tabs. */
  search: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useDocumentTitle(title);
  return (
    <div className="container-page py-4 lg:py-6">
      <nav aria-label={t('warehouseDesk.nav.label')} className="mb-4 flex gap-1 border-b border-line">
        <NavLink end to={`${localized(paths.warehouse)}${search}`} className={tab}>
          {t('warehouseDesk.nav.orders')}
        </NavLink>
        <NavLink to={`${localized(paths.warehousePickList)}${search}`} className={tab}>
          {t('warehouseDesk.nav.pick_list')}
        </NavLink>
      </nav>
      <header className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-1 max-w-3xl text-sm text-ink-muted">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
