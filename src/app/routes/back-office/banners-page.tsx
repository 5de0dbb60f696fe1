import { BannersScreen } from '../../../features/back-office/components/banners-screen';
import { RequireStaff } from '../agent/require-staff';

/** /back-office/banners: managers (the server refuses anyone else). */
export function BackOfficeBannersPage() {
  return (
    <RequireStaff role="manager">
      <BannersScreen />
    </RequireStaff>
  );
}
