import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useInfoContent } from '../hooks/use-info-content';
import type { InfoContent } from '../content/types';

export interface TocEntry {
  id: string;
  title: string;
}

/**
 * The frame of every information page: title, lead and an optional table of contents beside the
 * text (desktop) or above it (mobile). The title shows at once; the long text arrives with the
 * language's content chunk.
 */
export function InfoPage({
  title,
  lead,
  meta,
  toc,
  wide = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  meta?: string;
  toc?: TocEntry[];
  /** Tables and cards need more than a reading width; paragraphs keep theirs. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const hasToc = toc !== undefined && toc.length >= 4;

  return (
    <div className="container-page py-8 lg:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-base leading-relaxed text-ink-muted sm:text-lg">{lead}</p> : null}
        {meta ? (
          <p className="mt-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">{meta}</p>
        ) : null}
      </header>
      {hasToc ? (
        <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
          <TableOfContents entries={toc} label={t('info.toc')} />
          <div className={wide ? 'min-w-0 max-w-4xl' : 'min-w-0 max-w-prose'}>{children}</div>
        </div>
      ) : (
        <div className={wide ? 'mt-8 max-w-4xl' : 'mt-8 max-w-prose'}>{children}</div>
      )}
    </div>
  );
}

function TableOfContents({ entries, label }: { entries: TocEntry[]; label: string }) {
  // Scroll and focus instead of following the hash: the desktop build routes on the hash.
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const heading = document.getElementById(id);
    if (!heading) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  };
  const links = (
    <ol className="flex flex-col gap-0.5 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            onClick={(event) => go(event, entry.id)}
            className="block rounded-md px-3 py-1.5 text-ink-muted hover:bg-surface hover:text-ink"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="mb-8 rounded-card border border-line bg-surface lg:hidden">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink">{label}</summary>
        <nav aria-label={label} className="border-t border-line px-1 py-2">
          {links}
        </nav>
      </details>
      <nav aria-labelledby="toc-title" className="hidden lg:block">
        <div className="sticky top-24">
          <h2 id="toc-title" className="px-3 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {label}
          </h2>
          {links}
        </div>
      </nav>
    </>
  );
}

/** Loading and failure of the content chunk; the page's own content once it is there. */
export function WithInfoContent({ children }: { children: (content: InfoContent) => ReactNode }) {
  const { t } = useTranslation();
  const query = useInfoContent();
  if (query.isPending) return <LoadingBox />;
  if (query.isError) {
    return <ErrorNotice error={query.error} title={t('info.load_failed')} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** A section with a focusable heading, the target of the table of contents. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink focus:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
