import { SettingsScreen } from '../../../features/back-office/components/settings-screen';
import { RequireStaff } from '../agent/require-staff';

/** /back-office/settings: managers and supervisors (the server refuses anyone else). */
export function BackOfficeSettingsPage() {
  return (
    <RequireStaff role="manager">
      <SettingsScreen />
    </RequireStaff>
  );
}
