import { PriceListsScreen } from '../../../features/back-office/components/price-lists/price-lists-screen';
import { RequireStaff } from '../agent/require-staff';

/** /back-office/price-lists: managers and supervisors (the server refuses anyone else). */
export function BackOfficePriceListsPage() {
  return (
    <RequireStaff role="manager">
      <PriceListsScreen />
    </RequireStaff>
  );
}
