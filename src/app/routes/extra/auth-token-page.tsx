import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { sessionSchema } from '../../../../core/schemas/account';
import { LoadingBox } from '../../../components/loading-box';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { errorMessage, requestParsed } from '../../../lib/request-parsed';
import { signIn } from '../../../lib/session/session-store';

/**
 * Spec §2.1 /auth_token/:token?: signs in with the token (GET /api/webclient/user/token, the same
 * session the agent links' proxy login answers), then goes home. Without a token, or with one the
 * server refuses, it says so and links home.
 */
export function AuthTokenPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : t('landing.auth_token.missing'));
  const started = useRef(false);
  useDocumentTitle(t('landing.auth_token.title'));

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    requestParsed(sessionSchema, '/api/webclient/user/token', { locale, query: { token }, token: null })
      .then((session) => {
        signIn(session);
        void navigate(localized('/'), { replace: true });
      })
      .catch((error: unknown) => setFailure(errorMessage(error, t('landing.auth_token.failed'))));
  }, [token, locale, localized, navigate, t]);

  return (
    <div className="container-page flex flex-col items-start gap-4 py-12">
      <h1 className="text-2xl font-bold text-ink">{t('landing.auth_token.title')}</h1>
      {failure ? (
        <>
          <p role="alert" className="text-danger-700">{failure}</p>
          <Link to={localized('/')} className="font-semibold text-brand-700 hover:underline">{t('landing.auth_token.home')}</Link>
        </>
      ) : (
        <LoadingBox label={t('landing.auth_token.signing_in')} />
      )}
    </div>
  );
}
