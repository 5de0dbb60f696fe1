import { AnalyticsScreen } from '../../../features/analytics/components/analytics-screen';
import { RequireStaff } from './require-staff';

/** /agent/analytics: the event log's figures, for supervisors only (the server refuses anyone else too). */
export function AgentAnalyticsPage() {
  return (
    <RequireStaff role="supervisor">
      <AnalyticsScreen />
    </RequireStaff>
  );
}
