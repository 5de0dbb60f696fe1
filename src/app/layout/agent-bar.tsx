import { lazy, Suspense } from 'react';
import { withAllStrings } from '../../lib/i18n';
import { isSignedIn, useSession } from '../../lib/session/session-store';
import { isStaffSignedIn, useStaffSession } from '../../lib/session/staff-session';

// Staff only: a buyer's first page carries neither the agent banner, the console bar and their actions,
// nor their strings.
const StaffTopBar = lazy(() => withAllStrings(() => import('./staff-top-bar')).then((m) => ({ default: m.StaffTopBar })));

/** The staff bar above the navbar (staff-top-bar.tsx), loaded once someone on staff is signed in. */
export function AgentBar() {
  const agentOrder = useSession((s) => isSignedIn(s) && s.agentOrder);
  const staff = useStaffSession(isStaffSignedIn);
  if (!agentOrder && !staff) return null;
  return (
    <Suspense fallback={null}>
      <StaffTopBar />
    </Suspense>
  );
}
