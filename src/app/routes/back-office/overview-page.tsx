import { OverviewScreen } from '../../../features/back-office/components/overview-screen';
import { RequireStaff } from '../agent/require-staff';

/** /back-office: managers and supervisors (the server refuses anyone else). */
export function BackOfficeOverviewPage() {
  return (
    <RequireStaff role="manager">
      <OverviewScreen />
    </RequireStaff>
  );
}
