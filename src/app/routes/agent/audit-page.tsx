import { AgentAuditScreen } from '../../../features/agent-orders/components/audit-screen';
import { RequireStaff } from './require-staff';

/**
 * /agent/audit: supervisors read every agent's entries; an agent may open it too but sees only
 * their own (the screen pins the filter, the server enforces it).
 */
export function AgentAuditPage() {
  return (
    <RequireStaff>
      <AgentAuditScreen />
    </RequireStaff>
  );
}
