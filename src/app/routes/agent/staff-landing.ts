import type { User } from '../../../../core/schemas/account';
import { paths } from '../../../config/paths';

/**
 * Where a staff member lands after signing in without a ?next=: warehouse staff on the day's orders,
 * drivers on their stops, managers in the back office, agents and supervisors on the customer finder.
 */
export function staffLandingPath(role: User['staff_role']): string {
  if (role === 'warehouse') return paths.warehouse;
  if (role === 'driver') return paths.driver;
  if (role === 'manager') return paths.backOffice;
  return paths.agentCustomers;
}
