import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { isStaffSignedIn, isSupervisor, staffRoleOf, useStaffSession } from '../../../lib/session/staff-session';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Guards the staff pages: waits for the stored staff session, sends a signed-out visitor to the
 * staff sign-in (coming back afterwards through ?next=), keeps agents out of supervisor pages and
 * everyone but warehouse staff and supervisors out of the warehouse pages, and everyone but managers and
 * supervisors out of the back office.
 */
export function RequireStaff({ role, children }: { role?: 'supervisor' | 'warehouse' | 'manager'; children: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const location = useLocation();
  const hydrated = useStaffSession((s) => s.hydrated);
  const signedIn = useStaffSession(isStaffSignedIn);
  const supervisor = useStaffSession(isSupervisor);
  const staffRole = useStaffSession(staffRoleOf);
  if (!hydrated) {
    return (
      <div className="grid min-h-64 place-items-center" role="status" aria-live="polite">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (!signedIn) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${localized(paths.agentSignIn)}?next=${next}`} replace />;
  }
  const allowed = role === undefined || supervisor || ((role === 'warehouse' || role === 'manager') && staffRole === role);
  if (!allowed) {
    return (
      <p role="alert" className="mx-auto my-12 max-w-md rounded-card border border-line bg-surface p-6 text-center text-ink">
        {t('auth.forbidden')}
      </p>
    );
  }
  return <>{children}</>;
}
