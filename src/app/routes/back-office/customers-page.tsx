import { CustomersScreen } from '../../../features/back-office/components/customers-screen';
import { RequireStaff } from '../agent/require-staff';

/** /back-office/customers: managers and supervisors (the server refuses anyone else). */
export function BackOfficeCustomersPage() {
  return (
    <RequireStaff role="manager">
      <CustomersScreen />
    </RequireStaff>
  );
}
