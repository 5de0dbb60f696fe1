import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from './status-page';

const RELOAD_FLAG = 'supply-desk:chunk-reload';

/** A lazy route chunk that no longer exists (a new deploy) fails to import. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/** Route error element (spec §2.2): 'Page not found' for a 404, otherwise 'An error occurred'. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
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
