import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { requestLogin, useLoginPrompt } from '../../../lib/session/login-prompt';
import { isSignedIn, useSession } from '../../../lib/session/session-store';
import { safeRedirectPath } from '../utils/safe-redirect';
import { preloadLoginModal } from './login-modal-host';

/**
 * /sign-in?redirect=… : opens the login modal; once signed in, goes to the redirect (a path on this
 * site only) or home. While the modal is open the page says why it is here; closed, it offers it again.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const hydrated = useSession((s) => s.hydrated);
  const signedIn = useSession(isSignedIn);
  const modalOpen = useLoginPrompt((s) => s.open);
  const target = safeRedirectPath(params.get('redirect')) ?? localized('/');

  useEffect(() => {
    if (hydrated && !signedIn) requestLogin();
  }, [hydrated, signedIn]);

  if (hydrated && signedIn) return <Navigate to={target} replace />;

  return (
    <div className="container-page flex justify-center py-16">
      <section aria-labelledby="sign-in-title" className="w-full max-w-lg rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-8">
        <h1 id="sign-in-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('login.page_title')}
        </h1>
        <p className="mt-3 text-ink-muted">{t('login.page_body')}</p>
        {hydrated && !modalOpen ? (
          <button
            type="button"
            onClick={() => requestLogin()}
            onPointerEnter={preloadLoginModal}
            className="mt-6 inline-flex min-h-12 items-center justify-center rounded-control bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800"
          >
            {t('login.page_open')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
