import { PickListScreen } from '../../../features/warehouse/components/pick-list-screen';
import { RequireStaff } from '../agent/require-staff';

/** /warehouse/pick-list: the day's products to pick. */
export function WarehousePickListPage() {
  return (
    <RequireStaff role="warehouse">
      <PickListScreen />
    </RequireStaff>
  );
}
