import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * The frame of the console's pages (the staff console bar above the navbar links them): the title
 * with its lead and actions, then the page.
 */
export function ConsoleFrame({
  title,
  lead,
  above,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  above?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container-page py-6 lg:py-8">
      {above}
      <header className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-line pb-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-1.5 max-w-3xl text-sm text-ink-muted sm:text-base">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
