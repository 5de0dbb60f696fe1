import { Outlet, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { setLocale } from '../../lib/i18n';
import { FALLBACK_LOCALE, localeFromSegment, stripLocale } from '../../lib/locale';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from './not-found-page';

/**
 * Spec §2.2 locale guard, run before the page renders so it never shows in the previous language.
 * /en/... redirects to the same path without the fallback prefix (query string and hash kept).
 */
export async function localeLoader({ params, request }: LoaderFunctionArgs): Promise<Response | null> {
  if (params.lang === FALLBACK_LOCALE) {
    const { pathname, search, hash } = new URL(request.url);
    return redirect(`${stripLocale(pathname)}${search}${hash}`);
  }
  await setLocale(localeFromSegment(params.lang) ?? FALLBACK_LOCALE);
  return null;
}

/** The layout of one locale tree; an unsupported lang segment renders the 404 page. */
export function LocaleScope() {
  const { lang } = useParams();
  return <AppLayout>{localeFromSegment(lang) ? <Outlet /> : <NotFoundPage />}</AppLayout>;
}
