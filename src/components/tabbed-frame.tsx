import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';

export interface FrameTab {
  /** Already localized, with any query the tab carries. */
  to: string;
  label: string;
  /** Active only on this exact path (an area's first page). */
  end?: boolean;
}

const tab = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700',
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink',
  );

/**
 * The frame of a staff area's pages (the warehouse, the back office): the area's pages as tabs (scrolling
 * sideways on a phone), then the page's title with its lead and actions, then the page.
 */
export function TabbedFrame({
  navLabel,
  tabs,
  title,
  lead,
  actions,
  children,
}: {
  navLabel: string;
  tabs: readonly FrameTab[];
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container-page py-4 lg:py-6">
      <nav aria-label={navLabel} className="mb-4 flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((item) => (
          <NavLink key={item.to} end={item.end} to={item.to} className={tab}>
            {item.label}
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
