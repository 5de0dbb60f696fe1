import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AgentBanner } from '../../features/agent/components/agent-banner';
import { StaffConsoleBar } from '../../features/agent/components/staff-console-bar';
import { useSwitchCustomerKey } from '../../features/agent/hooks/use-switch-customer-key';
import { useLocale } from '../../hooks/use-locale';
import { localizePath } from '../../lib/locale';
import { isSignedIn, useSession } from '../../lib/session/session-store';
import { isStaffSignedIn, staffRoleOf, useStaffSession } from '../../lib/session/staff-session';
import { endAgentOrder, signOutStaff } from './staff-sign-out';
import { userDisplayName } from './user-display';

/**
 * The top of every page for staff (issue 7, spec §4 Agent-order mode): the agent banner while a
 * customer is open through an agent link, else the slim console bar while a staff member is signed
 * in; F2 goes to the customer finder in both. Loaded by agent-bar.tsx only for staff.
 */
export function StaffTopBar() {
  const locale = useLocale();
  const navigate = useNavigate();
  const agentCustomer = useSession((s) => (isSignedIn(s) && s.agentOrder ? s.user : null));
  const staff = useStaffSession(isStaffSignedIn);
  // F2 (the customer finder) is the agents' key; warehouse staff and drivers have no finder.
  const finderKey = useStaffSession((s) => staffRoleOf(s) === 'agent' || staffRoleOf(s) === 'supervisor');
  const [ending, setEnding] = useState(false);
  const finder = localizePath(paths.agentCustomers, locale);
  useSwitchCustomerKey(agentCustomer !== null || (staff && finderKey), () => void navigate(finder));

  if (agentCustomer) {
    const end = async () => {
      setEnding(true);
      try {
        await endAgentOrder(locale);
      } finally {
        setEnding(false);
      }
      void navigate(staff ? finder : localizePath(paths.agentSignIn, locale));
    };
    return (
      <AgentBanner
        customer={{ name: userDisplayName(agentCustomer), phone: agentCustomer.phone, cid: agentCustomer.cid }}
        onEnd={() => void end()}
        ending={ending}
      />
    );
  }
  if (!staff) return null;
  const signOut = async () => {
    await signOutStaff(locale);
    void navigate(localizePath(paths.agentSignIn, locale));
  };
  return <StaffConsoleBar onSignOut={() => void signOut()} />;
}
