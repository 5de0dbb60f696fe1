import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocalizedPath } from '../../../hooks/use-locale';
import type en from '../../../../locales/en.json';

/** A tab's label: a key under backOffice.nav. */
type AreaLabel = Exclude<keyof (typeof en)['backOffice']['nav'], 'label'>;

/**
 * The back office's areas, in the order of the tabs. An area is listed here when its page exists
 * (back-office-routes.tsx); its label is a key under backOffice.nav.
 */
export const BACK_OFFICE_AREAS: readonly { path: string; label: AreaLabel; end?: boolean }[] = [
  { path: paths.backOffice, label: 'overview', end: true },
  { path: paths.backOfficeImport, label: 'import' },
];

const tab = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700',
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink',
  );

/**
 * The frame of every back-office page: the areas as tabs (scrolling sideways on a phone), then the
 * page's title with its lead and actions.
 */
export function BackOfficeFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useDocumentTitle(title);
  return (
    <div className="container-page py-4 lg:py-6">
      <nav aria-label={t('backOffice.nav.label')} className="mb-4 flex gap-1 overflow-x-auto border-b border-line">
        {BACK_OFFICE_AREAS.map((area) => (
          <NavLink key={area.path} end={area.end} to={localized(area.path)} className={tab}>
            {t(`backOffice.nav.${area.label}`)}
          </NavLink>
        ))}
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
