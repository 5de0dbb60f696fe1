import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { i18n } from '../../lib/i18n';
import { StatusPage } from './status-page';

const RELOAD_FLAG = 'supply-desk:chunk-reload';

/** A lazy route chunk that no longer exists (a new deploy) fails to import. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/**
 * Spec §8: when the error page itself fails, a plain line says so ('An error occurred while showing
 * the error page'), with no hooks or components that could fail again.
 */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="p-8 text-center text-ink">
        {i18n.t('errors.error_page_failed')} <a href="/" className="font-semibold text-brand-800 underline">/</a>
      </p>
    );
  }
}

interface CaughtState {
  error: unknown;
  /** The location rendered last: the error is cleared when another one renders. */
  at: string;
}

/**
 * Catches what a route throws while it renders (its lazy code failing to load included) and shows the
 * error page in its place until the visitor goes elsewhere. Spec §2.2.
 */
class RouteErrorCatcher extends Component<{ at: string; children: ReactNode }, CaughtState> {
  override state: CaughtState = { error: null, at: this.props.at };
  static getDerivedStateFromError(error: unknown): Partial<CaughtState> {
    return { error: error ?? new Error('unknown error') };
  }
  static getDerivedStateFromProps(props: { at: string }, state: CaughtState): Partial<CaughtState> | null {
    return props.at === state.at ? null : { error: null, at: props.at };
  }
  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

/** The routes below, with the error page in their place when they fail (page errors inside the layout). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorCatcher at={key}>{children}</RouteErrorCatcher>;
}

/** The error page (spec §2.2), guarded by ErrorPageBoundary. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <ErrorPageBoundary>
      <RouteErrorContent error={error} />
    </ErrorPageBoundary>
  );
}

/** 'Page not found' for a 404, otherwise 'An error occurred'. */
function RouteErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    // Spec §2.2: a failed load of a page part reloads the page (not again within a minute: no loop).
    if (!chunkFailed) return;
    const last = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
    window.location.reload();
  }, [chunkFailed]);

  if (!notFound && import.meta.env.DEV) console.error(error);

  return notFound ? (
    <StatusPage code="404" title={t('errors.page_not_found')} hint={t('errors.not_found_page')} />
  ) : (
    <StatusPage
      code={isRouteErrorResponse(error) ? String(error.status) : '500'}
      title={t('errors.error_occurred')}
      hint={t('errors.error_hint')}
    />
  );
}
