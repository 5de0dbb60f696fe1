import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { isSupervisor, staffRoleOf, useStaffSession } from '../../../lib/session/staff-session';
import { KeyHint } from './agent-banner';
import { SWITCH_CUSTOMER_KEY } from '../hooks/use-switch-customer-key';

const barLink = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-8 items-center gap-1.5 rounded-control px-2.5 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white',
    isActive && 'bg-white/15',
  );

/** The slim console bar while a staff member is signed in and no customer is open yet. */
export function StaffConsoleBar({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const name = useStaffSession((s) => s.user?.name || s.user?.username || '');
  const supervisor = useStaffSession(isSupervisor);
  const role = useStaffSession(staffRoleOf);
  // Warehouse staff and drivers work on their own screens; the customer finder and order tables are the agents'.
  const agentWork = role === 'agent' || role === 'supervisor';
  const warehouseWork = role === 'warehouse' || role === 'supervisor';
  const driverWork = role === 'driver' || role === 'supervisor';
  const backOfficeWork = role === 'manager' || role === 'supervisor';
  const signedInAs =
    role === 'supervisor'
      ? 'agent.console.signed_in_supervisor'
      : role === 'warehouse'
        ? 'warehouseDesk.console.signed_in_warehouse'
        : role === 'driver'
          ? 'warehouseDesk.console.signed_in_driver'
          : role === 'manager'
            ? 'backOffice.console.signed_in_manager'
            : 'agent.console.signed_in_agent';
  return (
    <div role="region" aria-label={t('agent.console.label')} data-testid="staff-console-bar" className="bg-ink text-white">
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-1">
        <p className="text-sm">
          <span className="font-bold">{t(agentWork ? 'agent.console.title' : 'warehouseDesk.console.title_staff')}</span>
          <span className="text-white/75"> · {t(signedInAs, { name })}</span>
        </p>
        <nav aria-label={t('agent.console.nav')} className="-mx-2.5 flex flex-wrap items-center gap-1 sm:ml-auto">
          {agentWork ? (
            <>
              <NavLink
                to={localized(paths.agentCustomers)}
                className={barLink}
                title={t('agent.banner.switch_title', { key: SWITCH_CUSTOMER_KEY })}
                aria-keyshortcuts={SWITCH_CUSTOMER_KEY}
              >
                {t('agent.console.customers')}
                <KeyHint>{SWITCH_CUSTOMER_KEY}</KeyHint>
              </NavLink>
              <NavLink to={localized(paths.agentOrders)} className={barLink}>
                {t('agent.console.orders')}
              </NavLink>
              <NavLink to={localized(paths.agentInbox)} className={barLink}>
                {t('agent.console.inbox')}
              </NavLink>
            </>
          ) : null}
          {warehouseWork ? (
            <NavLink to={localized(paths.warehouse)} className={barLink}>
              {t('warehouseDesk.console.warehouse')}
            </NavLink>
          ) : null}
          {driverWork ? (
            <NavLink to={localized(paths.driver)} className={barLink}>
              {t('warehouseDesk.console.deliveries')}
            </NavLink>
          ) : null}
          {backOfficeWork ? (
            <NavLink to={localized(paths.backOffice)} className={barLink}>
              {t('backOffice.console.link')}
            </NavLink>
          ) : null}
          {supervisor ? (
            <NavLink to={localized(paths.agentAudit)} className={barLink}>
              {t('agent.console.audit')}
            </NavLink>
          ) : null}
          {supervisor ? (
            <NavLink to={localized(paths.agentAnalytics)} className={barLink}>
              {t('analytics.title')}
            </NavLink>
          ) : null}
          <button type="button" onClick={onSignOut} className={barLink({ isActive: false })}>
            {t('agent.console.sign_out')}
          </button>
        </nav>
      </div>
    </div>
  );
}
