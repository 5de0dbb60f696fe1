import { use, useEffect } from 'react';
import { createPath, Outlet, useLocation, useNavigate, useParams, type Location } from 'react-router';
import { currentSavedPosition, positionStore } from '../../features/position/stores/position-store';
import { decidePosition } from '../../features/position/utils/position-guard';
import { setLocale } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { whenIdle } from '../../lib/when-idle';
import { FALLBACK_LOCALE, localeFromSegment, stripLocale } from '../../lib/locale';
import { AppLayout } from '../layout/app-layout';
import { isFirstPage, prefetchFirstData, prefetchLikelyNext } from './first-data';
import { trackNavigation } from './navigation-pending';
import { NotFoundPage } from './not-found-page';
import { DEFAULT_CHROME, pageChrome, type PageChrome } from './page-chrome';
import { AppShell } from './root';
import { RouteErrorBoundary } from './route-error-page';

/** What the guards decided for one location: go elsewhere, or what the layout shows around the page. */
export type GuardOutcome = { redirectTo: string } | { chrome: PageChrome | null };

/**
 * Spec §2.2: the guards, in order, on every navigation, before the page renders, so it never shows in
 * the previous language or without a position:
 * 1. locale — /en/… goes to the same path without the prefix; an unsupported lang renders the 404 page;
 * 2. position — a saved position makes its shop current, else the dialog opens (and away from the
 *    index the visitor goes to the localized '/');
 * 3. page switch — what the layout shows around the page (search box, position label, footer).
 */
export async function runGuards(lang: string | undefined, url: URL): Promise<GuardOutcome> {
  const { pathname, search, hash } = url;
  if (lang === FALLBACK_LOCALE) return { redirectTo: `${stripLocale(pathname)}${search}${hash}` };
  const locale = localeFromSegment(lang);
  if (!locale) {
    await setLocale(FALLBACK_LOCALE);
    return { chrome: null };
  }
  const position = await currentSavedPosition();
  // The page's data starts loading beside its strings and code, not after them.
  prefetchFirstData(queryClient, url, position, locale);
  await setLocale(locale, { firstPartOnly: isFirstPage(pathname) });

  const decision = decidePosition({ position, pathname, search, locale });
  positionStore.getState().applyGuard(decision);
  if (decision.kind === 'needs-position' && decision.redirectTo) return { redirectTo: decision.redirectTo };

  return { chrome: pageChrome(pathname) };
}

/** The guards' outcome per history entry: each navigation runs them once (a re-render reads the same). */
const outcomes = new Map<string, Promise<GuardOutcome>>();
/** Enough for the entries a render may still ask about; older ones are dropped. */
const KEEP_OUTCOMES = 20;

function guardsFor(lang: string | undefined, location: Location): Promise<GuardOutcome> {
  const id = `${location.key}\0${lang ?? ''}`;
  let outcome = outcomes.get(id);
  if (!outcome) {
    outcome = trackNavigation(runGuards(lang, new URL(createPath(location), window.location.href)));
    outcomes.set(id, outcome);
    if (outcomes.size > KEEP_OUTCOMES) outcomes.delete(outcomes.keys().next().value!);
  }
  return outcome;
}

/**
 * Goes where the guards sent the visitor; the app shell stands in meanwhile. (Not the animated loading
 * overlay: its frames would restart the rendering of the next page, a transition, every 30 ms.) In an
 * effect, not a layout effect: on a first visit the router may mount in the same commit, and it listens
 * to the history from its own layout effect, which runs after its children's.
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <AppShell />;
}

/**
 * The layout of one locale tree, rendered once the guards have run for the current location (until
 * then the previous page stays, or the app shell on the first one); an unsupported lang segment
 * renders the 404 page.
 */
export function LocaleScope() {
  const { lang } = useParams();
  const location = useLocation();
  const locale = localeFromSegment(lang);
  useEffect(() => {
    if (locale) whenIdle(() => prefetchLikelyNext(locale));
  }, [locale]);
  const outcome = use(guardsFor(lang, location));
  if ('redirectTo' in outcome) return <Redirect to={outcome.redirectTo} />;
  return (
    <AppLayout chrome={outcome.chrome ?? DEFAULT_CHROME}>
      {locale ? (
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      ) : (
        <NotFoundPage />
      )}
    </AppLayout>
  );
}
