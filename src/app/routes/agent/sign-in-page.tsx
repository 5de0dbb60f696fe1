import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { safeRedirectPath } from '../../../features/account/utils/safe-redirect';
import { StaffSignInForm } from '../../../features/agent/components/staff-sign-in-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { isStaffSignedIn, staffSessionStore, useStaffSession } from '../../../lib/session/staff-session';

/** Where a staff member lands after signing in: drivers on their stops, the others on the customer finder. */
function staffHome(role: string | undefined): string {
  return role === 'driver' ? paths.driver : paths.agentCustomers;
}

/**
 * /agent: the staff sign-in of the agent console. Signed in, it goes on to ?next= (a path of this
 * site only) or the customer finder.
 */
export function AgentSignInPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useStaffSession((s) => s.hydrated);
  const signedIn = useStaffSession(isStaffSignedIn);
  useDocumentTitle(t('agent.sign_in.title'));
  const role = useStaffSession((s) => s.user?.staff_role);
  const next = safeRedirectPath(params.get('next'));
  const target = next ?? localized(staffHome(role));

  if (hydrated && signedIn) return <Navigate to={target} replace />;

  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <section aria-labelledby="agent-sign-in-title" className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <h1 id="agent-sign-in-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('agent.sign_in.title')}
        </h1>
        <p className="mt-2 mb-6 text-sm text-ink-muted">{t('agent.sign_in.intro')}</p>
        {hydrated ? (
          <StaffSignInForm onSignedIn={() => void navigate(next ?? localized(staffHome(staffSessionStore.getState().user?.staff_role)), { replace: true })} />
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
