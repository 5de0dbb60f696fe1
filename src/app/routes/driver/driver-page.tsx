import { DriverScreen } from '../../../features/driver/components/driver-screen';
import { RequireStaff } from '../agent/require-staff';

/** /driver: the driver's stops of the day (drivers and supervisors; the API refuses anyone else). */
export function DriverPage() {
  return (
    <RequireStaff>
      <DriverScreen />
    </RequireStaff>
  );
}
