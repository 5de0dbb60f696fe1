import { AgentOrdersScreen } from '../../../features/agent-orders/components/orders-screen';
import { RequireStaff } from './require-staff';

/** /agent/orders: the order tables (agents: theirs and their customers'; supervisors: everyone's). */
export function AgentOrdersPage() {
  return (
    <RequireStaff>
      <AgentOrdersScreen />
    </RequireStaff>
  );
}
