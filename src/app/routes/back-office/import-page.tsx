import { ImportScreen } from '../../../features/back-office-import/components/import-screen';
import { RequireStaff } from '../agent/require-staff';

/** /back-office/import: managers and supervisors (the server refuses anyone else). */
export function BackOfficeImportPage() {
  return (
    <RequireStaff role="manager">
      <ImportScreen />
    </RequireStaff>
  );
}
