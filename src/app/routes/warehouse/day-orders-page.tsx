import { DayOrdersScreen } from '../../../features/warehouse/components/day-orders-screen';
import { RequireStaff } from '../agent/require-staff';

/** /warehouse: the day's orders of one shop. */
export function WarehouseDayOrdersPage() {
  return (
    <RequireStaff role="warehouse">
      <DayOrdersScreen />
    </RequireStaff>
  );
}
