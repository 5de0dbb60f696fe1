import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { safeRedirectPath } from '../../../features/account/utils/safe-redirect';
import { StaffSignInForm } from '../../../features/agent/components/staff-sign-in-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { isStaffSignedIn, staffRoleOf, staffSessionStore, useStaffSession } from '../../../lib/session/staff-session';
import { staffLandingPath } from './staff-landing';

/**
 * /agent: the staff sign-in of the agent console. Signed in, it goes on to ?next= (a path of this
 * site only) or the role's own screen (`staffLandingPath`: warehouse, driver or the customer finder).
 */
export function AgentSignInPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useStaffSession((s) => s.hydrated);
  const signedIn = useStaffSession(isStaffSignedIn);
  useDocumentTitle(t('agent.sign_in.title'));
  const role = useStaffSession(staffRoleOf);
  const next = safeRedirectPath(params.get('next'));
  const targetFor = (staffRole: typeof role) => next ?? localized(staffLandingPath(staffRole));

  if (hydrated && signedIn) return <Navigate to={targetFor(role)} replace />;

  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <section aria-labelledby="agent-sign-in-title" className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <h1 id="agent-sign-in-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('agent.sign_in.title')}
        </h1>
        <p className="mt-2 mb-6 text-sm text-ink-muted">{t('agent.sign_in.intro')}</p>
        {hydrated ? (
          <StaffSignInForm onSignedIn={() => void navigate(targetFor(staffRoleOf(staffSessionStore.getState())), { replace: true })} />
        ) : (
          <div role="status" className="grid place-items-center py-8">
            <Spinner />
            <span className="sr-only">{t('common.loading')}</span>
          </div>
        )}
      </section>
    </div>
  );
}
