import { PromotionsScreen } from '../../../features/back-office/components/promotions-screen';
import { RequireStaff } from '../agent/require-staff';

/** /back-office/promotions: managers and supervisors (the server refuses anyone else). */
export function BackOfficePromotionsPage() {
  return (
    <RequireStaff role="manager">
      <PromotionsScreen />
    </RequireStaff>
  );
}
