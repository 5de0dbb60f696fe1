import { ClaimsQueueScreen } from '../../../features/claims/components/claims-queue-screen';
import { RequireStaff } from '../agent/require-staff';

/** /warehouse/claims: the claims queue for warehouse staff and supervisors (the server refuses anyone else). */
export function WarehouseClaimsPage() {
  return (
    <RequireStaff role="warehouse">
      <ClaimsQueueScreen />
    </RequireStaff>
  );
}
