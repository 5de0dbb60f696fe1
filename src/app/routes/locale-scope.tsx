import { useEffect } from 'react';
import { Outlet, redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { currentSavedPosition, positionStore } from '../../features/position/stores/position-store';
import { decidePosition } from '../../features/position/utils/position-guard';
import { setLocale } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { whenIdle } from '../../lib/when-idle';
import { FALLBACK_LOCALE, localeFromSegment, stripLocale } from '../../lib/locale';
import { AppLayout } from '../layout/app-layout';
import { isFirstPage, prefetchFirstData, prefetchLikelyNext } from './first-data';
import { NotFoundPage } from './not-found-page';
import { DEFAULT_CHROME, pageChrome, type PageChrome } from './page-chrome';

/**
 * Spec §2.2: the guards, in order, on every navigation (the route revalidates always), before the page
 * renders, so it never shows in the previous language or without a position:
 * 1. locale — /en/… goes to the same path without the prefix; an unsupported lang renders the 404 page;
 * 2. position — a saved position makes its shop current, else the dialog opens (and away from the
 *    index the visitor goes to the localized '/');
 * 3. page switch — what the layout shows around the page (search box, position label, footer).
 */
export async function localeLoader({ params, request }: LoaderFunctionArgs): Promise<Response | PageChrome | null> {
  const url = new URL(request.url);
  const { pathname, search, hash } = url;
  if (params.lang === FALLBACK_LOCALE) return redirect(`${stripLocale(pathname)}${search}${hash}`);
  const locale = localeFromSegment(params.lang);
  if (!locale) {
    await setLocale(FALLBACK_LOCALE);
    return null;
  }
  const position = await currentSavedPosition();
  // The page's data starts loading beside its strings and code, not after them.
  prefetchFirstData(queryClient, url, position, locale);
  await setLocale(locale, { firstPartOnly: isFirstPage(pathname) });

  const decision = decidePosition({ position, pathname, search, locale });
  positionStore.getState().applyGuard(decision);
  if (decision.kind === 'needs-position' && decision.redirectTo) return redirect(decision.redirectTo);

  return pageChrome(pathname);
}

/** Guards run on every navigation, not only when the lang segment changes. */
export const alwaysRevalidate = () => true;

/** The layout of one locale tree; an unsupported lang segment renders the 404 page. */
export function LocaleScope() {
  const { lang } = useParams();
  const locale = localeFromSegment(lang);
  useEffect(() => {
    if (locale) whenIdle(() => prefetchLikelyNext(locale));
  }, [locale]);
  const chrome = useLoaderData<typeof localeLoader>();
  return (
    <AppLayout chrome={chrome && 'searchBox' in chrome ? chrome : DEFAULT_CHROME}>
      {locale ? <Outlet /> : <NotFoundPage />}
    </AppLayout>
  );
}
